import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLogin, ZPassword } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLogin } from '../api/login.ts';
import { readPendingConfirmation } from '../lib/pending-confirmation.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** ZLogin with the form's password rule: at least 8 characters (spec §5). */
export const ZLoginForm = ZLogin.extend({ password: ZPassword });

const toInput = (values: Record<string, unknown>) => ({ ...values, remember: !!values.remember });

interface LoginFormProps {
  /** Whose login API is called. */
  type: TAccountType;
  /** The type the forgot-password link passes on (e.g. 'admin'); `type` by default. */
  forgotType?: string;
  /** Where "no account? register" leads; no such line (and no "I have a code") without it. */
  registerTo?: string;
}

/** Email, password (show/hide), remember me; Enter submits. Used by the intern and the staff login. */
export function LoginForm({ type, forgotType, registerTo }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
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
  const { rules, formProps } = useContractForm({
    schema: ZLoginForm,
    labels,
    toInput,
    onSubmit: (body, { showServerError }) => {
      setUnconfirmed(null);
      login.mutate(
        {
          email: body.email,
          password: body.password,
          remember: body.remember,
          emailLanguage: readerLanguage(),
        },
        {
          onSuccess: (data) => completeSignIn(data.token),
          onError: (err) => {
            if (err instanceof ApiError && err.errorType === 'UNCONFIRMED_ACCOUNT')
              return setUnconfirmed(body.email);
            showServerError(err);
          },
        },
      );
    },
  });

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
      <Form {...formProps} requiredMark disabled={login.isPending}>
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
          <Link to="/forgot-user-password" state={{ type: forgotType ?? type }}>
            {t('auth:login.forgot')}
          </Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Form>
      {registerTo && (
        <>
          <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
            {t('auth:login.noAccount')} <Link to={registerTo}>{t('auth:login.register')}</Link>
          </p>
          {/* A sign-up whose code was not entered yet: the e-mail this tab registered with comes along. */}
          <p style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
            <Link to="/confirm" state={{ email: readPendingConfirmation(type)?.email, type }}>
              {t('auth:login.haveCode')}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
