import type {
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZJobList,
  ZJobListQuery,
  ZJobResult,
  ZJobWrite,
  ZTrainingList,
  ZTrainingListQuery,
  ZTrainingResult,
  ZTrainingWrite,
  type TInternMatches,
  type TJobList,
  type TJobListQuery,
  type TJobWrite,
  type TMatchQuery,
  type TOpportunityKind,
  type TTrainingList,
  type TTrainingListQuery,
  type TTrainingWrite,
} from '@praktika/contracts/opportunities';
import type { Actor } from '../../platform/auth/guard.ts';
import type { EndpointRequest } from '../../platform/http/endpoints.ts';
import type { OpportunityService } from './opportunities.service.ts';

/**
 * The two kinds of posting, internship postings (`/jobs`) and trainings (`/trainings`), as data: what differs
 * between them (path, tag, schemas, the service's operations); `opportunities.routes.ts` registers the same
 * routes, guards and caching for each from its definition.
 */

/** The list query of either kind (the service's list rules take both). */
export type OpportunityListQuery = TJobListQuery | TTrainingListQuery;

/**
 * What Fastify's Zod type provider hands a handler for a request part validated by a schema whose output is `T`:
 * `T` itself once `T` is known, but a conditional type (`UndefinedToUnknown<T>`) that TypeScript cannot resolve
 * while `T` is a type parameter, i.e. inside the routes' generic registration.
 */
export type Validated<T> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { body: z.ZodType<T, unknown> },
  ZodTypeProvider
>['body'];

/** The same for a body validated by an endpoint of `endpoints.ts` (Fastify's default type provider). */
export type EndpointBody<T> = EndpointRequest<z.ZodType<T, unknown>, undefined, undefined>['body'];

/** The service's operations on one kind, in the contract's types (checked against the schemas' outputs). */
export interface OpportunityOperations<TQuery, TWrite, TList, TResult> {
  list(actor: Actor | null, query: TQuery): Promise<TList>;
  get(actor: Actor | null, id: string): Promise<TResult>;
  create(actor: Actor, body: TWrite): Promise<TResult>;
  update(actor: Actor, id: string, body: TWrite): Promise<TResult>;
  remove(actor: Actor, id: string): Promise<TResult>;
  /** Interns ranked for one posting of the kind. */
  matches(actor: Actor, id: string, query: TMatchQuery): Promise<TInternMatches>;
}

/**
 * One kind. `TQuery` and `TWrite` are the outputs of its list query and write body schemas, `TList` and
 * `TResult` those of its list and single answers.
 */
export interface OpportunityDefinition<TQuery extends OpportunityListQuery, TWrite, TList, TResult> {
  kind: TOpportunityKind;
  /** The collection: its path under /api (`/<collection>`), its OpenAPI tag and its cache keys' prefix. */
  collection: 'jobs' | 'trainings';
  schemas: {
    /** `GET /<collection>` */
    query: z.ZodType<TQuery, unknown>;
    /** `POST /<collection>`, `PUT /<collection>/:id` */
    write: z.ZodType<TWrite, unknown>;
    /** `{ <list key>: paged postings, cvMissing? }` */
    list: z.ZodType<TList, unknown>;
    /** `{ <one key>: posting }` */
    result: z.ZodType<TResult, unknown>;
  };
  /**
   * The validated query and body as `TQuery` and `TWrite`: identities, type-checked here where the types are
   * known (`Validated`, `EndpointBody`), so the generic registration needs no cast.
   */
  validated: {
    query(query: Validated<TQuery>): TQuery;
    body(body: EndpointBody<TWrite>): TWrite;
  };
  operations(service: OpportunityService): OpportunityOperations<TQuery, TWrite, TList, TResult>;
}

/** Internship postings: `/api/jobs` (answer keys `jobPostings`, `jobPosting`). */
export const JOB_POSTINGS: OpportunityDefinition<
  TJobListQuery,
  TJobWrite,
  TJobList,
  z.output<typeof ZJobResult>
> = {
  kind: 'JOB',
  collection: 'jobs',
  schemas: { query: ZJobListQuery, write: ZJobWrite, list: ZJobList, result: ZJobResult },
  validated: { query: (query) => query, body: (body) => body },
  operations: (service) => ({
    list: service.listJobs,
    get: service.getJob,
    create: service.createJob,
    update: service.updateJob,
    remove: service.removeJob,
    matches: service.jobMatches,
  }),
};

/** Trainings: `/api/trainings` (answer keys `trainings`, `training`). */
export const TRAININGS: OpportunityDefinition<
  TTrainingListQuery,
  TTrainingWrite,
  TTrainingList,
  z.output<typeof ZTrainingResult>
> = {
  kind: 'TRAINING',
  collection: 'trainings',
  schemas: { query: ZTrainingListQuery, write: ZTrainingWrite, list: ZTrainingList, result: ZTrainingResult },
  validated: { query: (query) => query, body: (body) => body },
  operations: (service) => ({
    list: service.listTrainings,
    get: service.getTraining,
    create: service.createTraining,
    update: service.updateTraining,
    remove: service.removeTraining,
    matches: service.trainingMatches,
  }),
};
