import { z } from 'zod';
import { ZPageQuery, zPaged, zText } from './common.ts';
import { ZEmail } from './auth.ts';

/**
 * The home page's contact form: anyone sends a message (`POST /contact`), which is stored and e-mailed to the
 * programme address; admins read them (`GET /contact`, newest first, search by name or e-mail) and delete them
 * (`DELETE /contact/:id`, e.g. spam or a sender's request to erase their data).
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const ZContactCreate = z.object({
  name: zText({ min: 1, max: CONTACT_NAME_MAX }),
  email: ZEmail,
  /** At least CONTACT_MESSAGE_MIN characters after trimming (a shorter one is reported as `required`). */
  message: zText({ min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX }),
});
export type TContactCreate = z.infer<typeof ZContactCreate>;

export const ZContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactResult = z.object({ contactMessage: ZContactMessage });

export const ZContactQuery = ZPageQuery.extend({
  /** Part of the sender's name or e-mail, case-insensitive. */
  search: zText({ max: 200 }).optional(),
});
export type TContactQuery = z.infer<typeof ZContactQuery>;

export const ZContactList = z.object({ contactMessages: zPaged(ZContactMessage) });
