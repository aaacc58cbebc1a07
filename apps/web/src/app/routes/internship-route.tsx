import InternshipPage from '../../features/opportunities/pages/internship-page.tsx';
import { InternEngagementSlots } from '../slots/intern-engagement-slots.tsx';

/** `/internship`: the intern's internship with safety's dialogs and mentoring's mentor card. */
export default function InternshipRoute() {
  return (
    <InternEngagementSlots>
      <InternshipPage />
    </InternEngagementSlots>
  );
}
