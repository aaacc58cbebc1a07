import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLogin, ZPassword } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, schemaRules } from '../../../shared/lib/form-errors.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** ZLogin with the form's password rule: at least 8 characters (spec §5). */
export const ZLoginForm = ZLogin.extend({ password: ZPassword });

interface LoginValues {
  email: string;
  password: string;
  remember?: boolean;
}

const FIELDS = ['email', 'password', 'remember'] as const;

/** Email, password (show/hide), remember me; Enter submits. Used by the intern and the staff login. */
export function LoginForm({ type, registerTo }: { type: TAccountType; registerTo: string }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [form] = Form.useForm<LoginValues>();
  const lang = useLanguage();
  const toast = useToast();
  const login = useLogin(type);
  const completeSignIn = useCompleteSignIn();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const labels = useMemo(
    () => ({
      email: t('auth:fields.email'),
      password: t('auth:fields.password'),
      remember: t('auth:fields.remember'),
    }),
    [t],
  );
  const rules = useMemo(() => schemaRules(ZLoginForm, { labels, t }), [labels, t]);

  const onFinish = (values: LoginValues) => {
    setUnconfirmed(null);
    const body = ZLoginForm.parse({ ...values, remember: !!values.remember, emailLanguage: lang });
    login.mutate(
      { email: body.email, password: body.password, remember: body.remember, emailLanguage: lang },
      {
        onSuccess: (data) => completeSignIn(data.token),
        onError: (err) => {
          if (err instanceof ApiError && err.errorType === 'UNCONFIRMED_ACCOUNT')
            return setUnconfirmed(body.email);
          const toastText = applyServerErrors(form, err, { labels, t, fields: FIELDS });
          if (toastText) toast.error(toastText);
        },
      },
    );
  };

  return (
    <>
      {unconfirmed && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('errors:UNCONFIRMED_ACCOUNT')}
          description={
            <Link to="/confirm" state={{ email: unconfirmed, type }}>
              {t('auth:login.confirmLink')}
            </Link>
          }
        />
      )}
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        disabled={login.isPending}
      >
        <Form.Item name="email" label={labels.email} rules={rules('email')}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={labels.password} rules={rules('password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 24 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{labels.remember}</Checkbox>
          </Form.Item>
          <Link to="/forgot-user-password" state={{ type }}>
            {t('auth:login.forgot')}
          </Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('auth:login.noAccount')} <Link to={registerTo}>{t('auth:login.register')}</Link>
      </p>
    </>
  );
}
