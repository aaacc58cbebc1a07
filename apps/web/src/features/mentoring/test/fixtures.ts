import type { TMeeting, TMentorship, TMentorshipRequest } from '@praktika/contracts/mentoring';

/** Contract-shaped mentoring answers for the web tests (ids are UUIDs, as the API sends). */
export const IDS = {
  mentorship: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  mentor: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  intern: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  application: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
  business: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  request: '0f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c',
  file: '1a2b3c4d-5e6f-4a7b-8c8d-9e0f1a2b3c4d',
  otherFile: '2b3c4d5e-6f7a-4b8c-9d9e-0f1a2b3c4d5e',
  link: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  meeting: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
} as const;

const file = (id: string, name: string) => ({
  _id: id,
  kind: 'mentorshipFile' as const,
  type: 'application/pdf',
  size: 2048,
  name,
  url: `/api/files/${id}`,
});

export function mentorship(over: Partial<TMentorship> = {}): TMentorship {
  return {
    _id: IDS.mentorship,
    status: 'ACTIVE',
    acceptedByMentor: true,
    assignedBy: 'AUTO',
    match: {
      score: 18,
      reasons: {
        categories: [{ _id: 'c1', sqName: 'Teknologji', srName: 'Tehnologija', enName: 'Technology' }],
        skills: [{ _id: 's1', sqName: 'Programim', srName: 'Programiranje', enName: 'Programming' }],
        municipality: true,
        languages: ['sq'],
        load: 1,
        spreadLoad: true,
      },
    },
    languages: ['sq', 'en'],
    mentor: {
      _id: IDS.mentor,
      name: 'Besa',
      lastName: 'Krasniqi',
      email: 'besa@example.test',
      photo: null,
      job: 'Software engineer',
      languages: ['sq', 'en'],
      municipality: { _id: 'm1', sqName: 'Prishtinë', srName: 'Priština', enName: 'Pristina' },
    },
    intern: {
      _id: IDS.intern,
      name: 'Drita',
      lastName: 'Berisha',
      email: 'drita@example.test',
      photo: null,
      minor: false,
      municipality: { _id: 'm2', sqName: 'Pejë', srName: 'Peć', enName: 'Peja' },
    },
    application: {
      _id: IDS.application,
      status: 'HIRED',
      title: 'Junior web developer',
      startDate: '2026-10-01',
      endDate: '2027-01-01',
      business: { _id: IDS.business, businessName: 'Kodra Tech' },
    },
    files: [
      {
        file: file(IDS.file, 'my-plan.pdf'),
        uploadedBy: { _id: IDS.intern, role: 'intern' },
        createdAt: '2026-11-01T10:00:00.000Z',
      },
      {
        file: file(IDS.otherFile, 'mentor-notes.pdf'),
        uploadedBy: { _id: IDS.mentor, role: 'mentor' },
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    links: [
      {
        _id: IDS.link,
        url: 'https://example.org/guide',
        title: 'Guide',
        addedBy: { _id: IDS.mentor, role: 'mentor' },
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    progress: { held: 1, upcoming: 1, planned: 4, min: 3, due: 2, behind: true },
    endReason: null,
    createdAt: '2026-10-02T10:00:00.000Z',
    acceptedAt: '2026-10-03T10:00:00.000Z',
    endedAt: null,
    ...over,
  };
}

export function meeting(over: Partial<TMeeting> = {}): TMeeting {
  return {
    _id: IDS.meeting,
    title: 'Kick-off',
    description: '',
    link: 'https://meet.example.org/kickoff',
    startDate: '2026-12-01T09:00:00.000Z',
    endDate: '2026-12-01T10:00:00.000Z',
    durationMinutes: 60,
    cancelled: false,
    state: 'UPCOMING',
    sequence: 0,
    mentor: { _id: IDS.mentor, name: 'Besa', lastName: 'Krasniqi' },
    attendees: [{ _id: IDS.intern, name: 'Drita', lastName: 'Berisha', mentorshipId: IDS.mentorship }],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export function waitingRequest(over: Partial<TMentorshipRequest> = {}): TMentorshipRequest {
  return {
    _id: IDS.request,
    status: 'WAITING',
    position: 3,
    languages: ['sq'],
    intern: { _id: IDS.intern, name: 'Drita', lastName: 'Berisha' },
    application: { _id: IDS.application, title: 'Junior web developer', businessName: 'Kodra Tech' },
    createdAt: '2026-11-01T10:00:00.000Z',
    servedAt: null,
    ...over,
  };
}
