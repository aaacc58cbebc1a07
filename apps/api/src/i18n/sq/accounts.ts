/** Answers of the account routes (`modules/accounts/accounts.service.ts`). */
export const accounts = {
  /** The message of a successful password reset. */
  resetDone: 'Fjalëkalimi juaj u rivendos.',
};
