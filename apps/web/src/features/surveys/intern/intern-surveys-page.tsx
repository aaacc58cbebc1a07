import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { SurveyList } from '../components/survey-list.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { InternOnly } from './intern-guard.tsx';

/** /surveys: the intern's due and done surveys (pre and post internship), each due one with Answer. */
export default function InternSurveysPage() {
  const { t } = useTranslation('surveyAnswer');
  usePageTitle('surveyAnswer:list.title');
  return (
    <InternOnly staffPath="/dashboard/surveys">
      {() => (
        <>
          <PageIntro title={t('list.title')} lead={t('list.leadIntern')} />
          <div className="pk-container pk-section">
            <SurveyList answerPath={(id) => `/surveys/${id}`} />
          </div>
        </>
      )}
    </InternOnly>
  );
}
