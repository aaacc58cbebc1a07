import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgot } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { applyServerErrors, schemaRules } from '../../../shared/lib/form-errors.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useForgotPassword } from '../api/forgot.ts';
import { AccountTypeChoice } from '../components/account-type-choice.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { accountTypeFrom, loginRouteFor } from '../lib/after-sign-in.ts';
import { SUPPORT_EMAIL } from '../lib/support.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const ZForgotForm = ZForgot.pick({ email: true });
const FIELDS = ['email'] as const;
const FIELD_BY_TYPE = { RESOURCE_NOT_FOUND: 'email' } as const;

/**
 * /forgot-user-password: the account type comes from navigation state (the login screens pass it;
 * admin counts as business); without it the visitor picks one, business first as on /admin/login.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  usePageTitle('auth:forgot.title');
  const location = useLocation();
  const [signedIn] = useState(() => getSession() !== null);
  const stateType = accountTypeFrom(location.state);
  const [type, setType] = useState<TAccountType>(stateType ?? 'business');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [form] = Form.useForm<{ email: string }>();
  const lang = useLanguage();
  const toast = useToast();
  const forgot = useForgotPassword(type);

  const labels = useMemo(() => ({ email: t('auth:fields.email') }), [t]);
  const rules = useMemo(() => schemaRules(ZForgotForm, { labels, t }), [labels, t]);
  // RESOURCE_NOT_FOUND here means no account with that address (not the shared "not found" text).
  const fieldT = useMemo(
    () => (key: string, opts?: Record<string, unknown>) =>
      key === 'errors:RESOURCE_NOT_FOUND' ? t('auth:forgot.notFound') : t(key, opts),
    [t],
  );

  const onFinish = ({ email }: { email: string }) => {
    const body = ZForgotForm.parse({ email });
    forgot.mutate(
      { email: body.email, emailLanguage: lang },
      {
        onSuccess: () => setSentTo(body.email),
        onError: (err) => {
          const text = applyServerErrors(form, err, {
            labels,
            t: fieldT,
            fields: FIELDS,
            fieldByType: FIELD_BY_TYPE,
          });
          if (text) toast.error(text);
        },
      },
    );
  };

  if (signedIn) return <Navigate to="/" replace />;
  const login = loginRouteFor(type);
  const support = (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 24 }}
      title={
        <>
          {t('auth:forgot.support')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </>
      }
    />
  );

  if (sentTo)
    return (
      <AuthCard>
        <Result
          status="success"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('auth:forgot.sentTitle')}</h1>}
          subTitle={
            <span style={{ color: 'rgba(0,0,0,0.75)' }}>{t('auth:forgot.sentText', { email: sentTo })}</span>
          }
          extra={
            <Link to={login.to} state={login.state}>
              {t('auth:forgot.backToLogin')}
            </Link>
          }
        />
        {support}
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth:forgot.title')} intro={t('auth:forgot.intro')}>
      {!stateType && <AccountTypeChoice value={type} onChange={setType} />}
      <Spin spinning={forgot.isPending} description={t('auth:forgot.sending')}>
        <Form form={form} layout="vertical" requiredMark onFinish={onFinish} disabled={forgot.isPending}>
          <Form.Item name="email" label={labels.email} rules={rules('email')}>
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
            {t('auth:forgot.submit')}
          </Button>
        </Form>
      </Spin>
      {support}
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={login.to} state={login.state}>
          {t('auth:forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
