import MyTrainingsPage from '../../features/opportunities/pages/my-trainings-page.tsx';
import { InternEngagementSlots } from '../slots/intern-engagement-slots.tsx';

/** `/myTrainings`: the intern's trainings with safety's cancel/report dialogs. */
export default function MyTrainingsRoute() {
  return (
    <InternEngagementSlots>
      <MyTrainingsPage />
    </InternEngagementSlots>
  );
}
