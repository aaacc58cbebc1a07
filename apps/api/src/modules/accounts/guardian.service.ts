import { createHash, randomBytes } from 'node:crypto';
import { adultFrom } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';
import {
  GUARDIAN_SENDS_PER_DAY,
  GUARDIAN_TOKEN_TTL_DAYS,
  needsGuardianConsent,
  type TGuardianBody,
  type TGuardianConsent,
  type TGuardianConsentStatus,
  type TGuardianDecisionBody,
  type TGuardianLinkInfo,
} from '@praktika/contracts/guardian';
import type { TUiLanguage } from '@praktika/contracts/common';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError } from '../../platform/errors.ts';
import type { GuardianConsentRow } from '../../db/schema/guardians.ts';
import { GUARDIAN_CONFIRMED_MAIL, GUARDIAN_ENDED_MAIL, GUARDIAN_REQUEST_MAIL } from './guardian.mail.ts';
import {
  findConsent,
  findConsentByHash,
  internForGuardian,
  updateConsent,
  upsertConsent,
} from './guardian.repo.ts';

const DAY_MS = 86_400_000;
export const hashGuardianToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status the API answers: NOT_NEEDED for adults, PENDING for a minor without a guardian row. */
export function consentStatus(
  birthdate: string,
  row: Pick<GuardianConsentRow, 'status'> | undefined,
  day: string,
): TGuardianConsentStatus {
  if (!needsGuardianConsent(birthdate, day)) return 'NOT_NEEDED';
  return row?.status ?? 'PENDING';
}

export interface GuardianLinkDeps {
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  now: () => number;
}

export interface GuardianDeps extends GuardianLinkDeps {
  db: Db;
  /** Ends the intern's open applications after a refusal or withdrawal (applications; inside the transaction). */
  endApplications: (tx: Executor, internId: string) => Promise<void>;
}

const guardianLink = (publicUrl: string, token: string) => `${publicUrl}/guardian-consent/${token}`;

/**
 * A new decision link for the guardian, replacing any older one (only its hash is kept), and the e-mail in the
 * intern's language. Counts towards GUARDIAN_SENDS_PER_DAY (RATE_LIMITED beyond). The status becomes PENDING.
 * Used by sign-up (inside its transaction) and by the intern's own page.
 */
export async function sendGuardianLink(
  tx: Executor,
  deps: GuardianLinkDeps,
  intern: { id: string; name: string; lastName: string; emailLanguage: TUiLanguage },
  guardian: { name: string; email: string; phone: string | null },
  previous: GuardianConsentRow | undefined,
): Promise<void> {
  const nowMs = deps.now();
  const windowOpen =
    previous?.sendWindowStart && nowMs - previous.sendWindowStart.getTime() < DAY_MS ? previous : undefined;
  if (windowOpen && windowOpen.sendCount >= GUARDIAN_SENDS_PER_DAY) throw new AppError('RATE_LIMITED');
  const token = randomBytes(32).toString('base64url');
  await upsertConsent(tx, {
    internId: intern.id,
    guardianName: guardian.name,
    guardianEmail: guardian.email,
    guardianPhone: guardian.phone,
    status: 'PENDING',
    tokenHash: hashGuardianToken(token),
    tokenExpiresAt: new Date(nowMs + GUARDIAN_TOKEN_TTL_DAYS * DAY_MS),
    withdrawTokenHash: null,
    sentAt: new Date(nowMs),
    decidedAt: null,
    withdrawnAt: null,
    sendWindowStart: windowOpen?.sendWindowStart ?? new Date(nowMs),
    sendCount: (windowOpen?.sendCount ?? 0) + 1,
  });
  await deps.mailer.enqueue(tx, GUARDIAN_REQUEST_MAIL, {
    to: guardian.email,
    language: intern.emailLanguage,
    params: {
      name: guardian.name,
      intern: `${intern.name} ${intern.lastName}`,
      link: guardianLink(deps.publicUrl, token),
    },
  });
}

export type GuardianService = ReturnType<typeof createGuardianService>;

export function createGuardianService(deps: GuardianDeps) {
  const { db } = deps;
  const today = () => programmeToday(new Date(deps.now()));

  async function mustFindIntern(ex: Executor, internId: string) {
    const intern = await internForGuardian(ex, internId);
    if (!intern) throw new AppError('NOT_FOUND');
    return intern;
  }

  function present(birthdate: string, row: GuardianConsentRow | undefined): TGuardianConsent {
    const nowMs = deps.now();
    const windowOpen = row?.sendWindowStart && nowMs - row.sendWindowStart.getTime() < DAY_MS;
    const status = consentStatus(birthdate, row, today());
    return {
      status,
      adultFrom: status === 'NOT_NEEDED' ? null : adultFrom(birthdate),
      guardian: row ? { name: row.guardianName, email: row.guardianEmail, phone: row.guardianPhone } : null,
      sentAt: row?.sentAt?.toISOString() ?? null,
      expiresAt: row?.tokenHash ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
      decidedAt: row?.decidedAt?.toISOString() ?? null,
      withdrawn: Boolean(row?.withdrawnAt),
      sendsLeft: Math.max(0, GUARDIAN_SENDS_PER_DAY - (windowOpen ? (row?.sendCount ?? 0) : 0)),
    };
  }

  /** Refusal and withdrawal: the open applications end (notices from applications), the intern is told. */
  async function ended(tx: Executor, internId: string, withdrawn: boolean) {
    await deps.endApplications(tx, internId);
    const intern = await mustFindIntern(tx, internId);
    await deps.mailer.enqueue(tx, GUARDIAN_ENDED_MAIL, {
      to: intern.email,
      language: intern.emailLanguage,
      params: { name: intern.name, withdrawn, link: `${deps.publicUrl}/resume` },
    });
  }

  /** The link's row, or why not: unknown, used or replaced (GUARDIAN_LINK_INVALID), too old (GUARDIAN_LINK_EXPIRED). */
  async function byLink(tx: Executor, token: string) {
    const found = await findConsentByHash(tx, hashGuardianToken(token));
    if (!found) throw new AppError('GUARDIAN_LINK_INVALID');
    if (found.mode === 'withdraw' && found.row.status !== 'GIVEN')
      throw new AppError('GUARDIAN_LINK_INVALID');
    if (found.mode === 'decide' && (found.row.tokenExpiresAt?.getTime() ?? 0) <= deps.now())
      throw new AppError('GUARDIAN_LINK_EXPIRED');
    return found;
  }

  return {
    /** GET /interns/:id/guardian: the intern and admins. */
    async get(actor: Actor, internId: string): Promise<TGuardianConsent> {
      assertCan(actor, 'read', 'guardianConsent', { ownerId: internId });
      const intern = await mustFindIntern(db, internId);
      return present(intern.birthdate, await findConsent(db, internId));
    },

    /** PUT /interns/:id/guardian: the intern names (or corrects) the guardian; a new link goes out. */
    async set(actor: Actor, internId: string, body: TGuardianBody): Promise<TGuardianConsent> {
      assertCan(actor, 'update', 'guardianConsent', { ownerId: internId });
      return db.transaction(async (tx) => {
        const intern = await mustFindIntern(tx, internId);
        if (!needsGuardianConsent(intern.birthdate, today())) throw new AppError('GUARDIAN_NOT_NEEDED');
        if (body.guardianEmail === intern.email.toLowerCase())
          throw new AppError('VALIDATION_ERROR', undefined, [
            { field: 'guardianEmail', issue: 'guardianSelf' },
          ]);
        const previous = await findConsent(tx, internId, { forUpdate: true });
        // A given consent stays with the guardian who gave it; the intern cannot replace it.
        if (previous?.status === 'GIVEN') throw new AppError('INVALID_TRANSITION');
        await sendGuardianLink(
          tx,
          deps,
          intern,
          { name: body.guardianName!, email: body.guardianEmail!, phone: body.guardianPhone ?? null },
          previous,
        );
        return present(intern.birthdate, await findConsent(tx, internId));
      });
    },

    /** POST /interns/:id/guardian/resend: a new link to the same guardian; the old link stops working. */
    async resend(actor: Actor, internId: string): Promise<TGuardianConsent> {
      assertCan(actor, 'resend', 'guardianConsent', { ownerId: internId });
      return db.transaction(async (tx) => {
        const intern = await mustFindIntern(tx, internId);
        if (!needsGuardianConsent(intern.birthdate, today())) throw new AppError('GUARDIAN_NOT_NEEDED');
        const previous = await findConsent(tx, internId, { forUpdate: true });
        if (!previous) throw new AppError('NOT_FOUND');
        if (previous.status === 'GIVEN') throw new AppError('INVALID_TRANSITION');
        await sendGuardianLink(
          tx,
          deps,
          intern,
          { name: previous.guardianName, email: previous.guardianEmail, phone: previous.guardianPhone },
          previous,
        );
        return present(intern.birthdate, await findConsent(tx, internId));
      });
    },

    /** GET /guardian-consent/:token (public): whose consent, and what the link can still do. */
    async linkInfo(token: string): Promise<TGuardianLinkInfo> {
      return db.transaction(async (tx) => {
        const { row, mode } = await byLink(tx, token);
        const intern = await mustFindIntern(tx, row.internId);
        return {
          internName: `${intern.name} ${intern.lastName}`,
          guardianName: row.guardianName,
          mode,
          status: consentStatus(intern.birthdate, row, today()),
          expiresAt: mode === 'decide' ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
        };
      });
    },

    /**
     * POST /guardian-consent/:token (public). The decision link (single use) gives or refuses; giving e-mails the
     * guardian a withdrawal link. The withdrawal link withdraws a given consent (stored as REFUSED with
     * `withdrawn_at`). A refusal or withdrawal ends the intern's open applications.
     */
    async decide(
      token: string,
      body: TGuardianDecisionBody,
    ): Promise<{ status: TGuardianConsentStatus; withdrawn: boolean }> {
      return db.transaction(async (tx) => {
        const { row, mode } = await byLink(tx, token);
        const intern = await mustFindIntern(tx, row.internId);
        const decidedAt = new Date(deps.now());
        const wrong = () =>
          new AppError('VALIDATION_ERROR', undefined, [{ field: 'decision', issue: 'invalid' }]);
        if (mode === 'withdraw') {
          if (body.decision !== 'WITHDRAW') throw wrong();
          await updateConsent(tx, row.internId, {
            status: 'REFUSED',
            withdrawTokenHash: null,
            withdrawnAt: decidedAt,
            decidedAt,
          });
          await ended(tx, row.internId, true);
          return { status: consentStatus(intern.birthdate, { status: 'REFUSED' }, today()), withdrawn: true };
        }
        if (body.decision === 'WITHDRAW') throw wrong();
        if (body.decision === 'GIVE') {
          const withdrawToken = randomBytes(32).toString('base64url');
          await updateConsent(tx, row.internId, {
            status: 'GIVEN',
            tokenHash: null,
            tokenExpiresAt: null,
            withdrawTokenHash: hashGuardianToken(withdrawToken),
            decidedAt,
            withdrawnAt: null,
          });
          await deps.mailer.enqueue(tx, GUARDIAN_CONFIRMED_MAIL, {
            to: row.guardianEmail,
            language: intern.emailLanguage,
            params: {
              name: row.guardianName,
              intern: `${intern.name} ${intern.lastName}`,
              link: guardianLink(deps.publicUrl, withdrawToken),
            },
          });
          return { status: consentStatus(intern.birthdate, { status: 'GIVEN' }, today()), withdrawn: false };
        }
        await updateConsent(tx, row.internId, {
          status: 'REFUSED',
          tokenHash: null,
          tokenExpiresAt: null,
          decidedAt,
        });
        await ended(tx, row.internId, false);
        return { status: consentStatus(intern.birthdate, { status: 'REFUSED' }, today()), withdrawn: false };
      });
    },

    /** The intern's guardian data for "download my data" (privacy). */
    async exportOf(internId: string, ex: Executor = db) {
      const row = await findConsent(ex, internId);
      if (!row) return null;
      return {
        guardianName: row.guardianName,
        guardianEmail: row.guardianEmail,
        guardianPhone: row.guardianPhone,
        status: row.status,
        sentAt: row.sentAt?.toISOString() ?? null,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      };
    },
  };
}
