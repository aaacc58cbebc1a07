import {
  STARTED_ACTIONS,
  allowedActions,
  beforeStart,
  type TApplication,
  type TApplicationParty,
} from '@praktika/contracts/applications';
import { AGE_MIN, ageOn } from '@praktika/contracts/auth';
import type { TPaged } from '@praktika/contracts/common';
import { programmeToday } from '@praktika/contracts/dates';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { AppError, isOneOf } from '../../platform/errors.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import { ADULT_AGE } from '../cv/cv.public.ts';
import type { ApplicationRow } from '../../db/schema/applications.ts';
import type { ApplicationDetailRow, ApplicationRepo } from './applications.repo.ts';

/*
 * Presenters turn loaded application rows into the API's shape, as `actor` sees it: the organisation's favourite
 * mark hidden from interns, the actions the caller may take now, the timeline of steps. No rules and no writes here;
 * the service checks who may read and hands the rows in.
 */

type Detail = ApplicationDetailRow;

export interface ApplicationPresenterDeps {
  db: Db;
  repo: Pick<ApplicationRepo, 'filesOf' | 'eventsOf' | 'details'>;
  now: () => number;
}

/** The caller's party in the application, or null (not a party). Admins are always the admin party. */
export function partyOf(
  actor: Actor,
  row: Pick<ApplicationRow, 'internId' | 'businessId'>,
): TApplicationParty | null {
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'intern' && actor.id === row.internId) return 'intern';
  if (actor.role === 'business' && actor.id === row.businessId) return 'business';
  return null;
}

export function createApplicationPresenter(deps: ApplicationPresenterDeps) {
  const { db, repo } = deps;

  /** The applications as `actor` sees them, read through `ex` (the caller's transaction, when inside one). */
  async function present(rows: Detail[], actor: Actor, ex: Executor = db): Promise<TApplication[]> {
    const ids = rows.map((r) => r.row.id);
    const [uploads, events] = await Promise.all([repo.filesOf(ids, ex), repo.eventsOf(ids, ex)]);
    const when = new Date(deps.now());
    const day = programmeToday(when);
    return rows.map(({ row, opportunity, intern, municipality, business, photo, logo, contract }) => {
      const party = partyOf(actor, row);
      const age = ageOn(intern.birthdate, when);
      return {
        _id: row.id,
        type: row.kind,
        status: row.status,
        // The organisation's own mark: interns never see it.
        favourite: party === 'intern' ? false : row.favourite,
        job:
          row.kind === 'JOB'
            ? { _id: opportunity.id, title: opportunity.title, deadline: opportunity.deadline }
            : null,
        training:
          row.kind === 'TRAINING'
            ? {
                _id: opportunity.id,
                name: opportunity.title,
                deadline: opportunity.deadline,
                startDate: opportunity.startDate ?? '',
                endDate: opportunity.endDate ?? '',
              }
            : null,
        intern: {
          _id: row.internId,
          internName: intern.name,
          internLastName: intern.lastName,
          email: intern.email,
          age,
          minor: age >= AGE_MIN && age < ADULT_AGE,
          gender: intern.gender,
          municipality: municipality
            ? {
                _id: municipality.id,
                sqName: municipality.sqName,
                srName: municipality.srName,
                enName: municipality.enName,
              }
            : null,
          photo: photo ? presentFile(photo) : null,
        },
        business: {
          _id: row.businessId,
          businessName: business.name,
          email: business.email,
          businessLogo: logo ? presentFile(logo) : null,
          verified: business.verificationStatus === 'VERIFIED',
        },
        files: uploads
          .filter((u) => u.applicationId === row.id)
          .map((u) => ({ name: u.name, file: presentFile(u.file) })),
        interview:
          row.interviewDate && row.interviewTime
            ? {
                date: row.interviewDate,
                time: row.interviewTime,
                place: row.interviewPlace,
                link: row.interviewLink,
              }
            : null,
        startDate: row.startDate,
        endDate: row.endDate,
        outcome: row.outcome,
        contract: contract ? presentFile(contract) : null,
        // Before the start only an admin (with a reason) ends or extends an engagement.
        actions: party
          ? allowedActions(row.kind, row.status, party).filter(
              (a) => party === 'admin' || !isOneOf(STARTED_ACTIONS, a) || !beforeStart(row.startDate, day),
            )
          : [],
        timeline: events
          .filter((e) => e.applicationId === row.id)
          .map((e) => ({
            status: e.status,
            action: e.action,
            by: e.actorRole,
            at: e.at.toISOString(),
            note: e.note,
            ...(e.data?.override === true ? { override: true } : {}),
          })),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** One application by id (NOT_FOUND when gone). */
  async function presentOne(id: string, actor: Actor, ex: Executor = db): Promise<TApplication> {
    const [detail] = await repo.details([id], ex);
    if (!detail) throw new AppError('NOT_FOUND');
    return (await present([detail], actor, ex))[0]!;
  }

  /** A page of applications, its docs presented. */
  async function presentPage(page: TPaged<Detail>, actor: Actor): Promise<TPaged<TApplication>> {
    return { ...page, docs: await present(page.docs, actor) };
  }

  return { present, presentOne, presentPage };
}
export type ApplicationPresenter = ReturnType<typeof createApplicationPresenter>;
