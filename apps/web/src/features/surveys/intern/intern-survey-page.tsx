import { useParams } from 'react-router';
import { AnsweringPage } from '../components/answering-page.tsx';
import { InternOnly } from './intern-guard.tsx';

/** /surveys/:id: the intern answers a due survey signed in (the same form, autosave and dialog as /mobilesurvey). */
export default function InternSurveyPage() {
  const { id = '' } = useParams();
  return (
    <InternOnly staffPath={`/dashboard/surveys/${encodeURIComponent(id)}`}>
      {() => <AnsweringPage id={id} listPath="/surveys" />}
    </InternOnly>
  );
}
