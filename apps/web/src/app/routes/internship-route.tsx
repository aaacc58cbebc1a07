import InternshipPage from '../../features/opportunities/pages/internship-page.tsx';
import { InternEngagementSlots } from '../slots/intern-engagement-slots.tsx';
import { StipendSlot } from '../../features/opportunities/lib/slots.ts';
import { InternStipendSection } from '../../features/stipends/components/intern-stipend-section.tsx';

/** `/internship`: the intern's internship with safety's dialogs and mentoring's mentor card. */
export default function InternshipRoute() {
  return (
    <InternEngagementSlots>
      <StipendSlot.Fill component={InternStipendSection}>
        <InternshipPage />
      </StipendSlot.Fill>
    </InternEngagementSlots>
  );
}
