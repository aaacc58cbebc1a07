import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Result, Spin } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgot } from '@praktika/contracts/auth';
import { ACCOUNT_TYPES, ZAccountType, type TAccountType } from '@praktika/contracts/common';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useForgotPassword } from '../api/forgot.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { accountTypeFrom, loginRouteFor } from '../lib/after-sign-in.ts';
import { SUPPORT_EMAIL } from '../lib/support.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const ZForgotForm = ZForgot.pick({ email: true });
/** Opened directly: which account it is must be chosen, there is no default. */
const ZForgotChooseForm = ZForgotForm.extend({ accountType: ZAccountType });

/**
 * /forgot-user-password: the account type comes from navigation state (the login screens pass it;
 * admin counts as business). Opened directly, the visitor says which account it is (intern, organisation
 * or mentor): guessing would answer "user not found" for an existing account of another type.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  usePageTitle('auth:forgot.title');
  const location = useLocation();
  const [signedIn] = useState(() => getSession() !== null);
  const stateType = accountTypeFrom(location.state);
  const [chosen, setChosen] = useState<TAccountType | undefined>(undefined);
  const type = stateType ?? chosen;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword(type ?? 'intern');

  const labels = useMemo(
    (): Record<string, string> =>
      stateType
        ? { email: t('auth:fields.email') }
        : { accountType: t('auth:fields.accountType'), email: t('auth:fields.email') },
    [t, stateType],
  );

  const contract = useContractForm<{ email: string }>({
    schema: stateType ? ZForgotForm : ZForgotChooseForm,
    labels,
    onSubmit: (body, { showServerError }) =>
      forgot.mutate(
        { email: body.email, emailLanguage: readerLanguage() },
        {
          onSuccess: () => setSentTo(body.email),
          onError: (err) => {
            // RESOURCE_NOT_FOUND here means no account of that type with that address.
            if (!(err instanceof ApiError && err.errorType === 'RESOURCE_NOT_FOUND'))
              return showServerError(err);
            contract.form.setFields([{ name: 'email', errors: [t('auth:forgot.notFound')] }]);
            contract.form.focusField('email');
          },
        },
      ),
  });

  if (signedIn) return <Navigate to="/" replace />;
  const login = loginRouteFor(type ?? 'intern');
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
      <Spin spinning={forgot.isPending} description={t('auth:forgot.sending')}>
        <Form
          {...contract.formProps}
          requiredMark
          disabled={forgot.isPending}
          onValuesChange={(changed: { accountType?: TAccountType }) => {
            if (changed.accountType) setChosen(changed.accountType);
          }}
        >
          {!stateType && (
            <Form.Item
              name="accountType"
              label={t('auth:forgot.whichAccount')}
              rules={contract.rules('accountType')}
            >
              <Radio.Group
                options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`auth:accountTypes.${value}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item name="email" label={labels.email} rules={contract.rules('email')}>
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
