import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuardianBody,
  TGuardianConsent,
  TGuardianDecisionBody,
  TGuardianLinkInfo,
} from '@praktika/contracts/guardian';
import { apiFetch } from '../../shared/lib/api-client.ts';

/*
 * Guardian consent of interns aged 16 and 17 (issue 22 §2): the intern's own status (also the admins' view of an
 * intern), naming the guardian, resending the link; and the guardian's public page behind the e-mailed link.
 */

const seg = (s: string) => encodeURIComponent(s);
export const guardianKeys = {
  consent: (internId: string) => ['guardian', internId] as const,
  link: (token: string) => ['guardian', 'link', token] as const,
};

/** GET /api/interns/:id/guardian (the intern, admins). */
export function useGuardianConsent(internId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: guardianKeys.consent(internId ?? ''),
    queryFn: ({ signal }) => apiFetch<TGuardianConsent>(`/interns/${seg(internId!)}/guardian`, { signal }),
    enabled: enabled && !!internId,
  });
}

function useSaveConsent(internId: string) {
  const client = useQueryClient();
  return (data: TGuardianConsent) => client.setQueryData(guardianKeys.consent(internId), data);
}

/** POST /api/interns/:id/guardian/resend: a new link (the old one stops working), 3 a day. */
export function useResendGuardian(internId: string) {
  const save = useSaveConsent(internId);
  return useMutation({
    mutationFn: () =>
      apiFetch<TGuardianConsent>(`/interns/${seg(internId)}/guardian/resend`, { method: 'POST' }),
    onSuccess: save,
  });
}

/** PUT /api/interns/:id/guardian: name (or correct) the guardian; a new link goes out. */
export function useSetGuardian(internId: string) {
  const save = useSaveConsent(internId);
  return useMutation({
    mutationFn: (body: TGuardianBody) =>
      apiFetch<TGuardianConsent>(`/interns/${seg(internId)}/guardian`, { method: 'PUT', body }),
    onSuccess: save,
  });
}

/** GET /api/guardian-consent/:token (public). */
export function useGuardianLink(token: string) {
  return useQuery({
    queryKey: guardianKeys.link(token),
    queryFn: ({ signal }) => apiFetch<TGuardianLinkInfo>(`/guardian-consent/${seg(token)}`, { signal }),
    retry: false,
  });
}

/** POST /api/guardian-consent/:token (public): GIVE, REFUSE, or WITHDRAW (with the withdrawal link). */
export function useGuardianDecision(token: string) {
  return useMutation({
    mutationFn: (body: TGuardianDecisionBody) =>
      apiFetch<{ status: string; withdrawn: boolean }>(`/guardian-consent/${seg(token)}`, {
        method: 'POST',
        body,
      }),
  });
}

/** "an***@example.com": the guardian's address as the intern's banner shows it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}
