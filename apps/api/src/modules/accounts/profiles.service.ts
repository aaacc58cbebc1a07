import type { TBusinessProfile, TBusinessPublic, TMentorProfile } from '@praktika/contracts/accounts';
import type { Actor } from '../../platform/auth/guard.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { can } from '@praktika/contracts/policy';
import { isPublicOrganisation } from './accounts.policy.ts';
import { presentBusiness, presentBusinessPublic, presentMentor } from './profiles.presenter.ts';
import { findBusinessRecord, findMentorRecord } from './profiles.repo.ts';

export interface ProfilesDeps {
  db: Executor;
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/**
 * Reading one profile. The policy answers first, so a reader who may not see a profile learns
 * nothing (403 whether or not it exists); 404 is only for readers who would be allowed.
 */
export function createProfilesService({ db }: ProfilesDeps) {
  async function readBusiness(
    actor: Actor,
    id: string,
  ): Promise<{ business: TBusinessProfile | TBusinessPublic }> {
    const own = { ownerId: id, ownerType: 'business' as const };
    const full = can(actor, 'readFull', 'business', own);
    if (!full) assertCan(actor, 'readPublic', 'business', own);
    const record = await findBusinessRecord(db, id);
    if (!record) throw notFound();
    if (full) return { business: presentBusiness(record) };
    if (!isPublicOrganisation(record.row)) throw notFound();
    return { business: presentBusinessPublic(record) };
  }

  async function readMentor(actor: Actor, id: string): Promise<{ mentor: TMentorProfile }> {
    assertCan(actor, 'readFull', 'mentor', { ownerId: id, ownerType: 'mentor' });
    const record = await findMentorRecord(db, id);
    if (!record) throw notFound();
    return { mentor: presentMentor(record) };
  }

  return { readBusiness, readMentor };
}
