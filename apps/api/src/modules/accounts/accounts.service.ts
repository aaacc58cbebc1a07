import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ADULT_AGE,
  AGE_MAX,
  AGE_MIN,
  CONFIRMATION_CODE_TTL_MINUTES,
  adultFrom,
  ageOn,
  resolveBirthdate,
  type TBusinessSignup,
  type TConfirm,
  type TInternSignup,
  type TLogin,
  type TMentorSignup,
} from '@praktika/contracts/auth';
import type { TAccountType, TLanguage, TUiLanguage } from '@praktika/contracts/common';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { CONFIRMATION_MAIL, RESEND_MAIL, RESET_MAIL } from './accounts.mail.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import { assertOrganisationEmail } from './organisation-email.ts';
import { sendGuardianLink } from './guardian.service.ts';
import { needsGuardianConsent } from '@praktika/contracts/guardian';
import { programmeToday } from '@praktika/contracts/dates';
import { texts } from '../../i18n/index.ts';
import type { ErrorType } from '@praktika/contracts/errors';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import type { CatalogueReference, CatalogueService } from '../../services.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import {
  UNIQUE,
  businessNumberTaken,
  displayName,
  findAccountByEmail,
  findAccountById,
  insertAccountWithProfile,
  internFlags,
  updateAccount,
  type ProfileInput,
} from './accounts.repo.ts';

/** Wrong codes allowed before the code is void (CODE_EXPIRED until a resend). */
export const MAX_CONFIRMATION_ATTEMPTS = 5;

export interface AccountsDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  tokens: TokenService;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  /** Clock in ms. */
  now: () => number;
  /** References to catalogue items are checked by the catalogues module. */
  catalogues: Pick<CatalogueService, 'assertReferences'>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The code is hashed with its account id, so equal codes of two accounts do not hash alike. */
export const hashConfirmationCode = (accountId: string, code: string) => sha256(`${accountId}:${code}`);
export const hashConfirmationToken = (token: string) => sha256(token);

function sameHash(stored: string | null, candidate: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A fresh 6-digit code and link token, and the columns that store their hashes. */
function newConfirmation(accountId: string, nowMs: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomBytes(32).toString('base64url');
  return {
    code,
    token,
    columns: {
      confirmationCodeHash: hashConfirmationCode(accountId, code),
      confirmationTokenHash: hashConfirmationToken(token),
      confirmationExpiresAt: new Date(nowMs + CONFIRMATION_CODE_TTL_MINUTES * 60_000),
      confirmationAttempts: 0,
    },
  };
}

const NO_CONFIRMATION = {
  confirmationCodeHash: null,
  confirmationTokenHash: null,
  confirmationExpiresAt: null,
  confirmationAttempts: 0,
};

type CatalogueRef = CatalogueReference;

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: AccountsDeps) {
  const { db, mailer, tokens } = deps;

  /** The session token: role, id, sv, and for interns the three profile flags. */
  async function sessionFor(account: AccountRow, remember: boolean, exec: Executor = db): Promise<string> {
    const base = { role: account.role, id: account.id, sv: account.sessionVersion };
    if (account.accountType !== 'intern') return tokens.signSession(base, remember);
    const flags = await internFlags(exec, account.id);
    const age = flags ? ageOn(flags.birthdate, new Date(deps.now())) : AGE_MIN;
    return tokens.signSession(
      {
        ...base,
        updateFinished: flags?.updateFinished ?? false,
        updateRequired: flags?.updateRequired ?? false,
        aboveOrUnderAge: age < AGE_MIN || age > AGE_MAX,
        // Issue 22 §3: a minor's token says until when, so the web app can explain the verified-host rule.
        ...(flags && age < ADULT_AGE ? { minorUntil: adultFrom(flags.birthdate) } : {}),
      },
      remember,
    );
  }

  /** The confirm page needs the e-mail and the account type besides the token; it asks for them if missing. */
  const confirmLink = (token: string, email: string, type: TAccountType) =>
    `${deps.publicUrl}/confirm-email/${token}?${new URLSearchParams({ email, type }).toString()}`;
  const resetLink = (token: string) => `${deps.publicUrl}/reset-password/${token}`;

  async function createAccount(
    type: TAccountType,
    input: { email: string; password: string; emailLanguage: TUiLanguage },
    name: string,
    profile: ProfileInput,
    refs: CatalogueRef[],
    businessNumber?: string,
    /** More writes in the sign-up's transaction (the guardian's link of a minor). */
    after?: (tx: Executor, id: string) => Promise<void>,
  ): Promise<{ sent: true; id: string }> {
    // Fast answers for the common case; the unique indexes decide under concurrency (below).
    if (await findAccountByEmail(db, type, input.email)) throw new AppError('USER_EXISTS');
    if (businessNumber && (await businessNumberTaken(db, businessNumber)))
      throw new AppError('USER_EXISTS_NUMBER');
    await deps.catalogues.assertReferences(refs);

    const id = randomUUID();
    const passwordHash = await hashPassword(input.password);
    const confirmation = newConfirmation(id, deps.now());
    try {
      await db.transaction(async (tx) => {
        await insertAccountWithProfile(
          tx,
          {
            id,
            accountType: type,
            role: type,
            email: input.email,
            passwordHash,
            emailLanguage: input.emailLanguage,
            ...confirmation.columns,
          },
          profile,
        );
        await mailer.enqueue(tx, CONFIRMATION_MAIL, {
          to: input.email,
          language: input.emailLanguage,
          params: { name, code: confirmation.code, link: confirmLink(confirmation.token, input.email, type) },
        });
        await after?.(tx, id);
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === UNIQUE.email) throw new AppError('USER_EXISTS');
      if (constraint === UNIQUE.businessNumber) throw new AppError('USER_EXISTS_NUMBER');
      throw err;
    }
    return { sent: true, id };
  }

  async function signupIntern(input: TInternSignup) {
    const birthdate = resolveBirthdate(input);
    if (!birthdate)
      throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'birthdate', issue: 'required' }]);
    // Issue 22 §2: a minor (under 18 on Kosovo's day, by the service clock) names a parent or guardian, who is
    // e-mailed the consent link in the intern's language. An adult's guardian fields are ignored (not stored).
    const minor = needsGuardianConsent(birthdate, programmeToday(new Date(deps.now())));
    if (minor) {
      const details = [
        ...(input.guardianName ? [] : [{ field: 'guardianName', issue: 'required' }]),
        ...(!input.guardianEmail
          ? [{ field: 'guardianEmail', issue: 'required' }]
          : input.guardianEmail === input.email
            ? [{ field: 'guardianEmail', issue: 'guardianSelf' }]
            : []),
      ];
      if (details.length) throw new AppError('VALIDATION_ERROR', undefined, details);
    }
    const guardian =
      minor && input.guardianName && input.guardianEmail
        ? { name: input.guardianName, email: input.guardianEmail, phone: input.guardianPhone ?? null }
        : undefined;
    return createAccount(
      'intern',
      input,
      input.name,
      {
        type: 'intern',
        profile: {
          name: input.name,
          lastName: input.lastName,
          birthdate,
          gender: input.gender,
          municipalityId: input.municipality,
          phoneNumber: input.phoneNumber ?? null,
          address: input.address ?? null,
          availability: input.availability ?? null,
          hearAboutId: input.hearAbout ?? null,
          ethnicityId: input.ethnicity ?? null,
          updateRequired: false,
          // "CV filled" (isCvFilled) needs education and languages, which signup does not collect.
          updateFinished: false,
        },
        categories: input.categories,
        skills: input.skills ?? [],
        disabilities: input.disabilities ?? [],
      },
      [
        { field: 'municipality', collection: 'municipalities', ids: [input.municipality] },
        { field: 'categories', collection: 'categories', ids: input.categories },
        { field: 'skills', collection: 'skills', ids: input.skills ?? [] },
        { field: 'hearAbout', collection: 'hearabout', ids: [input.hearAbout] },
        { field: 'ethnicity', collection: 'ethnicities', ids: [input.ethnicity] },
        { field: 'disabilities', collection: 'healthconditions', ids: input.disabilities ?? [] },
      ],
      undefined,
      guardian &&
        ((tx, id) =>
          sendGuardianLink(
            tx,
            deps,
            { id, name: input.name, lastName: input.lastName, emailLanguage: input.emailLanguage },
            guardian,
            undefined,
          )),
    );
  }

  async function signupBusiness(input: TBusinessSignup) {
    // Issue 22 §3: not an intern's address; no free-mail address unless the entity type allows it.
    await assertOrganisationEmail(db, input.email, input.type, 'email');
    return createAccount(
      'business',
      input,
      input.name,
      {
        type: 'business',
        profile: {
          name: input.name,
          number: input.number,
          typeId: input.type,
          categoryId: input.category ?? null,
          phoneNumber: input.phoneNumber,
          contactPerson: input.contact,
          countryId: input.country,
          municipalityId: input.municipality ?? null,
          otherMunicipality: input.otherMunicipality ?? null,
          allowNotifications: input.allowNotifications ?? false,
        },
        categories: input.categories,
      },
      [
        { field: 'type', collection: 'businesstypes', ids: [input.type] },
        { field: 'category', collection: 'businesscategories', ids: [input.category] },
        { field: 'categories', collection: 'categories', ids: input.categories },
        { field: 'country', collection: 'countries', ids: [input.country] },
        { field: 'municipality', collection: 'municipalities', ids: [input.municipality] },
      ],
      input.number,
    );
  }

  async function signupMentor(input: TMentorSignup) {
    return createAccount(
      'mentor',
      input,
      input.name,
      {
        type: 'mentor',
        profile: {
          name: input.name,
          surname: input.surname,
          municipalityId: input.municipality,
          job: input.job,
          fieldOfEducation: input.fieldOfEducation,
          gender: input.gender,
          ethnicityId: input.ethnicity ?? null,
          yearsOfExperience: input.yearsOfExperience,
          approvedByAdmin: false,
        },
        categories: input.categories,
        skills: input.skills,
        disabilities: input.disabilities ?? [],
      },
      [
        { field: 'municipality', collection: 'municipalities', ids: [input.municipality] },
        { field: 'skills', collection: 'skills', ids: input.skills },
        { field: 'categories', collection: 'categories', ids: input.categories },
        { field: 'ethnicity', collection: 'ethnicities', ids: [input.ethnicity] },
        { field: 'disabilities', collection: 'healthconditions', ids: input.disabilities ?? [] },
      ],
    );
  }

  /**
   * Confirms with the e-mailed code, the e-mailed link's token, or both: the token (32 random bytes) is a
   * secret at least as strong as the code, so either alone proves the address. Whatever is sent must match
   * (both hashes compared in constant time). Both share the expiry and the attempt limit; wrong attempts
   * are counted under a row lock and committed even though the call fails. Success clears both, so a used
   * link cannot confirm again.
   */
  async function confirm(type: TAccountType, input: TConfirm): Promise<{ token: string }> {
    const outcome = await db.transaction(
      async (tx): Promise<{ error: ErrorType } | { account: AccountRow }> => {
        const account = await findAccountByEmail(tx, type, input.email, { forUpdate: true });
        if (!account) return { error: 'RESOURCE_NOT_FOUND' };
        if (account.confirmedAt) return { error: 'ACCOUNT_CONFIRMED' };
        const nowMs = deps.now();
        if (
          !account.confirmationCodeHash ||
          !account.confirmationExpiresAt ||
          account.confirmationExpiresAt.getTime() <= nowMs ||
          account.confirmationAttempts >= MAX_CONFIRMATION_ATTEMPTS
        )
          return { error: 'CODE_EXPIRED' };
        const { accountConfirmationCode: code, accountConfirmationToken: token } = input;
        // The contract guarantees at least one of them; never confirm with neither.
        const given = Boolean(code) || Boolean(token);
        const codeOk =
          !code || sameHash(account.confirmationCodeHash, hashConfirmationCode(account.id, code));
        const tokenOk = !token || sameHash(account.confirmationTokenHash, hashConfirmationToken(token));
        if (!given || !codeOk || !tokenOk) {
          await updateAccount(tx, account.id, { confirmationAttempts: account.confirmationAttempts + 1 });
          return { error: 'INVALID_CODE' };
        }
        const confirmedAt = new Date(nowMs);
        await updateAccount(tx, account.id, { confirmedAt, ...NO_CONFIRMATION });
        return { account: { ...account, confirmedAt } };
      },
    );
    if ('error' in outcome) throw new AppError(outcome.error);
    return { token: await sessionFor(outcome.account, false) };
  }

  /** A new code and token replace the old ones (and reset the attempt count). */
  async function resend(type: TAccountType, input: { email: string; emailLanguage?: TUiLanguage }) {
    return db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, type, input.email, { forUpdate: true });
      if (!account) throw new AppError('RESOURCE_NOT_FOUND');
      if (account.confirmedAt) throw new AppError('ACCOUNT_CONFIRMED');
      const confirmation = newConfirmation(account.id, deps.now());
      await updateAccount(tx, account.id, confirmation.columns);
      await mailer.enqueue(tx, RESEND_MAIL, {
        to: account.email,
        // the account's saved language, never the asking screen's (`emailLanguage` is accepted and ignored)
        language: account.emailLanguage,
        params: {
          name: await displayName(tx, account),
          code: confirmation.code,
          link: confirmLink(confirmation.token, account.email, account.accountType),
        },
      });
      return { sent: true as const, id: account.id };
    });
  }

  /** Unknown e-mail and wrong password answer alike, after the same amount of hashing work. */
  async function login(type: TAccountType, input: TLogin): Promise<{ token: string }> {
    const account = await findAccountByEmail(db, type, input.email);
    if (!account) {
      await verifyPassword(await dummyHash(), input.password);
      throw new AppError('INVALID_CREDENTIALS');
    }
    const passwordOk = await verifyPassword(account.passwordHash, input.password);
    if (!passwordOk) throw new AppError('INVALID_CREDENTIALS');
    // Only the account's owner (who knows the password) learns that an admin deactivated it.
    if (!account.active) throw new AppError('ACCOUNT_DEACTIVATED');
    if (!account.confirmedAt) throw new AppError('UNCONFIRMED_ACCOUNT');
    if (input.emailLanguage && input.emailLanguage !== account.emailLanguage)
      await updateAccount(db, account.id, { emailLanguage: input.emailLanguage });
    return { token: await sessionFor(account, input.remember) };
  }

  async function forgot(type: TAccountType, input: { email: string; emailLanguage?: TUiLanguage }) {
    const account = await findAccountByEmail(db, type, input.email);
    if (!account || !account.active) throw new AppError('RESOURCE_NOT_FOUND');
    const token = await tokens.signReset({
      accountId: account.id,
      email: account.email,
      type: account.accountType,
      sv: account.sessionVersion,
    });
    await db.transaction(async (tx) => {
      await mailer.enqueue(tx, RESET_MAIL, {
        to: account.email,
        // the account's saved language, never the asking screen's (`emailLanguage` is accepted and ignored)
        language: account.emailLanguage,
        params: { name: await displayName(tx, account), link: resetLink(token) },
      });
    });
    return { sent: true as const };
  }

  /**
   * Sets a new password from a reset link. The link carries the session version it was made at;
   * success bumps it, which ends older sessions and makes the link single-use. Resetting also
   * confirms an unconfirmed account (the link proves the e-mail is theirs).
   */
  async function reset(
    type: TAccountType,
    resetToken: string,
    input: { email: string; newPassword: string },
  ): Promise<{ token: string }> {
    const expired = () => new AppError('RESOURCE_NOT_FOUND', 'RESET_LINK_EXPIRED');
    const claims = await tokens.verifyReset(resetToken);
    if (!claims || claims.type !== type) throw expired();
    if (claims.email.toLowerCase() !== input.email)
      throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'email', issue: 'invalid' }]);
    const account = await db.transaction(async (tx) => {
      const row = await findAccountById(tx, claims.sub, { forUpdate: true });
      if (
        !row ||
        !row.active ||
        row.accountType !== type ||
        row.sessionVersion !== claims.sv ||
        row.email.toLowerCase() !== input.email
      )
        throw expired();
      if (await verifyPassword(row.passwordHash, input.newPassword)) throw new AppError('PASSWORD_SAME');
      const next = {
        passwordHash: await hashPassword(input.newPassword),
        sessionVersion: row.sessionVersion + 1,
        confirmedAt: row.confirmedAt ?? new Date(deps.now()),
        ...(row.confirmedAt ? {} : NO_CONFIRMATION),
      };
      await updateAccount(tx, row.id, next);
      return { ...row, ...next };
    });
    return { token: await sessionFor(account, false) };
  }

  /** POST /users/auth/resetPassword: the reset-by-type screen (business, mentor, admin, else intern). */
  async function resetByType(
    input: {
      email: string;
      newPassword: string;
      resetToken: string;
      type: 'intern' | 'business' | 'mentor' | 'admin';
    },
    language: TLanguage,
  ): Promise<{ message: string }> {
    const type: TAccountType = input.type === 'admin' ? 'business' : input.type;
    await reset(type, input.resetToken, input);
    return { message: texts(language).accounts.resetDone };
  }

  return {
    signupIntern,
    signupBusiness,
    signupMentor,
    confirm,
    resend,
    login,
    forgot,
    reset,
    resetByType,
    sessionFor,
  };
}
