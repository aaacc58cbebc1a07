import { desc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { contains } from '../../platform/db/list.ts';
import type { PageOptions } from '../../platform/db/list.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export function createContactRepo(db: Executor) {
  const repo = createRepo(db, contactMessages);
  return {
    ...repo,
    /** Newest first; `search` matches part of the name or the e-mail, ignoring case. */
    listMessages: (opts: PageOptions & { search?: string | undefined }, ex?: Executor) =>
      repo.list(
        {
          ...opts,
          where: contains([contactMessages.name, contactMessages.email], opts.search),
          orderBy: [desc(contactMessages.createdAt)],
        },
        ex,
      ),
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
