import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  checkStoredSession,
  SESSION_EXPIRED_EVENT,
  subscribeSession,
  takeSessionExpired,
  useSession,
} from '../shared/lib/session.ts';
import { useToast } from '../shared/ui/toast.ts';
import { useMe } from '../features/accounts/api/use-me.ts';

/**
 * Inside the router, on every page:
 * - asks for the signed-in account's own record once (useMe): the API verifies the token the client only decoded,
 *   so a tampered or revoked token comes back FAILED_DECODE_TOKEN;
 * - a stored token that cannot even be decoded is treated the same way (checkStoredSession), on load and when
 *   another tab writes the session;
 * - on SESSION_EXPIRED_EVENT (after the session was cleared) goes to /login and shows the session-expired toast;
 * - when the signed-in account changes (sign-out or sign-in here or in another tab), drops what the previous
 *   account had cached (the catalogues stay).
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const session = useSession();
  useMe();

  const onExpired = useEffectEvent(() => {
    queryClient.clear();
    // The toast is meant for the login page: it survives the navigation that follows (unless already there).
    toast.error(t('FAILED_DECODE_TOKEN'), { key: 'session-expired', forNextPage: pathname !== '/login' });
    void navigate('/login', { replace: true });
  });

  useEffect(() => {
    const handler = () => {
      if (takeSessionExpired()) onExpired();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, handler);
    checkStoredSession(); // a stored token that cannot be decoded: expire it (dispatches the event)
    handler(); // an expiry that happened before this subscription
    const unsubscribe = subscribeSession(() => void checkStoredSession());
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
      unsubscribe();
    };
  }, []);

  const account = session ? `${session.role}:${session.id}` : null;
  const previous = useRef(account);
  useEffect(() => {
    if (previous.current === account) return;
    const hadAccount = previous.current !== null;
    previous.current = account;
    if (hadAccount) {
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'catalogues' });
    }
  }, [account, queryClient]);

  return null;
}
