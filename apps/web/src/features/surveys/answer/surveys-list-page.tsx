import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session.ts';
import { SurveyList, type SurveyFilterControl } from '../components/survey-list.tsx';
import { BusinessFilter } from '../../../entities/people/party-filters.tsx';
import { MentorFilter } from '../../../entities/people/party-filters.tsx';

const ADMIN_FILTERS: SurveyFilterControl[] = [
  {
    param: 'business',
    render: ({ value, onChange, label }) => (
      <BusinessFilter value={value} onChange={onChange} label={label} className="pk-sl-filter" />
    ),
  },
  {
    param: 'mentor',
    render: ({ value, onChange, label }) => (
      <MentorFilter value={value} onChange={onChange} label={label} className="pk-sl-filter" />
    ),
  },
];

/**
 * /dashboard/surveys: organisations and mentors see their due and done surveys (completed yes/no) and answer the
 * due ones at /dashboard/surveys/:id; admins see everyone's, filtered by organisation, mentor, completed and type.
 */
export function SurveysListPage() {
  const { t } = useTranslation('surveyAnswer');
  const session = useSession();
  const admin = session?.role === 'admin';
  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{t(admin ? 'list.titleAdmin' : 'list.title')}</h1>
      <p>{t(admin ? 'list.leadAdmin' : 'list.leadStaff')}</p>
      {admin ? (
        <SurveyList typeFilter extraFilters={ADMIN_FILTERS} showRespondent />
      ) : (
        <SurveyList answerPath={(id) => `/dashboard/surveys/${id}`} />
      )}
    </div>
  );
}
