import type { TMentorship } from '@praktika/contracts/mentoring';

/** One mentorship as the API answers it, and its parties' ids: for the mentoring and safety pages' tests. */
export const MENTOR = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
export const INTERN = '1b2c3d4e-5f6a-4b7c-8d8e-9fa0b1c2d3e4';
export const SHIP = '3d4e5f6a-7b8c-4d9e-afa0-b1c2d3e4f5a6';
export const BUSINESS = '5f6a7b8c-9d0e-4fa1-b1c2-d3e4f5a6b7c8';

export const mentorship = (over: Partial<TMentorship> = {}): TMentorship => ({
  _id: SHIP,
  status: 'ACTIVE',
  acceptedByMentor: true,
  assignedBy: 'AUTO',
  match: null,
  languages: ['sq'],
  mentor: {
    _id: MENTOR,
    name: 'Arben',
    lastName: 'Krasniqi',
    email: 'arben@example.test',
    photo: null,
    job: 'Engineer',
    languages: ['sq'],
    municipality: null,
  },
  intern: {
    _id: INTERN,
    name: 'Drita',
    lastName: 'Berisha',
    email: 'drita@example.test',
    photo: null,
    minor: false,
    municipality: null,
  },
  application: {
    _id: 'app',
    status: 'HIRED',
    title: 'Junior web developer',
    startDate: '2030-06-01',
    endDate: '2030-09-01',
    business: { _id: BUSINESS, businessName: 'Kodra Tech' },
  },
  files: [],
  links: [],
  progress: { held: 0, upcoming: 1, planned: 4, min: 3, due: 0, behind: false },
  endReason: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  acceptedAt: '2030-06-02T10:00:00.000Z',
  endedAt: null,
  ...over,
});
