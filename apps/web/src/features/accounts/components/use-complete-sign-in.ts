import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveSession } from '../../../shared/lib/session.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { afterLoginPath, internWarning } from '../lib/after-sign-in.ts';
import { clearPendingConfirmation } from '../lib/pending-confirmation.ts';

/**
 * Login, confirm and reset all end the same way: store the token, refresh what the previous
 * visitor had cached (catalogues stay), forget a sign-up's pending confirmation (the account is confirmed now),
 * warn an intern whose profile needs work, and go where login goes.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation(['auth', 'errors']);

  return (token: string): boolean => {
    const claims = saveSession(token);
    if (!claims) {
      toast.error(t('errors:FAILED_DECODE_TOKEN'));
      return false;
    }
    clearPendingConfirmation();
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'catalogues' });
    const warning = internWarning(claims);
    if (warning) toast.warn(t(`auth:warnings.${warning}`));
    void navigate(afterLoginPath(claims, location.state), { replace: true });
    return true;
  };
}
