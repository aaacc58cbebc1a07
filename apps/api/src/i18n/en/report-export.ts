import type { reportExport as reference } from '../sq/report-export.ts';
import type { Mirror } from '../shape.ts';

export const reportExport: Mirror<typeof reference> = {
  columns: { type: 'Type', label: 'Label', key: 'Key', count: 'Count', share: 'Share' },
  total: 'Total',
  period: {
    between: 'Period: {{from}} – {{to}}.',
    from: 'Period: from {{from}}.',
    until: 'Period: until {{to}}.',
    all: 'Period: all time.',
  },
  filters: 'Filters: {{filters}}.',
  noFilters: 'No filters.',
  filterNames: {
    ethnicities: 'Ethnicity',
    functionalConstrains: 'Health condition',
    healthConditions: 'Health condition',
    genders: 'Gender',
    categories: 'Field of interest',
    skills: 'Skill',
    municipalities: 'Municipality',
    birthYear: 'Year of birth',
    entityTypes: 'Entity type',
    organisation: 'Organisation',
  },
  smallNumbers: 'Counts from 1 to {{max}} are shown as <{{min}} to protect the people counted.',
  exact:
    'EXACT COUNTS: small numbers are not hidden. Exported by {{email}} on {{at}}; this export is logged.',
  list: {
    columns: {
      name: 'Name',
      lastName: 'Last name',
      email: 'E-mail',
      organisation: 'Organisation',
      title: 'Internship or training',
      type: 'Type',
      status: 'Status',
      appliedOn: 'Applied on',
      startDate: 'Start date',
      endDate: 'End date',
    },
    types: { JOB: 'Internship', TRAINING: 'Training' },
  },
};
