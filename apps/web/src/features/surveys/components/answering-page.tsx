import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { surveyToAnswerOptions } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { useReaderLanguage } from '../../../shared/lib/reader-language.ts';
import { errorText } from '../../../shared/ui/toast.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';
import { HeadedSurveyAnswer } from './survey-answer.tsx';

/**
 * A signed-in respondent answers one of their due surveys (`GET /surveys/:id`; the server's draft restores the
 * progress): the heading, the form with autosave, the dialog with OK. Interns at /surveys/:id, organisations and
 * mentors at /dashboard/surveys/:id; `listPath` is their list of surveys.
 */
export function AnsweringPage({ id, listPath }: { id: string; listPath: string }) {
  const { t } = useTranslation('surveyAnswer');
  const language = useReaderLanguage();
  const query = useQuery({ ...surveyToAnswerOptions(id), refetchOnWindowFocus: false });
  usePageTitle('surveyAnswer:answerTitle');

  let body;
  if (query.data) body = <HeadedSurveyAnswer data={query.data} language={language} listPath={listPath} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('fetchFailed')}
        description={
          query.error instanceof ApiError && query.error.errorType !== 'INTERNAL_ERROR'
            ? errorText(query.error, t)
            : undefined
        }
        action={
          <span className="pk-sa-signin">
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
            <LinkButton to={listPath}>{t('thanks.toList')}</LinkButton>
          </span>
        }
      />
    );
  else body = <LoadingSkeleton />;
  return <div className="pk-sa-page">{body}</div>;
}
