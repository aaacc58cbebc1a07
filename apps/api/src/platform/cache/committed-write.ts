import type { Db, Tx } from '../db/client.ts';
import { fromWriteError, type WriteErrorAnswers } from '../errors.ts';
import type { ContentVersion } from './content-version.ts';

/**
 * A write behind a cached public list: `work` in one transaction, then the list's version bumped once it has
 * committed. Database errors are answered as `errors` says (e.g. a unique index → `*_EXISTS`).
 */
export async function committedWrite<T>(
  db: Db,
  version: ContentVersion,
  errors: WriteErrorAnswers,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    const result = await db.transaction(work);
    await version.changed();
    return result;
  } catch (err) {
    throw fromWriteError(err, errors);
  }
}
