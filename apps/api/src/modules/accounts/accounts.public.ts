// What other modules may import from accounts (eslint-rules/api-boundaries.js): account and profile reads, presenters.
export {
  UNIQUE,
  findAccountByEmail,
  findAccountById,
  insertAccountWithProfile,
  type LinkTable,
} from './accounts.repo.ts';
export {
  catalogueRefs,
  findBusinessRecord,
  findInternRecord,
  findMentorRecord,
  type InternRecord,
} from './profiles.repo.ts';
export { presentBusiness, presentIntern, presentMentor, presentVerification } from './profiles.presenter.ts';
export { assertOrganisationEmail } from './organisation-email.ts';
