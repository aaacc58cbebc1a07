import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetPasswordByType } from '@praktika/contracts/auth';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useResetPasswordByType } from '../api/reset-by-type.ts';
import { ResetPasswordCard, useResetLabels } from '../components/reset-password-card.tsx';
import { accountTypeFrom, loginRouteFor } from '../lib/after-sign-in.ts';
import { decodeResetBundle } from '../lib/reset-bundle.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const FIELD_BY_TYPE = { PASSWORD_SAME: 'newPassword' } as const;

/** /resetBusinessPassword?q=<base64url {email, resetToken, type}>: set a new password, then sign in again. */
export default function ResetByQueryPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  usePageTitle('auth:reset.title');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [signedIn] = useState(() => getSession() !== null);
  const bundle = useMemo(() => decodeResetBundle(search.get('q')), [search]);
  const [expired, setExpired] = useState(false);
  const toast = useToast();
  const reset = useResetPasswordByType();

  const labels = useResetLabels();
  const toInput = useMemo(
    () => (v: Record<string, unknown>) => ({
      ...v,
      email: bundle?.email,
      resetToken: bundle?.resetToken,
      type: bundle?.type,
    }),
    [bundle],
  );
  const form = useContractForm({
    schema: ZResetPasswordByType,
    labels,
    toInput,
    fieldByType: FIELD_BY_TYPE,
    onSubmit: (body, { showServerError }) =>
      reset.mutate(body, {
        onSuccess: () => {
          toast.success(t('auth:reset.done'));
          const login = loginRouteFor(body.type);
          void navigate(login.to, { state: login.state, replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errorType === 'RESOURCE_NOT_FOUND') return setExpired(true);
          showServerError(err);
        },
      }),
  });

  if (signedIn) return <Navigate to="/" replace />;
  if (!bundle) return <Navigate to="/admin/login" replace />;

  return (
    <ResetPasswordCard
      form={form}
      labels={labels}
      pending={reset.isPending}
      expiredType={expired ? (accountTypeFrom(bundle.type) ?? 'intern') : null}
      email={bundle.email}
      emailDisabled
    />
  );
}
