import { useParams } from 'react-router';
import { AnsweringPage } from '../components/answering-page.tsx';

/** /dashboard/surveys/:id: an organisation or a mentor answers a due survey (form, autosave, dialog with OK). */
export function DashboardSurveyAnswerPage() {
  const { id = '' } = useParams();
  return <AnsweringPage id={id} listPath="/dashboard/surveys" />;
}
