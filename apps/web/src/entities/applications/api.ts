import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaged } from '@praktika/contracts/common';
import {
  applicationFileField,
  CONTRACT_FIELD,
  type TApplication,
  type TApplicationListQuery,
  type TApplicationUpdate,
  type TValidationQuery,
} from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { apiFetch } from '../../shared/lib/api-client.ts';
import { invalidateEverywhere } from '../../shared/lib/query-broadcast.ts';
import { uploadWithProgress } from '../../shared/lib/upload.ts';
import { createResource, type TResourceQuery } from '../../shared/api/create-resource.ts';

/*
 * Applications (issue 9): an intern's application to a posting or a training, from apply or invitation to
 * completion. The list (an intern's own, an organisation's applicants, all for admins), one application, apply
 * (multipart, with the requested files), every transition of the state machine (`PUT /applications/:id`), the
 * favourite flag, "did I apply", the finished engagements, the admins' validation list and the signed contract.
 * Every write invalidates `applicationKeys.all` and the opportunities (spots and matches change).
 */

type Web<T> = Partial<T> & TResourceQuery;
export type TApplicationQueryWeb = Web<TApplicationListQuery>;
export type TValidationQueryWeb = Web<TValidationQuery>;

export const applicationsResource = createResource<TApplication, never, TApplicationQueryWeb>({
  key: ['applications'],
  path: 'applications',
  listKey: 'applications',
  oneKey: 'application',
});

export const applicationKeys = {
  all: applicationsResource.keys.all,
  applied: (kind: TOpportunityKind, id: string) => ['applications', 'applied', kind, id] as const,
  finished: (intern: string | undefined) => ['applications', 'finished', intern ?? 'me'] as const,
  validation: (query: TValidationQueryWeb) => ['applications', 'validation', query] as const,
};

const seg = (s: string) => encodeURIComponent(s);

/**
 * Refetch everything that depends on applications (their lists, "applied", matches and spots of postings, and
 * the mentorships a completed internship ends), in this tab and in the others (lib/query-broadcast.ts).
 */
function useInvalidateApplications() {
  const client = useQueryClient();
  return () => invalidateEverywhere(client, [applicationKeys.all, ['opportunities'], ['mentorships']]);
}

export interface ApplyInput {
  kind: TOpportunityKind;
  /** The job's or the training's id. */
  opportunityId: string;
  /** One file per requested file, in the posting's order (`file0`, `file1`, …). */
  files: Blob[];
  emailLanguage?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/applications (multipart): `jobId` or `trainingId`, `emailLanguage`, then the files. */
export const apply = ({ kind, opportunityId, files, emailLanguage, onProgress, signal }: ApplyInput) =>
  uploadWithProgress<{ application: TApplication }>({
    url: '/api/applications',
    fields: {
      [kind === 'JOB' ? 'jobId' : 'trainingId']: opportunityId,
      ...(emailLanguage ? { emailLanguage } : {}),
    },
    files: files.map((file, i) => ({ name: applicationFileField(i), file })),
    onProgress,
    signal,
  }).then((d) => d.application);

export const useApply = () => {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: apply, onSuccess: invalidate });
};

/** PUT /api/applications/:id: one transition of the state machine (`{ action, ...payload }`). */
export const transition = ({ id, body }: { id: string; body: TApplicationUpdate }) =>
  apiFetch<{ application: TApplication }>(`/applications/${seg(id)}`, { method: 'PUT', body }).then(
    (d) => d.application,
  );

export const useTransition = () => {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: transition, onSuccess: invalidate });
};

/** PUT /api/applications/:id/favourite. */
export const setFavourite = ({ id, favourite }: { id: string; favourite: boolean }) =>
  apiFetch<{ application: TApplication }>(`/applications/${seg(id)}/favourite`, {
    method: 'PUT',
    body: { favourite },
  }).then((d) => d.application);

export const useFavourite = () => {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: setFavourite, onSuccess: invalidate });
};

/** GET /api/applications/:id/applied?type: whether the signed-in intern applied (or was invited), and to what. */
export const appliedOptions = (kind: TOpportunityKind, id: string) =>
  queryOptions({
    queryKey: applicationKeys.applied(kind, id),
    queryFn: ({ signal }) =>
      apiFetch<{ applied: boolean; application: TApplication | null }>(`/applications/${seg(id)}/applied`, {
        query: { type: kind },
        signal,
      }),
  });

export const useApplied = (kind: TOpportunityKind, id: string | undefined, enabled = true) =>
  useQuery({ ...appliedOptions(kind, id ?? ''), enabled: !!id && enabled });

/** GET /api/applications/finished?intern: completed engagements (an intern's own when `intern` is absent). */
export const finishedOptions = (intern?: string) =>
  queryOptions({
    queryKey: applicationKeys.finished(intern),
    queryFn: ({ signal }) =>
      apiFetch<{ applications: TApplication[] }>('/applications/finished', {
        query: intern ? { intern } : {},
        signal,
      }).then((d) => d.applications),
  });

export const useFinished = (intern?: string, enabled = true) =>
  useQuery({ ...finishedOptions(intern), enabled });

/** GET /api/applications/interns/validation (admins): acceptances waiting for validation. */
export const validationOptions = (query: TValidationQueryWeb) =>
  queryOptions({
    queryKey: applicationKeys.validation(query),
    queryFn: ({ signal }) =>
      apiFetch<{ applications: TPaged<TApplication> }>('/applications/interns/validation', {
        query,
        signal,
      }).then((d) => d.applications),
  });

export const useValidationList = (query: TValidationQueryWeb) =>
  useQuery({ ...validationOptions(query), placeholderData: (previous) => previous });

export interface ContractInput {
  businessId: string;
  applicationId: string;
  file: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/businesses/:businessId/internContract/:applicationId (multipart part `contract`): the signed contract.
 * Answers `data.intern` (the spec's key) with the application.
 */
export const uploadContract = ({ businessId, applicationId, file, onProgress, signal }: ContractInput) =>
  uploadWithProgress<{ intern?: unknown; application?: TApplication }>({
    url: `/api/businesses/${seg(businessId)}/internContract/${seg(applicationId)}`,
    files: [{ name: CONTRACT_FIELD, file }],
    onProgress,
    signal,
  });

export const useUploadContract = () => {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: uploadContract, onSuccess: invalidate });
};
