/** Words shared by several API texts. */
export const common = {
  yes: 'Po',
  no: 'Jo',
};
