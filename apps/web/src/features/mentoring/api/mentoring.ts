import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAdminAssignBody,
  TAssignMentorBody,
  TAssignResult,
  TMeeting,
  TMeetingsQuery,
  TMentorship,
  TMentorshipLinkBody,
  TMentorshipRequest,
  TMentorshipUpdate,
  TInvitationAnswer,
  TWaitingIntern,
  TWaitingInternList,
  ZMeetingWrite,
  ZMentorshipRequestsQuery,
} from '@praktika/contracts/mentoring';
import type { TPaged } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { uploadWithProgress } from '../../../shared/lib/upload.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';
import { mentorshipsResource } from '../../../entities/mentorships/api.ts';

/** The mentorships list and one mentorship are shared with safety's report page. */
export { mentorshipsResource, type TMentorshipsQueryWeb } from '../../../entities/mentorships/api.ts';

/*
 * Mentoring (issue 10): mentorships (request, answer, end, admin assign/reassign, files, links), the waiting list
 * and meetings. Every mentorship change also refetches meetings and the waiting list (a decline or an end serves
 * the queue), and meetings refetch mentorships (their progress counts meetings).
 */

type Web<T> = Partial<T> & TResourceQuery;
export type TMeetingsQueryWeb = Web<TMeetingsQuery>;
export type TMentorshipRequestsQueryWeb = Web<z.input<typeof ZMentorshipRequestsQuery>>;
/** The body forms send (defaults filled by the API: description '', durationMinutes 60). */
export type TMeetingWriteWeb = z.input<typeof ZMeetingWrite>;

export const meetingsResource = createResource<TMeeting, TMeetingWriteWeb, TMeetingsQueryWeb>({
  key: ['meetings'],
  path: 'meetings',
  listKey: 'meetings',
  oneKey: 'meeting',
});

export const mentorshipRequestsResource = createResource<
  TMentorshipRequest,
  never,
  TMentorshipRequestsQueryWeb
>({
  key: ['mentorships', 'requests'],
  path: 'mentorships/requests',
  listKey: 'requests',
  oneKey: 'request',
});

const MENTORING_KEYS = [mentorshipsResource.keys.all, meetingsResource.keys.all] as const;

/** A mutation that refetches everything mentoring shows afterwards. */
function useMentoringMutation<TVars, TResult>(kind: string, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['mentorships', kind],
    mutationFn: fn,
    onSuccess: () => Promise.all(MENTORING_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** A write to one mentorship, `/api/mentorships/:id<rest>`, that answers the mentorship. */
const writeMentorship = (id: string, rest: string, method: 'PUT' | 'DELETE', body?: unknown) =>
  apiFetch<{ mentorship: TMentorship }>(`/mentorships/${encodeURIComponent(id)}${rest}`, {
    method,
    body,
  }).then((d) => d.mentorship);

/** `POST /api/mentorships/assignmentor` -> `{ mentorship, request }` (mentorship null: on the waiting list). */
export const requestMentor = (body: TAssignMentorBody) =>
  apiFetch<TAssignResult>('/mentorships/assignmentor', { method: 'POST', body });
export const useRequestMentor = () => useMentoringMutation('request', requestMentor);

/** `PUT /api/mentorships/:id` `{ type }`: ACCEPT, DECLINE (the mentor), END (the mentor or an admin). */
export const answerMentorship = ({ id, ...body }: TMentorshipUpdate & { id: string }) =>
  writeMentorship(id, '', 'PUT', body);
export const useAnswerMentorship = () => useMentoringMutation('answer', answerMentorship);

/** `POST /api/admins/assigns` (no current mentor) and `POST /api/admins/reassigns` (replaces the current one). */
export const adminAssign = ({ reassign, ...body }: TAdminAssignBody & { reassign: boolean }) =>
  apiFetch<{ mentorship: TMentorship }>(reassign ? '/admins/reassigns' : '/admins/assigns', {
    method: 'POST',
    body,
  }).then((d) => d.mentorship);
export const useAdminAssign = () => useMentoringMutation('assign', adminAssign);

/** `DELETE /api/mentorships/requests/:id`: the intern withdraws, or an admin removes, a waiting request. */
export const useWithdrawRequest = () =>
  useMentoringMutation('withdraw', (id: string) => mentorshipRequestsResource.api.remove(id));

/* ---------- Invitations (issue 17) ---------- */

/** `GET /api/mentorships/waiting` (a mentor): the waiting interns who asked for one of the mentor's languages. */
export const waitingInternsOptions = (q: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...mentorshipsResource.keys.all, 'waiting', q] as const,
    queryFn: ({ signal }) =>
      apiFetch<TWaitingInternList>('/mentorships/waiting', { query: q, signal }).then(
        (d): TPaged<TWaitingIntern> => d.interns,
      ),
  });
export const useWaitingInterns = (q: { page: number; limit: number }) => useQuery(waitingInternsOptions(q));

/** `POST /api/mentorships/requests/:id/invite` (the mentor) -> the INVITED mentorship. */
export const inviteIntern = (requestId: string) =>
  apiFetch<{ mentorship: TMentorship }>(`/mentorships/requests/${encodeURIComponent(requestId)}/invite`, {
    method: 'POST',
    body: {},
  }).then((d) => d.mentorship);
export const useInviteIntern = () => useMentoringMutation('invite', inviteIntern);

/** `PUT /api/mentorships/:id/invitation` `{ type }` (the invited intern): ACCEPT or DECLINE. */
export const answerInvitation = ({ id, type }: Pick<TInvitationAnswer, 'type'> & { id: string }) =>
  writeMentorship(id, '/invitation', 'PUT', { type });
export const useAnswerInvitation = () => useMentoringMutation('answerInvitation', answerInvitation);

/** `PUT /api/mentorships/:id/files` (multipart `file`) -> the mentorship. */
export const uploadMentorshipFile = (opts: {
  id: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}) =>
  uploadWithProgress<{ mentorship: TMentorship }>({
    url: `/api/mentorships/${encodeURIComponent(opts.id)}/files`,
    method: 'PUT',
    files: [{ name: 'file', file: opts.file }],
    onProgress: opts.onProgress,
    signal: opts.signal,
  }).then((d) => d.mentorship);
export const useUploadMentorshipFile = () => useMentoringMutation('addFile', uploadMentorshipFile);

export const deleteMentorshipFile = ({ id, fileId }: { id: string; fileId: string }) =>
  writeMentorship(id, `/files/${encodeURIComponent(fileId)}`, 'DELETE');
export const useDeleteMentorshipFile = () => useMentoringMutation('deleteFile', deleteMentorshipFile);

export const addMentorshipLink = ({ id, ...body }: TMentorshipLinkBody & { id: string }) =>
  writeMentorship(id, '/links', 'PUT', body);
export const useAddMentorshipLink = () => useMentoringMutation('addLink', addMentorshipLink);

export const deleteMentorshipLink = ({ id, linkId }: { id: string; linkId: string }) =>
  writeMentorship(id, `/links/${encodeURIComponent(linkId)}`, 'DELETE');
export const useDeleteMentorshipLink = () => useMentoringMutation('deleteLink', deleteMentorshipLink);

/** `GET /api/mentorships/:id/meetings` -> the mentorship's meetings (no paging: a handful). */
export const mentorshipMeetingsOptions = (id: string) =>
  queryOptions({
    queryKey: [...meetingsResource.keys.all, 'mentorship', id] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ meetings: TMeeting[] }>(`/mentorships/${encodeURIComponent(id)}/meetings`, { signal }).then(
        (d) => d.meetings,
      ),
  });
export const useMentorshipMeetings = (id: string | undefined) =>
  useQuery({ ...mentorshipMeetingsOptions(id ?? ''), enabled: !!id });

/** Meetings: create, update (both send the whole form), cancel (answers the meeting), delete. */
export const useCreateMeeting = () => useMentoringMutation('createMeeting', meetingsResource.api.create);
export const useUpdateMeeting = () => useMentoringMutation('updateMeeting', meetingsResource.api.update);
export const cancelMeeting = (id: string) =>
  apiFetch<{ meeting: TMeeting }>(`/meetings/${encodeURIComponent(id)}/cancel`, {
    method: 'PUT',
    body: {},
  }).then((d) => d.meeting);
export const useCancelMeeting = () => useMentoringMutation('cancelMeeting', cancelMeeting);
export const useDeleteMeeting = () => useMentoringMutation('deleteMeeting', meetingsResource.api.remove);

/** The intern's current mentorship (PENDING or ACTIVE), or null: the avatar menu's "My mentor" and /myMentor. */
export function useCurrentMentorship(internId: string | undefined) {
  return useQuery({
    ...mentorshipsResource.listOptions({ intern: internId, current: true, page: 1, limit: 1 }),
    enabled: !!internId,
    select: (page: TPaged<TMentorship>) => page.docs[0] ?? null,
  });
}
