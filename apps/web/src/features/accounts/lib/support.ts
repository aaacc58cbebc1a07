import { CONTACT } from '../../../shared/lib/contact.ts';

/** Where users write for help with their password: the programme's one contact address (VITE_CONTACT_EMAIL). */
export const SUPPORT_EMAIL: string = CONTACT.email;
