import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  displayCode,
  normaliseCode,
  type TCertificate,
  type TCertificateList,
  type TCertificateListQuery,
  type TCertificateVerification,
} from '@praktika/contracts/certificates';
import type { TUiLanguage } from '@praktika/contracts/common';
import { daysBetween } from '@praktika/contracts/dates';
import { can } from '@praktika/contracts/policy';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { format, inAllLanguages } from '../../i18n/index.ts';
import { CERTIFICATE_READY_MAIL } from './certificates.mail.ts';
import { renderCertificatePdf } from './certificates.pdf.ts';
import {
  buildCredential,
  buildStatusList,
  createDocumentLoader,
  issuerDocument,
  keyPairFromSeed,
  signCredential,
  STATUS_LIST_LENGTH,
  verifyUrl,
  type IssuerUrls,
} from './certificates.credential.ts';
import {
  anyInRange,
  certificatesOf,
  codeTaken,
  completedWithoutCertificate,
  findByCode,
  findCertificate,
  insertCertificate,
  issueFacts,
  listCertificates,
  lockCertificate,
  revokeCertificate,
  revokedIndexes,
  type CertificateDetail,
} from './certificates.repo.ts';

export interface CertificateServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  /** The public site (config.publicUrl): verify links, the issuer's and the status lists' URLs. */
  publicUrl: string;
  now: () => number;
  /** The Ed25519 seed (base64url): config or DATA_DIR (platform/secrets.ts), read once when first needed. */
  signingKey: () => string;
}

export type CertificateService = ReturnType<typeof createCertificateService>;

/** The issuer's name in the credential and its document. */
export const PROGRAMME_NAME = 'Praktika';

/** The reason stored on a certificate a reissue replaced. */
export const REISSUE_REASON = 'Reissued';

/** A new public code: 10 characters of Crockford base32 (50 bits), from the system's secure random source. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function present(d: CertificateDetail, urls: IssuerUrls): TCertificate {
  const r = d.row;
  return {
    _id: r.id,
    code: displayCode(r.code),
    applicationId: r.applicationId,
    internId: r.internId,
    kind: r.kind,
    holderName: r.holderName,
    organisationName: r.organisationName,
    title: r.title,
    startDate: r.startDate,
    endDate: r.endDate,
    months: r.months,
    days: r.days,
    mentorName: r.mentorName,
    issuedAt: r.issuedAt.toISOString(),
    status: !r.revokedAt ? 'ISSUED' : d.replacedById ? 'REPLACED' : 'REVOKED',
    revokedAt: r.revokedAt?.toISOString() ?? null,
    revokedReason: r.revokedReason,
    replacesId: r.replacesId,
    replacedById: d.replacedById,
    verifyUrl: verifyUrl(urls, displayCode(r.code)),
  };
}

/**
 * Certificates (issue 20 §1): issued in the transaction that completes an internship or training (the
 * applications' status hook), or when the intern lists theirs for one completed before certificates existed;
 * downloaded as a PDF and as a signed Open Badges 3.0 credential by the holder and admins; verified by anyone by
 * code; revoked and reissued by admins.
 */
export function createCertificateService(deps: CertificateServiceDeps) {
  const { db, mailer } = deps;
  const urls: IssuerUrls = { publicUrl: deps.publicUrl };
  let keyPair: Promise<Ed25519KeyPair> | undefined;
  const key = () => (keyPair ??= keyPairFromSeed(deps.signingKey(), urls));

  async function issuer(): Promise<Record<string, unknown>> {
    return issuerDocument(await key(), urls, PROGRAMME_NAME);
  }

  /** The signed status list `listId`, or undefined when no certificate has a position in it. */
  async function statusList(listId: number): Promise<Record<string, unknown> | undefined> {
    const from = (listId - 1) * STATUS_LIST_LENGTH + 1;
    const to = listId * STATUS_LIST_LENGTH;
    if (!(await anyInRange(db, from, to))) return undefined;
    const revoked = (await revokedIndexes(db, from, to)).map((i) => i - from);
    const unsigned = await buildStatusList(listId, revoked, urls, new Date(deps.now()));
    return signCredential(unsigned, await key(), documentLoader);
  }

  const documentLoader = createDocumentLoader({ urls, issuer, statusList });

  /**
   * Issues the application's certificate inside `tx` unless it has a current one (the unique index decides between
   * concurrent calls), snapshotting the names, title and dates; `mail` queues the "certificate ready" e-mail in the
   * holder's language. `replaces`: the certificate a reissue replaces (revoked in the same transaction).
   */
  async function issue(
    tx: Executor,
    applicationId: string,
    opts: { mail: boolean; replaces?: string },
  ): Promise<string | undefined> {
    const f = await issueFacts(tx, applicationId);
    if (!f) return undefined;
    const job = f.kind === 'JOB';
    const startDate = job ? f.startDate : (f.trainingStart ?? f.startDate);
    const endDate = job ? f.endDate : (f.trainingEnd ?? f.endDate);
    // 50 random bits: a clash is all but impossible, but a taken code is never reused (the insert would skip it).
    let code = newCode();
    for (let tries = 0; tries < 5 && (await codeTaken(tx, code)); tries++) code = newCode();
    const row = await insertCertificate(tx, {
      id: randomUUID(),
      code,
      applicationId: f.applicationId,
      internId: f.internId,
      kind: f.kind,
      holderName: `${f.internName} ${f.internLastName}`.trim(),
      organisationName: f.organisationName,
      title: f.title,
      startDate,
      endDate,
      months: job ? f.engagementMonths : null,
      days: !job && startDate && endDate ? daysBetween(startDate, endDate) + 1 : null,
      mentorName: f.mentorName ? `${f.mentorName} ${f.mentorSurname ?? ''}`.trim() : null,
      issuedAt: new Date(deps.now()),
      salt: randomBytes(16).toString('base64url'),
      replacesId: opts.replaces ?? null,
    });
    if (!row) return undefined;
    if (opts.mail)
      await mailer.enqueue(tx, CERTIFICATE_READY_MAIL, {
        to: f.email,
        language: f.emailLanguage,
        params: {
          name: f.internName,
          kind: f.kind,
          title: f.title,
          organisation: f.organisationName,
          code: displayCode(code),
          verifyLink: verifyUrl(urls, displayCode(code)),
          link: `${deps.publicUrl}${job ? '/internship' : '/myTrainings'}`,
        },
      });
    return row.id;
  }

  /** The certificate for the holder or an admin; anyone else gets the same 404 as for an unknown id. */
  async function readable(actor: Actor, id: string): Promise<CertificateDetail> {
    const d = await findCertificate(db, id);
    if (!d || !can(actor, 'download', 'certificate', { ownerId: d.row.internId, ownerType: 'intern' }))
      throw new AppError('NOT_FOUND');
    return d;
  }

  async function mustPresent(id: string): Promise<TCertificate> {
    const d = await findCertificate(db, id);
    if (!d) throw new AppError('NOT_FOUND');
    return present(d, urls);
  }

  return {
    /** The applications' status hook (inside the transition's transaction): COMPLETED issues the certificate. */
    async onApplicationStatus(tx: Executor, application: { id: string }, status: string): Promise<void> {
      if (status === 'COMPLETED') await issue(tx, application.id, { mail: true });
    },

    /**
     * `GET /certificates/mine`: the intern's certificates. Completed applications that never had one (completed
     * before certificates existed) get theirs now, without an e-mail; one revoked by an admin is never replaced here.
     */
    async mine(actor: Actor): Promise<{ certificates: TCertificate[] }> {
      assertCan(actor, 'listMine', 'certificate');
      for (const applicationId of await completedWithoutCertificate(db, actor.id))
        await db.transaction((tx) => issue(tx, applicationId, { mail: false }));
      return { certificates: (await certificatesOf(db, actor.id)).map((d) => present(d, urls)) };
    },

    /**
     * The intern's certificates for "download my data", as `mine` shows them (revoked and replaced ones with their
     * date and reason); none for other roles. Only reads: one still owed for an old completion is not issued here.
     */
    async exportFor(actor: Actor): Promise<TCertificate[]> {
      if (actor.role !== 'intern') return [];
      return (await certificatesOf(db, actor.id)).map((d) => present(d, urls));
    },

    /** `GET /certificates`: admins' list. */
    async list(actor: Actor, q: TCertificateListQuery): Promise<TCertificateList> {
      assertCan(actor, 'list', 'certificate');
      const page = await listCertificates(db, q);
      return { certificates: { ...page, docs: page.docs.map((d) => present(d, urls)) } };
    },

    /** `GET /certificates/:id/pdf` in `lang` first. */
    async pdf(actor: Actor, id: string, lang: TUiLanguage): Promise<{ bytes: Buffer; fileName: string }> {
      const d = await readable(actor, id);
      const r = d.row;
      const bytes = await renderCertificatePdf(
        { ...r, verifyUrl: verifyUrl(urls, displayCode(r.code)) },
        lang,
      );
      return { bytes, fileName: `Certificate-${displayCode(r.code)}.pdf` };
    },

    /** `GET /certificates/:id/credential`: the signed OpenBadgeCredential. */
    async credential(actor: Actor, id: string): Promise<Record<string, unknown>> {
      const d = await readable(actor, id);
      const r = d.row;
      const achievement = inAllLanguages((t) => t.certificates.achievement);
      const params = { title: r.title, organisation: r.organisationName };
      const unsigned = buildCredential(
        {
          id: r.id,
          code: displayCode(r.code),
          kind: r.kind,
          holderName: r.holderName,
          email: d.email,
          salt: r.salt,
          organisationId: d.businessId,
          organisationName: r.organisationName,
          startDate: r.startDate,
          endDate: r.endDate,
          issuedAt: r.issuedAt,
          statusIndex: r.statusIndex,
          programmeName: PROGRAMME_NAME,
          texts: {
            sq: {
              name: format(achievement.sq.name[r.kind], params),
              description: format(achievement.sq.description[r.kind], params),
              criteria: achievement.sq.criteria[r.kind],
            },
            sr: {
              name: format(achievement.sr.name[r.kind], params),
              description: format(achievement.sr.description[r.kind], params),
              criteria: achievement.sr.criteria[r.kind],
            },
            en: {
              name: format(achievement.en.name[r.kind], params),
              description: format(achievement.en.description[r.kind], params),
              criteria: achievement.en.criteria[r.kind],
            },
          },
        },
        urls,
      );
      return signCredential(unsigned, await key(), documentLoader);
    },

    /** `GET /certificates/issuer`: the issuer's controller document with its public key. */
    issuer,

    /** `GET /certificates/status/:listId`: the signed status list (404 when no certificate is in it). */
    async statusList(listId: number): Promise<Record<string, unknown>> {
      const list = await statusList(listId);
      if (!list) throw new AppError('NOT_FOUND');
      return list;
    },

    /** The loader verifiers in this process use (tests): bundled contexts, the issuer and the status lists. */
    documentLoader,

    /** `GET /certificates/verify/:code` and the verify page: valid, revoked or not found, and the listed fields. */
    async verify(input: string): Promise<TCertificateVerification> {
      const code = normaliseCode(input);
      const d = code ? await findByCode(db, code) : undefined;
      if (!d) return { status: 'notFound' };
      const r = d.row;
      return {
        status: r.revokedAt ? 'revoked' : 'valid',
        code: displayCode(r.code),
        revokedAt: r.revokedAt?.toISOString() ?? null,
        kind: r.kind,
        holderName: r.holderName,
        organisationName: r.organisationName,
        title: r.title,
        startDate: r.startDate,
        endDate: r.endDate,
        issuedAt: r.issuedAt.toISOString(),
      };
    },

    /** `POST /certificates/:id/revoke` (admins): the verify page and the status list say revoked from now on. */
    async revoke(actor: Actor, id: string, reason: string): Promise<{ certificate: TCertificate }> {
      assertCan(actor, 'revoke', 'certificate');
      await db.transaction(async (tx) => {
        const row = await lockCertificate(tx, id);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
        await revokeCertificate(tx, id, {
          revokedAt: new Date(deps.now()),
          revokedReason: reason,
          revokedBy: actor.id,
        });
      });
      return { certificate: await mustPresent(id) };
    },

    /**
     * `POST /certificates/:id/reissue` (admins, after a name correction): in one transaction the certificate is
     * revoked as replaced and a new one (new code, the current names) issued in its place, with the e-mail.
     */
    async reissue(actor: Actor, id: string): Promise<{ certificate: TCertificate }> {
      assertCan(actor, 'reissue', 'certificate');
      const newId = await db.transaction(async (tx) => {
        const row = await lockCertificate(tx, id);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
        await revokeCertificate(tx, id, {
          revokedAt: new Date(deps.now()),
          revokedReason: REISSUE_REASON,
          revokedBy: actor.id,
        });
        const issued = await issue(tx, row.applicationId, { mail: true, replaces: row.id });
        if (!issued) throw new AppError('NOT_FOUND');
        return issued;
      });
      return { certificate: await mustPresent(newId) };
    },
  };
}
