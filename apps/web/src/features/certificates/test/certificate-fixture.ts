import type { TCertificate } from '@praktika/contracts/certificates';

/** A certificate as the API answers it (an issued internship's), with `over` replacing fields. */
export const certificateFixture = (over: Partial<TCertificate> = {}): TCertificate => ({
  _id: '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e41',
  code: 'K7Q2-M9XD-4T',
  applicationId: 'a1',
  internId: 'i1',
  kind: 'JOB',
  holderName: 'Ëndrit Çeku',
  organisationName: 'Tech Kosova',
  title: 'Junior developer',
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  months: 3,
  days: null,
  mentorName: null,
  issuedAt: '2026-04-06T10:00:00.000Z',
  status: 'ISSUED',
  revokedAt: null,
  revokedReason: null,
  replacesId: null,
  replacedById: null,
  verifyUrl: 'http://localhost/verify/K7Q2-M9XD-4T',
  ...over,
});
