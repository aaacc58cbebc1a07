import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetBody } from '@praktika/contracts/auth';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { decodeJwt, getSession } from '../../../shared/lib/session.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ExpiredLink } from '../components/expired-link.tsx';
import { ResetPasswordCard, useResetLabels } from '../components/reset-password-card.tsx';
import { useCompleteSignIn } from '../components/use-complete-sign-in.ts';
import { accountTypeFrom } from '../lib/after-sign-in.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const FIELD_BY_TYPE = { PASSWORD_SAME: 'newPassword' } as const;

/** /reset-password/:token: e-mail and account type come from the token's claims; success signs in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  usePageTitle('auth:reset.title');
  const { token = '' } = useParams();
  const [signedIn] = useState(() => getSession() !== null);
  const [now] = useState(() => Date.now());
  const claims = useMemo(() => decodeJwt<{ email?: unknown; type?: unknown; exp?: unknown }>(token), [token]);
  const email = typeof claims?.email === 'string' ? claims.email : null;
  const type = accountTypeFrom(claims?.type) ?? 'intern';
  const expiredByClock = typeof claims?.exp === 'number' && claims.exp * 1000 <= now;
  const [expired, setExpired] = useState(false);
  const reset = useResetPassword(type, token);
  const completeSignIn = useCompleteSignIn();

  const labels = useResetLabels();
  const toInput = useMemo(
    () => (v: Record<string, unknown>) => ({ ...v, email: email ?? '', emailLanguage: readerLanguage() }),
    [email],
  );
  const form = useContractForm({
    schema: ZResetBody,
    labels,
    toInput,
    fieldByType: FIELD_BY_TYPE,
    onSubmit: (body, { showServerError }) =>
      reset.mutate(
        {
          email: body.email,
          newPassword: body.newPassword,
          passwordConfirm: body.passwordConfirm,
          emailLanguage: readerLanguage(),
        },
        {
          onSuccess: (data) => completeSignIn(data.token),
          onError: (err) => {
            if (err instanceof ApiError && err.errorType === 'RESOURCE_NOT_FOUND') return setExpired(true);
            showServerError(err);
          },
        },
      ),
  });

  if (signedIn) return <Navigate to="/" replace />;
  if (!email || expiredByClock)
    return (
      <AuthCard title={t('auth:reset.title')}>
        <ExpiredLink type={type} />
      </AuthCard>
    );

  return (
    <ResetPasswordCard
      form={form}
      labels={labels}
      pending={reset.isPending}
      expiredType={expired ? type : null}
      email={email}
    />
  );
}
