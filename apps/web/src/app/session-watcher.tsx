import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_EXPIRED_EVENT, takeSessionExpired } from '../shared/lib/api-client.ts';
import { useToast } from '../shared/ui/toast.ts';
import { useMe } from '../features/account/api/use-me.ts';

/**
 * Inside the router, on every page:
 * - asks for the signed-in account's own record once (useMe): the API verifies the token the client only decoded,
 *   so a tampered or revoked token comes back FAILED_DECODE_TOKEN;
 * - on SESSION_EXPIRED_EVENT (api-client, after clearing the session) goes to /login and shows the
 *   session-expired toast.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  useMe();

  const onExpired = useEffectEvent(() => {
    queryClient.clear();
    void navigate('/login', { replace: true });
    toast.error(t('FAILED_DECODE_TOKEN'), { key: 'session-expired' });
  });

  useEffect(() => {
    const handler = () => {
      if (takeSessionExpired()) onExpired();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, handler);
    handler(); // an expiry that happened before this subscription
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
  }, []);

  return null;
}
