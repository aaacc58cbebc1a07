import type { FastifyBaseLogger } from 'fastify';
import type { Job, Queue } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { createJobQueue, type JobQueue, type JobSchedule, type JobWorkOptions } from './job-queue.ts';

/**
 * One queue of an area (`modules/<area>/<area>.jobs.ts`): its name, its retry and retention policy, how its worker
 * polls, optionally a clock it runs on, and the handler, which is given the services `D` it needs (the composition
 * root's, bound late: a job only runs once the app is ready).
 */
export interface JobDefinition<T extends object, D> {
  readonly name: string;
  readonly policy: Omit<Queue, 'name'>;
  readonly work?: JobWorkOptions;
  /** Sent on this clock by servers (e.g. a daily sweep), with `{}` as its data. */
  readonly schedule?: JobSchedule;
  handle(deps: D, job: Job<T>): Promise<void>;
}

export const defineJob = <T extends object, D>(def: JobDefinition<T, D>): JobDefinition<T, D> => def;

/** The areas' queues of one app: opened together when the app is ready, started by servers, stopped on close. */
export interface Jobs<D> {
  /** The queue of `def` (services send to it; tests drain it). */
  queue<T extends object>(def: JobDefinition<T, D>): JobQueue<T>;
  open(): Promise<void>;
  /** Runs every queue's worker in this process (servers). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobs<D>(opts: {
  database: Database;
  supervise: boolean;
  log: FastifyBaseLogger;
  /** Each with its own job data (handlers are methods, so a definition of any data type fits). */
  definitions: readonly JobDefinition<object, D>[];
  /** The services handlers are given (called when a job runs). */
  deps: () => D;
}): Jobs<D> {
  const queues = new Map<string, JobQueue<object>>();
  for (const def of opts.definitions) {
    if (queues.has(def.name)) throw new Error(`Two job queues are named ${def.name}`);
    queues.set(
      def.name,
      createJobQueue<object>({
        database: opts.database,
        name: def.name,
        policy: def.policy,
        supervise: opts.supervise,
        log: opts.log,
        handle: (job) => def.handle(opts.deps(), job),
        ...(def.schedule ? { schedule: def.schedule } : {}),
        ...def.work,
      }),
    );
  }
  const all = () => [...queues.values()];
  return {
    queue<T extends object>(def: JobDefinition<T, D>): JobQueue<T> {
      const queue = queues.get(def.name);
      if (!queue) throw new Error(`Job queue ${def.name} is not in the list`);
      return queue as JobQueue<T>;
    },
    async open() {
      for (const queue of all()) await queue.open();
    },
    async start() {
      for (const queue of all()) await queue.start();
    },
    async stop() {
      for (const queue of all()) await queue.stop();
    },
  };
}
