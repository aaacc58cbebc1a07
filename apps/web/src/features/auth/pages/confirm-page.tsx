import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZConfirm } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, schemaRules } from '../../../shared/lib/form-errors.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useConfirmAccount } from '../api/confirm.ts';
import { useResendCode } from '../api/resend.ts';
import { AccountTypeChoice } from '../components/account-type-choice.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { useCompleteSignIn } from '../components/use-complete-sign-in.ts';
import { accountTypeFrom, loginRouteFor } from '../lib/after-sign-in.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const ZConfirmForm = ZConfirm.pick({ email: true, accountConfirmationCode: true });
const FIELDS = ['email', 'accountConfirmationCode'] as const;
const FIELD_BY_TYPE = { INVALID_CODE: 'accountConfirmationCode' } as const;

type Notice = 'CODE_EXPIRED' | 'ACCOUNT_CONFIRMED' | null;
interface ConfirmValues {
  email?: string;
  accountConfirmationCode?: string;
}

/** /confirm and /confirm-email/:token: the 6-digit code from the e-mail confirms the account and signs in. */
export default function ConfirmPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  usePageTitle('auth:confirm.title');
  const { token = '' } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const [signedIn] = useState(() => getSession() !== null);
  const state = (location.state ?? {}) as { email?: unknown; type?: unknown };
  const knownEmail = typeof state.email === 'string' ? state.email : (search.get('email') ?? '');
  const knownType = accountTypeFrom(state) ?? accountTypeFrom(search.get('type'));
  const [type, setType] = useState<TAccountType>(knownType ?? 'intern');
  const [editEmail, setEditEmail] = useState(!knownEmail);
  const [notice, setNotice] = useState<Notice>(null);
  const [form] = Form.useForm<ConfirmValues>();
  const lang = useLanguage();
  const toast = useToast();
  const confirm = useConfirmAccount(type);
  const resend = useResendCode(type);
  const completeSignIn = useCompleteSignIn();

  const labels = useMemo(
    () => ({ email: t('auth:fields.email'), accountConfirmationCode: t('auth:fields.code') }),
    [t],
  );
  const rules = useMemo(() => schemaRules(ZConfirmForm, { labels, t }), [labels, t]);

  const onFinish = (values: ConfirmValues) => {
    setNotice(null);
    const body = ZConfirmForm.parse({
      email: values.email ?? knownEmail,
      accountConfirmationCode: values.accountConfirmationCode,
    });
    confirm.mutate(
      { ...body, accountConfirmationToken: token },
      {
        onSuccess: (data) => completeSignIn(data.token),
        onError: (err) => {
          if (
            err instanceof ApiError &&
            (err.errorType === 'CODE_EXPIRED' || err.errorType === 'ACCOUNT_CONFIRMED')
          )
            return setNotice(err.errorType);
          const text = applyServerErrors(form, err, {
            labels,
            t,
            fields: FIELDS,
            fieldByType: FIELD_BY_TYPE,
          });
          if (text) toast.error(text);
        },
      },
    );
  };

  const onResend = async () => {
    setNotice(null);
    let email = knownEmail;
    if (editEmail) {
      try {
        email = ((await form.validateFields(['email'])) as ConfirmValues).email ?? '';
      } catch {
        return;
      }
    }
    resend.mutate(
      { email: email.trim().toLowerCase(), emailLanguage: lang },
      {
        onSuccess: () => toast.success(t('auth:confirm.resent')),
        onError: (err) => {
          if (err instanceof ApiError && err.errorType === 'ACCOUNT_CONFIRMED')
            return setNotice('ACCOUNT_CONFIRMED');
          const text = applyServerErrors(form, err, { labels, t, fields: FIELDS });
          if (text) toast.error(text);
        },
      },
    );
  };

  if (signedIn) return <Navigate to="/" replace />;
  const login = loginRouteFor(type);
  const busy = confirm.isPending || resend.isPending;

  return (
    <AuthCard
      title={t('auth:confirm.title')}
      intro={
        knownEmail && !editEmail
          ? t('auth:confirm.introWithEmail', { email: knownEmail })
          : t('auth:confirm.intro')
      }
    >
      {!knownType && <AccountTypeChoice value={type} onChange={setType} />}
      {notice && (
        <Alert
          role="alert"
          showIcon
          type={notice === 'ACCOUNT_CONFIRMED' ? 'info' : 'warning'}
          style={{ marginBottom: 16 }}
          title={t(`errors:${notice}`)}
          description={
            notice === 'ACCOUNT_CONFIRMED' ? (
              <Link to={login.to} state={login.state}>
                {t('auth:confirm.goToLogin')}
              </Link>
            ) : (
              t('auth:confirm.expiredHint')
            )
          }
        />
      )}
      <Form<ConfirmValues> form={form} layout="vertical" requiredMark onFinish={onFinish} disabled={busy}>
        {editEmail ? (
          <Form.Item
            name="email"
            label={labels.email}
            rules={rules('email')}
            initialValue={knownEmail || undefined}
          >
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
        ) : (
          <p>
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setEditEmail(true)}>
              {t('auth:confirm.changeEmail')}
            </Button>
          </p>
        )}
        <Form.Item
          name="accountConfirmationCode"
          label={labels.accountConfirmationCode}
          rules={rules('accountConfirmationCode')}
          extra={t('auth:confirm.codeHint')}
        >
          <CodeInput label={labels.accountConfirmationCode} />
        </Form.Item>
        <Flex vertical gap={12}>
          <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
            {t('auth:confirm.submit')}
          </Button>
          <Button block onClick={() => void onResend()} loading={resend.isPending}>
            {t('auth:confirm.resend')}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
