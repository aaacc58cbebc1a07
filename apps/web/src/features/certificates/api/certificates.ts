import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCertificate, TCertificateListQuery } from '@praktika/contracts/certificates';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { downloadWithToken } from '../../../shared/lib/upload.ts';
import { invalidateEverywhere } from '../../../shared/lib/query-broadcast.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';

/*
 * Certificates (issue 20 §1): the intern's own (`GET /certificates/mine`), the PDF through the authenticated
 * download, and the admins' list with revoke and reissue. Every change refetches everything keyed `certificates`.
 */

export type TCertificateQueryWeb = Partial<TCertificateListQuery> & TResourceQuery;

export const certificatesResource = createResource<TCertificate, never, TCertificateQueryWeb>({
  key: ['certificates'],
  path: 'certificates',
  listKey: 'certificates',
  oneKey: 'certificate',
});

/** `GET /api/certificates/mine`: the intern's certificates, newest first. */
export const myCertificatesOptions = () =>
  queryOptions({
    queryKey: [...certificatesResource.keys.all, 'mine'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ certificates: TCertificate[] }>('/certificates/mine', { signal }).then(
        (d) => d.certificates,
      ),
  });

export const useMyCertificates = () => useQuery(myCertificatesOptions());

/** The PDF in the UI language (sent as Accept-Language; sr-Cyrl too), saved under the name the API gives. */
export const downloadCertificatePdf = (certificate: Pick<TCertificate, '_id' | 'code'>) =>
  downloadWithToken(
    `/api/certificates/${certificate._id}/pdf`,
    `Certificate-${certificate.code}.pdf`,
    readerLanguage(),
  );

/** The public verify page of a code (served by the API, without JavaScript), in `lng` when given (`?lng=`). */
export const verifyPath = (code: string, lng?: string) =>
  `/verify/${encodeURIComponent(code)}${lng ? `?lng=${encodeURIComponent(lng)}` : ''}`;

function useCertificateAction<TVars>(kind: string, fn: (vars: TVars) => Promise<TCertificate>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...certificatesResource.keys.all, kind],
    mutationFn: fn,
    onSuccess: () => invalidateEverywhere(client, [certificatesResource.keys.all]),
  });
}

/** `POST /api/certificates/:id/revoke` (admins). */
export const useRevokeCertificate = () =>
  useCertificateAction('revoke', ({ id, reason }: { id: string; reason: string }) =>
    apiFetch<{ certificate: TCertificate }>(`/certificates/${id}/revoke`, {
      method: 'POST',
      body: { reason },
    }).then((d) => d.certificate),
  );

/** `POST /api/certificates/:id/reissue` (admins): the new certificate. */
export const useReissueCertificate = () =>
  useCertificateAction('reissue', (id: string) =>
    apiFetch<{ certificate: TCertificate }>(`/certificates/${id}/reissue`, { method: 'POST' }).then(
      (d) => d.certificate,
    ),
  );
