/** The survey answers' .xlsx export (`modules/surveys/surveys-stats.export.ts`): headers and values. */
export const surveys = {
  export: {
    submittedAt: 'Dërguar më',
    version: 'Versioni',
    role: 'Roli i të anketuarit',
    intern: 'Praktikanti',
    organisation: 'Organizata',
    mentor: 'Mentori',
    municipality: 'Komuna',
    gender: 'Gjinia',
    /** A reworded question's column: "<title> (revision <n>)". */
    revision: 'rishikimi',
    /** Before a checkbox answer's own text: "other: <text>". */
    other: 'tjetër',
  },
  /** The respondent's role in a row. */
  roles: {
    intern: 'Praktikant',
    business: 'Organizatë',
    mentor: 'Mentor',
  },
  /** The respondent's gender in a row. */
  genders: {
    M: 'Mashkull',
    F: 'Femër',
    O: 'Tjetër',
  },
};
