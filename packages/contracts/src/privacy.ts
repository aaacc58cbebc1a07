import { z } from 'zod';
import { V } from './auth.ts';
import { ZAccountType, ZRole, zText } from './common.ts';
import type { TInternCv } from './cv.ts';
import type { TBusinessProfile, TMentorProfile } from './accounts.ts';
import type { TFile } from './files.ts';
import type { TApplication } from './applications.ts';
import type { TCancellation, TRedFlag } from './safety.ts';
import type { TStipendExport } from './stipends.ts';
import type { TCertificate } from './certificates.ts';

/*
 * Privacy (issue 8): deleting one's account (`DELETE /interns|businesses|mentors/:id`), which erases the person and
 * keeps an anonymised fact row for statistics, and "download my data" (`GET /me/export`, a zip).
 */

/** Issue codes of this area (`details[].issue`, translated by the web app as `validation.<code>`). */
export const PRIVACY_ISSUES = {
  /** The e-mail typed to confirm a deletion is not the account's. */
  confirmationMismatch: 'confirmationMismatch',
  /** The only remaining active administrator cannot be deleted. */
  lastAdmin: 'lastAdmin',
} as const;

/** Data exports one account may download per hour. */
export const EXPORTS_PER_HOUR = 5;

/**
 * The body of `DELETE /interns|businesses|mentors/:id`: the deleted account's e-mail address typed again
 * (compared without case and surrounding spaces). The web app asks twice before sending it.
 */
export const ZAccountDeletion = z.object({ email: zText({ min: 1, max: 254, required: V.required }) });
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;

/** What a deletion answers under the spec's key (`data.intern`, `data.business`, `data.mentor`). */
export const ZDeletedAccount = z.object({
  _id: z.string(),
  deleted: z.literal(true),
  /** ISO date-time of the deletion. */
  deletedAt: z.string(),
});
export type TDeletedAccount = z.infer<typeof ZDeletedAccount>;
export const ZDeletionResults = {
  intern: z.object({ intern: ZDeletedAccount }),
  business: z.object({ business: ZDeletedAccount }),
  mentor: z.object({ mentor: ZDeletedAccount }),
} as const;

/** The name of the zip `GET /me/export` answers, and of the JSON inside it. */
export const EXPORT_FILE_NAME = 'praktika-my-data.zip';
export const EXPORT_DATA_NAME = 'data.json';
/** The folder of the zip holding the person's own files (`files/<id>-<name>`). */
export const EXPORT_FILES_DIR = 'files';

/** The account row as the export shows it (never the password hash, codes or session counters). */
export const ZExportAccount = z.object({
  _id: z.string(),
  accountType: ZAccountType,
  role: ZRole,
  email: z.string(),
  emailLanguage: z.string(),
  confirmedAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TExportAccount = z.infer<typeof ZExportAccount>;

/** One of the person's files in `data.json`: its record and where its bytes are in the zip. */
export type TExportFile = TFile & { sha256: string; createdAt: string; path: string };

/** A contact-form message sent from the account's e-mail address. */
export interface TExportContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  createdAt: string;
}

/** `data.json` in the export: everything the platform holds about the person, as they would see it. */
export interface TDataExport {
  exportedAt: string;
  account: TExportAccount;
  /** The intern's whole CV, the organisation's or admin's profile, or the mentor's profile. */
  profile:
    | { type: 'intern'; intern: TInternCv }
    | { type: 'business'; business: TBusinessProfile }
    | { type: 'mentor'; mentor: TMentorProfile };
  files: TExportFile[];
  contactMessages: TExportContactMessage[];
  /**
   * The applications the person is a party of, as they see them, each with its timeline: an intern's own, an
   * organisation's to its postings (empty for mentors and admins).
   */
  applications: TApplication[];
  /** Cancellations of the person's engagements (an admin: those they made). */
  cancellations: TCancellation[];
  /** The red flags the person filed, as the reporter sees them; never reports about the person. */
  redFlags: TRedFlag[];
  /** An intern's bank account and stipend months (null for the other roles). */
  stipends: TStipendExport | null;
  /**
   * An intern's certificates as they see them (code, kind, title, organisation, dates, issue date, status and, when
   * revoked or replaced, its date and reason), newest first; empty for the other roles.
   */
  certificates: TCertificate[];
  /**
   * Issue 22 §2: the parent or guardian an intern named (a third party's data, exported to the intern only) and the
   * consent's status and dates; null when none was named and for the other roles.
   */
  guardian: {
    guardianName: string;
    guardianEmail: string;
    guardianPhone: string | null;
    status: string;
    sentAt: string | null;
    decidedAt: string | null;
    withdrawnAt: string | null;
  } | null;
}
