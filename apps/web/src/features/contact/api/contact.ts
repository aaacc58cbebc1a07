import type { TContactCreate, TContactMessage, TContactQuery } from '@praktika/contracts/contact';
import { createNamedResource } from '../../../shared/api/create-resource.ts';

/** The list query the web sends (every field optional; the API applies the defaults). */
export type TContactListQuery = Partial<TContactQuery>;

/**
 * The contact form's messages: `POST /api/contact` (anyone, from the home page), `GET /api/contact` (the admins'
 * list under `data.contactMessages`) and `DELETE /api/contact/:id`; one message is `data.contactMessage`.
 */
export const contactResource = createNamedResource<TContactMessage, TContactCreate, TContactListQuery>(
  'contact',
  {
    listKey: 'contactMessages',
    oneKey: 'contactMessage',
  },
);
