import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from './db/client.ts';
import {
  AppError,
  alreadyExists,
  fromWriteError,
  invalid,
  invalidAll,
  isOneOf,
  type WriteErrorAnswers,
} from './errors.ts';

/* The helpers the services share (issue 18): the shapes they build, and write errors read from a real database. */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table helper_parents (id integer primary key)`);
  await database.db.execute(sql`
    create table helper_children (
      id integer primary key,
      name text constraint helper_children_name_uq unique,
      parent integer constraint helper_children_parent_fk references helper_parents (id)
    )`);
  await database.db.execute(sql`insert into helper_parents (id) values (1)`);
  await database.db.execute(sql`insert into helper_children (id, name, parent) values (1, 'taken', 1)`);
});
afterAll(async () => {
  await database.close();
});

/** The error a write throws (the test fails if it succeeds). */
async function writeError(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (err) {
    return err;
  }
  throw new Error('the write succeeded');
}

const answers: WriteErrorAnswers = {
  unique: (index) => (index === 'helper_children_name_uq' ? alreadyExists('ARTICLE_EXISTS', ['name']) : null),
  foreignKey: (constraint) => invalid(constraint.includes('parent') ? 'parent' : 'other', 'notFound'),
};

describe('validation errors', () => {
  it('invalid: one field, the type status and message, extras in the detail, a special message when asked', () => {
    const plain = invalid('title', 'required');
    expect(plain).toBeInstanceOf(AppError);
    expect([plain.code, plain.status, plain.message]).toEqual(['VALIDATION_ERROR', 400, 'VALIDATION_ERROR']);
    expect(plain.details).toStrictEqual([{ field: 'title', issue: 'required' }]);

    const limited = invalid('photos', 'tooMany', { max: 3, origin: 'array' });
    expect(limited.details).toStrictEqual([{ field: 'photos', issue: 'tooMany', max: 3, origin: 'array' }]);

    const special = invalid('deadline', 'deadlinePush', undefined, 'DEADLINE_PUSH');
    expect([special.code, special.message]).toEqual(['VALIDATION_ERROR', 'DEADLINE_PUSH']);
    expect(special.details).toStrictEqual([{ field: 'deadline', issue: 'deadlinePush' }]);
  });

  it('invalidAll keeps the details as given; alreadyExists names each taken field', () => {
    const details = [
      { field: 'a', issue: 'invalid' },
      { field: 'b', issue: 'required' },
    ];
    expect(invalidAll(details).details).toStrictEqual(details);
    const taken = alreadyExists('RESOURCE_EXISTS', ['enName', 'srName']);
    expect([taken.code, taken.status, taken.message]).toEqual(['RESOURCE_EXISTS', 409, 'RESOURCE_EXISTS']);
    expect(taken.details).toStrictEqual([
      { field: 'enName', issue: 'exists' },
      { field: 'srName', issue: 'exists' },
    ]);
  });

  it('isOneOf tells whether a value is in the list', () => {
    const kinds = ['JOB', 'TRAINING'] as const;
    expect(isOneOf(kinds, 'JOB')).toBe(true);
    expect(isOneOf(kinds, 'job')).toBe(false);
  });
});

describe('fromWriteError on real PostgreSQL errors', () => {
  it('answers a unique violation by the index name', async () => {
    const err = await writeError(
      database.db.execute(sql`insert into helper_children (id, name) values (2, 'taken')`),
    );
    const answered = fromWriteError(err, answers);
    expect(answered).toBeInstanceOf(AppError);
    expect((answered as AppError).code).toBe('ARTICLE_EXISTS');
    expect((answered as AppError).details).toStrictEqual([{ field: 'name', issue: 'exists' }]);
  });

  it('answers a foreign-key violation by the constraint name', async () => {
    const err = await writeError(
      database.db.execute(sql`insert into helper_children (id, name, parent) values (3, 'free', 99)`),
    );
    const answered = fromWriteError(err, answers);
    expect((answered as AppError).code).toBe('VALIDATION_ERROR');
    expect((answered as AppError).details).toStrictEqual([{ field: 'parent', issue: 'notFound' }]);
  });

  it('passes on what it has no answer for: an unanswered index, another SQL error, an AppError', async () => {
    const unique = await writeError(
      database.db.execute(sql`insert into helper_children (id, name) values (1, 'again')`),
    );
    expect(fromWriteError(unique, answers)).toBe(unique);
    expect(fromWriteError(unique, {})).toBe(unique);

    const fk = await writeError(
      database.db.execute(sql`insert into helper_children (id, parent) values (4, 99)`),
    );
    expect(fromWriteError(fk, { unique: answers.unique })).toBe(fk);

    const syntax = await writeError(database.db.execute(sql`select from nowhere_at_all`));
    expect(fromWriteError(syntax, answers)).toBe(syntax);

    const rule = new AppError('FORBIDDEN');
    expect(fromWriteError(rule, answers)).toBe(rule);
    const plain = new Error('boom');
    expect(fromWriteError(plain, answers)).toBe(plain);
  });
});
