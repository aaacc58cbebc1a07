import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TAccountType } from '@praktika/contracts/common';
import {
  EXPORT_DATA_NAME,
  EXPORT_FILES_DIR,
  EXPORT_FILE_NAME,
  PRIVACY_ISSUES,
  type TAccountDeletion,
  type TDataExport,
  type TDeletedAccount,
  type TExportFile,
} from '@praktika/contracts/privacy';
import { ZApplicationListQuery, type TApplication } from '@praktika/contracts/applications';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import type { BlobStorage } from '../../platform/files/storage.ts';
import { zipStream, type ZipEntry } from '../../platform/files/zip.ts';
import {
  findAccountById,
  findBusinessRecord,
  findMentorRecord,
  presentBusiness,
  presentMentor,
} from '../accounts/accounts.public.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { findCvRecord, presentInternCv } from '../cv/cv.public.ts';
import type {
  ApplicationService,
  CertificateService,
  GuardianService,
  SafetyService,
  StipendService,
} from '../../services.ts';
import {
  anonymisedFacts,
  contactMessagesFrom,
  deleteAccountRow,
  deleteContactMessagesOf,
  filesOwnedBy,
  insertAnonymised,
  lockAccount,
  lockAdmins,
  reassignFiles,
} from './privacy.repo.ts';

export interface PrivacyServiceDeps {
  db: Db;
  files: Pick<FilesService, 'removeOwnedBy'>;
  storage: Pick<BlobStorage, 'get'>;
  /** The person's applications as they see them (the applications area). */
  applications: Pick<ApplicationService, 'list'>;
  /** Their cancellations and the reports they filed (the safety area). */
  safety: Pick<SafetyService, 'exportFor'>;
  /** An intern's bank account and stipend months (the stipends area); null for other roles. */
  stipends: Pick<StipendService, 'exportFor'>;
  /** An intern's certificates (the certificates area); none for other roles. */
  certificates: Pick<CertificateService, 'exportFor'>;
  /** An intern's guardian and consent (issue 22 §2); null for other roles. */
  guardians: Pick<GuardianService, 'exportOf'>;
  now: () => number;
}

/** Every application of the party, timelines included (the list's own scope: an intern's, an organisation's). */
const ALL_APPLICATIONS = ZApplicationListQuery.parse({ pagination: false });

export interface DataExport {
  fileName: string;
  /** The zip, streamed: data.json first, then the person's files. */
  body: Readable;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** Content types stored compressed already: the zip keeps their bytes as they are. */
const COMPRESSED = /^(image\/|application\/pdf$|application\/vnd\.openxmlformats|application\/zip$)/;

/**
 * The person's own data: deleting the account for good (personal data, files and sessions gone, an anonymised
 * fact row kept for statistics) and "download my data" (a zip of `data.json` and their files).
 */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, files, storage } = deps;

  async function profileOf(account: AccountRow): Promise<TDataExport['profile']> {
    if (account.accountType === 'intern') {
      const record = await findCvRecord(db, account.id);
      if (!record) throw new AppError('NOT_FOUND');
      return { type: 'intern', intern: presentInternCv(record) };
    }
    if (account.accountType === 'mentor') {
      const record = await findMentorRecord(db, account.id);
      if (!record) throw new AppError('NOT_FOUND');
      // Issue 10 (mentorships) counts the mentor's current interns here.
      return { type: 'mentor', mentor: presentMentor(record) };
    }
    const record = await findBusinessRecord(db, account.id);
    if (!record) throw new AppError('NOT_FOUND');
    return { type: 'business', business: presentBusiness(record) };
  }

  /** An intern's or an organisation's applications; mentors and admins are parties of none. */
  async function applicationsOf(actor: Actor): Promise<TApplication[]> {
    if (actor.role !== 'intern' && actor.role !== 'business') return [];
    return (await deps.applications.list(actor, ALL_APPLICATIONS)).applications.docs;
  }

  return {
    /**
     * `DELETE /interns|businesses|mentors/:id` (the person or an admin), confirmed by the account's e-mail typed
     * again. One transaction: the anonymised fact row is written; an administrator's files (content other records
     * use) pass to the admin who stays, anyone else's are removed (blobs after commit); contact messages from the
     * address go unless another account uses it; the account row goes and with it the profile, its links and the
     * CV rows (ON DELETE CASCADE). Sessions end because the guard finds no account. The last admin stays.
     */
    async deleteAccount(
      actor: Actor,
      type: TAccountType,
      id: string,
      body: TAccountDeletion,
    ): Promise<TDeletedAccount> {
      assertCan(actor, 'delete', type, { ownerId: id, ownerType: type });
      const deletedAt = new Date(deps.now());
      await db.transaction(async (tx) => {
        const account = await lockAccount(tx, id);
        if (!account || account.accountType !== type) throw new AppError('NOT_FOUND');
        if (account.role === 'admin') assertCan(actor, 'delete', 'adminAccount');
        if (body.email.trim().toLowerCase() !== account.email.toLowerCase())
          throw invalid('email', PRIVACY_ISSUES.confirmationMismatch);
        if (account.role === 'admin') {
          const others = (await lockAdmins(tx)).filter((a) => a.id !== id && a.active);
          const heir = others.find((a) => a.id === actor.id) ?? others[0];
          if (!heir) throw invalid('id', PRIVACY_ISSUES.lastAdmin);
          // Articles, banners, resources, documents and public mentors keep their files (ON DELETE RESTRICT).
          await reassignFiles(tx, id, heir.id);
        }
        await insertAnonymised(tx, { id: randomUUID(), ...(await anonymisedFacts(tx, account, deletedAt)) });
        await files.removeOwnedBy(tx, id);
        await deleteContactMessagesOf(tx, account.email, id);
        await deleteAccountRow(tx, id);
      });
      return { _id: id, deleted: true, deletedAt: deletedAt.toISOString() };
    },

    /**
     * `GET /me/export` (every role): `data.json` (the account, the whole profile or CV, the files' records, the
     * contact messages sent from the address, the applications with their timelines, the cancellations and the
     * reports the person filed, an intern's stipends and certificates) and each file under `files/`, as one zip,
     * streamed.
     */
    async exportData(actor: Actor): Promise<DataExport> {
      assertCan(actor, 'export', 'myData');
      const account = await findAccountById(db, actor.id);
      if (!account) throw new AppError('NOT_FOUND');
      const [profile, fileRows, messages, applications, safety, stipends, certificates, guardian] =
        await Promise.all([
          profileOf(account),
          filesOwnedBy(db, account.id),
          contactMessagesFrom(db, account.email),
          applicationsOf(actor),
          deps.safety.exportFor(actor),
          deps.stipends.exportFor(actor),
          deps.certificates.exportFor(actor),
          account.accountType === 'intern' ? deps.guardians.exportOf(account.id) : null,
        ]);
      const exported: TExportFile[] = fileRows.map((row) => ({
        ...presentFile(row),
        sha256: row.sha256,
        createdAt: row.createdAt.toISOString(),
        path: `${EXPORT_FILES_DIR}/${row.id.slice(0, 8)}-${row.originalName}`,
      }));
      const data: TDataExport = {
        exportedAt: new Date(deps.now()).toISOString(),
        account: {
          _id: account.id,
          accountType: account.accountType,
          role: account.role,
          email: account.email,
          emailLanguage: account.emailLanguage,
          confirmedAt: account.confirmedAt?.toISOString() ?? null,
          active: account.active,
          createdAt: account.createdAt.toISOString(),
          updatedAt: account.updatedAt.toISOString(),
        },
        profile,
        files: exported,
        contactMessages: messages.map((m) => ({
          _id: m.id,
          name: m.name,
          email: m.email,
          message: m.message,
          language: m.language,
          createdAt: m.createdAt.toISOString(),
        })),
        applications,
        cancellations: safety.cancellations,
        redFlags: safety.redFlags,
        stipends,
        certificates,
        guardian,
      };
      const entries: ZipEntry[] = [
        { name: EXPORT_DATA_NAME, data: Buffer.from(JSON.stringify(data, null, 2)) },
        ...fileRows.map((row, i) => ({
          name: exported[i]!.path,
          mtime: row.createdAt,
          compress: !COMPRESSED.test(row.contentType),
          open: () => storage.get(row.storageKey),
        })),
      ];
      return { fileName: EXPORT_FILE_NAME, body: zipStream(entries) };
    },
  };
}
