/**
 * The reports' exports (`modules/reports/reports-export.*`): the columns and notes of a report's file, and the
 * applications list's columns. `{{max}}`/`{{min}}` are the small-numbers rule's bounds (9 and 10).
 */
export const reportExport = {
  /** A report's columns (csv has `type` first: one table of every breakdown). */
  columns: { type: 'Lloji', label: 'Emërtimi', key: 'Kodi', count: 'Numri', share: 'Përqindja' },
  total: 'Gjithsej',
  /** The first row: the period, the filters, then the small-numbers note or the exact-counts warning. */
  period: {
    between: 'Periudha: {{from}} – {{to}}.',
    from: 'Periudha: nga {{from}}.',
    until: 'Periudha: deri më {{to}}.',
    all: 'Periudha: e gjithë koha.',
  },
  filters: 'Filtrat: {{filters}}.',
  noFilters: 'Pa filtra.',
  filterNames: {
    ethnicities: 'Etnia',
    functionalConstrains: 'Gjendja shëndetësore',
    healthConditions: 'Gjendja shëndetësore',
    genders: 'Gjinia',
    categories: 'Fusha e interesit',
    skills: 'Aftësia',
    municipalities: 'Komuna',
    birthYear: 'Viti i lindjes',
    entityTypes: 'Lloji i entitetit',
    organisation: 'Organizata',
  },
  smallNumbers: 'Numrat nga 1 deri në {{max}} shfaqen si <{{min}} për të mbrojtur personat e numëruar.',
  exact:
    'NUMRA TË SAKTË: numrat e vegjël nuk janë fshehur. Eksportuar nga {{email}} më {{at}}; ky eksport është regjistruar.',
  /** The applications list (`POST /reports/export/applications`). */
  list: {
    columns: {
      name: 'Emri',
      lastName: 'Mbiemri',
      email: 'E-maili',
      organisation: 'Organizata',
      title: 'Praktika ose trajnimi',
      type: 'Lloji',
      status: 'Statusi',
      appliedOn: 'Aplikuar më',
      startDate: 'Data e fillimit',
      endDate: 'Data e përfundimit',
    },
    types: { JOB: 'Praktikë', TRAINING: 'Trajnim' },
  },
};
