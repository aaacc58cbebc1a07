import type { reportExport as reference } from '../sq/report-export.ts';
import type { Mirror } from '../shape.ts';

export const reportExport: Mirror<typeof reference> = {
  columns: { type: 'Vrsta', label: 'Naziv', key: 'Šifra', count: 'Broj', share: 'Udeo' },
  total: 'Ukupno',
  period: {
    between: 'Period: {{from}} – {{to}}.',
    from: 'Period: od {{from}}.',
    until: 'Period: do {{to}}.',
    all: 'Period: celo vreme.',
  },
  filters: 'Filteri: {{filters}}.',
  noFilters: 'Bez filtera.',
  filterNames: {
    ethnicities: 'Etnička pripadnost',
    functionalConstrains: 'Zdravstveno stanje',
    healthConditions: 'Zdravstveno stanje',
    genders: 'Pol',
    categories: 'Oblast interesovanja',
    skills: 'Veština',
    municipalities: 'Opština',
    birthYear: 'Godina rođenja',
    entityTypes: 'Vrsta subjekta',
    organisation: 'Organizacija',
  },
  smallNumbers: 'Brojevi od 1 do {{max}} prikazani su kao <{{min}} radi zaštite prebrojanih osoba.',
  exact: 'TAČNI BROJEVI: mali brojevi nisu sakriveni. Izvezao/la {{email}}, {{at}}; ovaj izvoz je zabeležen.',
  list: {
    columns: {
      name: 'Ime',
      lastName: 'Prezime',
      email: 'E-pošta',
      organisation: 'Organizacija',
      title: 'Praksa ili obuka',
      type: 'Vrsta',
      status: 'Status',
      appliedOn: 'Prijava podneta',
      startDate: 'Datum početka',
      endDate: 'Datum završetka',
    },
    types: { JOB: 'Praksa', TRAINING: 'Obuka' },
  },
};
