import type { TJob, TMatch, TTraining } from '@praktika/contracts/opportunities';
import type { TApplication } from '@praktika/contracts/applications';
import { paged } from '../../../../test/helpers.tsx';

export const BIZ = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e01';
export const MUN = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e02';
export const CAT = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e03';
export const SKILL = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e04';
export const JOB_ID = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e05';
export const TRAINING_ID = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e06';
export const INTERN = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e07';
export const APP_ID = '2f0c8c1e-7d4b-4a8e-9d6f-0a1b2c3d4e08';

export const ref = (id: string, en: string) => ({
  _id: id,
  enName: en,
  sqName: `${en} (sq)`,
  srName: `${en} (sr)`,
});
export const catalogueItem = (id: string, en: string) => ({
  ...ref(id, en),
  enDescription: '',
  sqDescription: '',
  srDescription: '',
});

const business = { _id: BIZ, businessName: 'Acme Labs', email: 'jobs@acme.test', businessLogo: null };

export const job = (over: Partial<TJob> = {}): TJob => ({
  _id: JOB_ID,
  title: 'Frontend intern',
  body: '<p>Build <strong>accessible</strong> web pages.</p><ul><li>React</li></ul>',
  deadline: '2030-03-15',
  originalDeadline: '2030-03-15',
  categories: [ref(CAT, 'Information technology')],
  skills: [ref(SKILL, 'JavaScript')],
  municipality: ref(MUN, 'Prishtinë'),
  language: 'en',
  files: [],
  business,
  status: 'ACTIVE',
  recruitmentOpen: true,
  acceptedCount: 0,
  availableSpots: 2,
  lengthOfEngagement: 3,
  training: true,
  trainingType: 'ONLINE',
  trainingLength: 4,
  trainingDescription: null,
  createdAt: '2030-01-09T23:30:00.000Z',
  updatedAt: '2030-01-09T23:30:00.000Z',
  ...over,
});

export const training = (over: Partial<TTraining> = {}): TTraining => ({
  _id: TRAINING_ID,
  name: 'Data basics',
  description: '<p>Spreadsheets and charts.</p>',
  deadline: '2030-03-15',
  originalDeadline: '2030-03-15',
  startDate: '2030-04-01',
  endDate: '2030-04-30',
  categories: [ref(CAT, 'Information technology')],
  skills: [],
  municipality: ref(MUN, 'Prishtinë'),
  language: 'sq',
  files: [],
  business,
  status: 'ACTIVE',
  recruitmentOpen: true,
  acceptedCount: 0,
  spots: 10,
  createdAt: '2030-01-10T10:00:00.000Z',
  updatedAt: '2030-01-10T10:00:00.000Z',
  ...over,
});

export const match: TMatch = {
  score: 48,
  max: 70,
  percent: 69,
  strength: 'good',
  reasons: {
    categories: [ref(CAT, 'Information technology')],
    skills: [ref(SKILL, 'JavaScript')],
    municipality: true,
    language: false,
    availability: true,
  },
};

export const application = (over: Partial<TApplication> = {}): TApplication => ({
  _id: APP_ID,
  type: 'JOB',
  status: 'INVITED',
  favourite: false,
  job: { _id: JOB_ID, title: 'Frontend intern', deadline: '2030-03-15' },
  training: null,
  intern: {
    _id: INTERN,
    internName: 'Ana',
    internLastName: 'Krasniqi',
    email: 'ana@example.test',
    age: 20,
    minor: false,
    gender: 'F',
    municipality: null,
    photo: null,
  },
  business,
  files: [],
  interview: null,
  startDate: null,
  endDate: null,
  outcome: null,
  contract: null,
  actions: ['acceptInvitation', 'declineInvitation'],
  timeline: [
    { status: 'INVITED', action: 'invite', by: 'business', at: '2030-01-11T09:00:00.000Z', note: null },
  ],
  createdAt: '2030-01-11T09:00:00.000Z',
  updatedAt: '2030-01-11T09:00:00.000Z',
  ...over,
});

/** The intern's internships for the engagement rule (lib/engagement-rule.ts): none, unless a test says otherwise. */
export const noInternships = (url: string) =>
  url.startsWith('/api/applications?') && url.includes('type=JOB') && url.includes('COMPLETED')
    ? paged('applications', [])
    : undefined;
