import { useMemo } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@praktika/contracts/common';
import type { ContractForm } from '../../../shared/forms/use-contract-form.ts';
import { AuthCard } from './auth-card.tsx';
import { ExpiredLink } from './expired-link.tsx';
import { PasswordFields } from './password-fields.tsx';

/** The labels of the reset form (e-mail shown, new password and its confirmation). */
export function useResetLabels(): Record<'email' | 'newPassword' | 'passwordConfirm', string> {
  const { t } = useTranslation('auth');
  return useMemo(
    () => ({
      email: t('auth:fields.email'),
      newPassword: t('auth:fields.newPassword'),
      passwordConfirm: t('auth:fields.passwordConfirm'),
    }),
    [t],
  );
}

interface ResetPasswordCardProps {
  form: Pick<ContractForm, 'formProps' | 'rules'>;
  labels: Record<string, string>;
  pending: boolean;
  /** The account the link was for, when the server said it has expired. */
  expiredType: TAccountType | null;
  email: string;
  /** How the e-mail is shown: read-only (token link) or disabled (query link). */
  emailDisabled?: boolean;
}

/** The reset-password card both reset links show: the e-mail, the new password twice, submit. */
export function ResetPasswordCard({
  form,
  labels,
  pending,
  expiredType,
  email,
  emailDisabled = false,
}: ResetPasswordCardProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('auth:reset.title')} intro={t('auth:reset.intro')}>
      {expiredType && <ExpiredLink type={expiredType} />}
      <Form {...form.formProps} requiredMark disabled={pending}>
        <Form.Item label={labels.email} htmlFor="reset-email">
          <Input
            id="reset-email"
            value={email}
            readOnly={!emailDisabled}
            // undefined, not false: otherwise the form's own disabled state would not reach the field
            disabled={emailDisabled || undefined}
            autoComplete="username"
          />
        </Form.Item>
        <PasswordFields rules={form.rules} labels={labels} name="newPassword" />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('auth:reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
