import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Spin } from 'antd';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZConfirmFields, ZConfirmationCode } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { useConfirmAccount, type TConfirmBody } from '../api/confirm.ts';
import { useResendCode } from '../api/resend.ts';
import { AccountTypeChoice } from '../components/account-type-choice.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { useCompleteSignIn } from '../components/use-complete-sign-in.ts';
import { accountTypeFrom, loginRouteFor } from '../lib/after-sign-in.ts';
import { clearPendingConfirmation } from '../lib/pending-confirmation.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

/** Typing the code by hand: e-mail and the 6-digit code. */
const ZCodeForm = ZConfirmFields.pick({ email: true }).extend({ accountConfirmationCode: ZConfirmationCode });
/** With the link's token the code is optional: the token alone confirms. */
const ZLinkForm = ZConfirmFields.pick({ email: true, accountConfirmationCode: true });
const FIELD_BY_TYPE = { INVALID_CODE: 'accountConfirmationCode' } as const;

/** What the last try said, shown above the form. */
type Notice = 'CODE_EXPIRED' | 'ACCOUNT_CONFIRMED' | 'LINK_INVALID' | null;
type Values = Record<string, unknown>;

/**
 * /confirm and /confirm-email/:token. Opened from the e-mailed link (token, e-mail and type in the URL) it
 * confirms by itself: progress, then signed in; an expired link offers a new e-mail, a replaced one the code
 * form. Otherwise the 6-digit code from the e-mail confirms the account and signs in.
 */
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
  // The link alone confirms when the page knows whose account it is; it runs once.
  const autoConfirm = Boolean(token && knownEmail && knownType);
  const [linkTried, setLinkTried] = useState(!autoConfirm);
  // A link replaced by a newer e-mail is dropped: the code from the newest e-mail confirms then.
  const [linkToken, setLinkToken] = useState(token);
  const started = useRef(false);
  const toast = useToast();
  const confirm = useConfirmAccount(type);
  const resend = useResendCode(type);
  const completeSignIn = useCompleteSignIn();

  const labels = useMemo(
    () => ({ email: t('auth:fields.email'), accountConfirmationCode: t('auth:fields.code') }),
    [t],
  );

  const send = (body: TConfirmBody, onOtherError: (err: unknown) => void) => {
    setNotice(null);
    confirm.mutate(body, {
      onSuccess: (data) => {
        if (completeSignIn(data.token)) toast.success(t('auth:confirm.done'));
        else setLinkTried(true);
      },
      onError: (err) => {
        setLinkTried(true);
        if (
          err instanceof ApiError &&
          (err.errorType === 'CODE_EXPIRED' || err.errorType === 'ACCOUNT_CONFIRMED')
        ) {
          // confirmed already: the sign-up no longer waits for its code
          if (err.errorType === 'ACCOUNT_CONFIRMED') clearPendingConfirmation();
          return setNotice(err.errorType);
        }
        onOtherError(err);
      },
    });
  };

  const contract = useContractForm({
    schema: linkToken ? ZLinkForm : ZCodeForm,
    labels,
    toInput: (values: Values) => ({ ...values, email: editEmail ? values.email : knownEmail }),
    fieldByType: FIELD_BY_TYPE,
    onSubmit: (body, { showServerError }) =>
      send(
        {
          email: body.email,
          accountConfirmationCode: body.accountConfirmationCode,
          accountConfirmationToken: linkToken,
        },
        showServerError,
      ),
  });
  const { form, rules, formProps } = contract;

  useEffect(() => {
    if (!autoConfirm || started.current || signedIn) return;
    started.current = true;
    send({ email: knownEmail, accountConfirmationCode: '', accountConfirmationToken: token }, (err) => {
      if (err instanceof ApiError && err.errorType === 'INVALID_CODE') {
        setLinkToken('');
        return setNotice('LINK_INVALID');
      }
      contract.showServerError(err);
    });
    // Runs once for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onResend = async () => {
    setNotice(null);
    let email = knownEmail;
    if (editEmail) {
      try {
        email = ((await form.validateFields(['email'])) as { email?: string }).email ?? '';
      } catch {
        return;
      }
    }
    resend.mutate(
      { email: email.trim().toLowerCase(), emailLanguage: readerLanguage() },
      {
        onSuccess: () => toast.success(t('auth:confirm.resent')),
        onError: (err) => {
          if (err instanceof ApiError && err.errorType === 'ACCOUNT_CONFIRMED')
            return setNotice('ACCOUNT_CONFIRMED');
          contract.showServerError(err);
        },
      },
    );
  };

  if (signedIn) return <Navigate to="/" replace />;
  const login = loginRouteFor(type);
  const busy = confirm.isPending || resend.isPending;

  if (!linkTried || (autoConfirm && confirm.isSuccess))
    return (
      <AuthCard title={t('auth:confirm.title')}>
        <div role="status" aria-live="polite" style={{ textAlign: 'center', padding: '16px 0' }}>
          <Spin size="large" />
          <p style={{ marginTop: 16, marginBottom: 0 }}>{t('auth:confirm.confirming')}</p>
        </div>
      </AuthCard>
    );

  const intro = linkToken
    ? t('auth:confirm.introLink')
    : knownEmail && !editEmail
      ? t('auth:confirm.introWithEmail', { email: knownEmail })
      : t('auth:confirm.intro');

  return (
    <AuthCard title={t('auth:confirm.title')} intro={notice ? undefined : intro}>
      {!knownType && <AccountTypeChoice value={type} onChange={setType} />}
      {notice && (
        <Alert
          role="alert"
          showIcon
          type={notice === 'ACCOUNT_CONFIRMED' ? 'info' : 'warning'}
          style={{ marginBottom: 16 }}
          title={notice === 'LINK_INVALID' ? t('auth:confirm.linkInvalid') : t(`errors:${notice}`)}
          description={
            notice === 'ACCOUNT_CONFIRMED' ? (
              <Link to={login.to} state={login.state}>
                {t('auth:confirm.goToLogin')}
              </Link>
            ) : notice === 'LINK_INVALID' ? (
              t('auth:confirm.linkInvalidHint')
            ) : (
              t('auth:confirm.expiredHint')
            )
          }
        />
      )}
      <Form {...formProps} requiredMark disabled={busy}>
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
