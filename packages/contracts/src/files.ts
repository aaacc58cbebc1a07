import { z } from 'zod';
import { ZId } from './common.ts';
import type { TAction, TSubject } from './policy.ts';

/**
 * Uploaded files: ONE table of file kinds decides what each kind accepts (types read from the bytes, never
 * from the name), how large it may be, and whether anyone may download it (`public`) or only its owner, admins
 * and whoever a later area's policy adds (`private`).
 */

export const MB = 1024 * 1024;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Documents: PDF and Word only. Spreadsheets and slides (XLSX, PPTX) are not accepted: see docs/decisions.md. */
export const DOCUMENT_TYPES = [PDF_TYPE, DOCX_TYPE] as const;
export type TFileType = (typeof IMAGE_TYPES)[number] | (typeof DOCUMENT_TYPES)[number];

export const IMAGE_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;

export interface TFileKindRule {
  /** Types accepted, as read from the file's bytes. */
  types: readonly TFileType[];
  maxBytes: number;
  /**
   * `public`: anyone may download it; `signedIn`: anyone with a session (the resource library, guides and
   * documents: "viewing a resource requires sign-in"); `private`: the owner, admins (and, later, parties the
   * policy names).
   */
  access: 'public' | 'signedIn' | 'private';
  /**
   * Narrows `access` for files that belong to one area: besides the file's owner, only those whom that policy
   * subject's `read` row allows may download it (guides: whoever may read facilitation guides).
   */
  readers?: TReadableSubject;
  /** Images are re-encoded (metadata such as GPS stripped); documents are stored as sent. */
  image: boolean;
}

/** Policy subjects with a `read` row. */
export type TReadableSubject = { [S in TSubject]: 'read' extends TAction<S> ? S : never }[TSubject];

const image = (access: TFileKindRule['access']): TFileKindRule => ({
  types: IMAGE_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  access,
  image: true,
});
const document = (access: TFileKindRule['access'], readers?: TReadableSubject): TFileKindRule => ({
  types: DOCUMENT_TYPES,
  maxBytes: DOCUMENT_MAX_BYTES,
  access,
  image: false,
  ...(readers ? { readers } : {}),
});

export const FILE_KINDS = {
  /** An intern's or mentor's own photo. */
  photo: image('private'),
  /** An organisation's logo: shown with its opportunities on public lists, so anyone may download it. */
  logo: image('public'),
  banner: image('public'),
  articlePhoto: image('public'),
  publicMentorPhoto: image('public'),
  cv: document('private'),
  /** The signed internship contract: the organisation uploads it; both parties and admins read it. */
  contract: document('private'),
  /** A file an intern uploads when applying (the posting's requested files): the posting's organisation reads it. */
  applicationFile: document('private'),
  resourceFile: document('signedIn'),
  guide: document('signedIn', 'facilitationGuide'),
  document: document('signedIn', 'document'),
  mentorshipFile: document('private'),
} as const satisfies Record<string, TFileKindRule>;

export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as (keyof typeof FILE_KINDS)[];
export const ZFileKind = z.enum(FILE_KIND_NAMES as [keyof typeof FILE_KINDS, ...(keyof typeof FILE_KINDS)[]]);
export type TFileKind = z.infer<typeof ZFileKind>;

/** The largest file any kind accepts: the multipart parser's own cap. */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_KINDS).map((k) => k.maxBytes));

/** Multipart form fields of `POST /api/files` besides the file part `file` (sent before the file). */
export const ZFileUploadFields = z.object({ kind: ZFileKind });

/** A stored file as the API answers it. `url` downloads it (`GET /api/files/:id`). */
export const ZFile = z.object({
  _id: ZId,
  kind: ZFileKind,
  type: z.string(),
  size: z.number().int().nonnegative(),
  /** The original name, sanitised (no path, no control characters). */
  name: z.string(),
  url: z.string(),
});
export type TFile = z.infer<typeof ZFile>;
export const ZFileResult = z.object({ file: ZFile });

/**
 * Issue codes when a record refers to an uploaded file (`{ field, issue }`, translated as `validation.<code>`):
 * besides `notFound`, a file of another kind, or one that is someone else's upload or another record's.
 */
export const FILE_ISSUES = {
  wrongFileKind: 'wrongFileKind',
  fileUnavailable: 'fileUnavailable',
} as const;

export const fileUrl = (id: string) => `/api/files/${id}`;
