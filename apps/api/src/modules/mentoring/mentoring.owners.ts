import { ownersFromRow } from '../../platform/auth/ownership.ts';
import { meetings, mentorships } from '../../db/schema/mentoring.ts';

/** A mentorship's parties (the intern and the mentor), read before validation by the route guards. */
export const mentorshipParties = {
  owners: ownersFromRow({
    table: mentorships,
    id: mentorships.id,
    owners: [
      { column: mentorships.internId, type: 'intern' },
      { column: mentorships.mentorId, type: 'mentor' },
    ],
  }),
};

/** A meeting's mentor, read before validation by the route guards. */
export const meetingOwner = {
  owners: ownersFromRow({
    table: meetings,
    id: meetings.id,
    owners: [{ column: meetings.mentorId, type: 'mentor' }],
  }),
};
