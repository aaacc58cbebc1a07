import { useEffect } from 'react';
import { Alert, Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mobileSurveyOptions } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { isUiLanguage } from '../../../shared/lib/languages.ts';
import { HeadedSurveyAnswer } from '../components/survey-answer.tsx';
import { useReaderLanguage } from '../../../shared/lib/reader-language.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';

const LINK_ERRORS = ['SURVEY_LINK_INVALID', 'SURVEY_LINK_EXPIRED'] as const;

/** The link does not work: why (translated), and the way in by signing in. */
function LinkProblem({ errorType }: { errorType: (typeof LINK_ERRORS)[number] }) {
  const { t } = useTranslation('surveyAnswer');
  return (
    <Result
      status="warning"
      title={t(`errors:${errorType}`)}
      subTitle={t('mobile.signInHint')}
      extra={
        <div className="pk-sa-signin">
          <LinkButton to="/login" type="primary">
            {t('mobile.signInIntern')}
          </LinkButton>
          <LinkButton to="/admin/login" state={{ type: 'business' }}>
            {t('mobile.signInStaff')}
          </LinkButton>
        </div>
      }
    />
  );
}

/**
 * /mobilesurvey?token=: answering a due survey from the e-mailed link, without signing in, phone first (320 px and
 * the keyboard). The token loads the survey (`GET /surveys/mobile`) and goes with every draft save and the answers.
 * An invalid or expired link explains itself with a way to sign in; an answered survey says so; a failed load says
 * 'Failed to fetch questions' with a retry.
 */
export default function MobileSurveyPage() {
  const { t, i18n } = useTranslation('surveyAnswer');
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  // The e-mail's language (`lang` in the link, sr-Cyrl too): a phone that has never been here shows the survey as
  // the e-mail did. Applied once and dropped from the address, so a language picked in the header afterwards sticks.
  const linkLang = params.get('lang');
  useEffect(() => {
    if (linkLang === null) return;
    if (isUiLanguage(linkLang) && i18n.language !== linkLang) void i18n.changeLanguage(linkLang);
    setParams(
      (p) => {
        p.delete('lang');
        return p;
      },
      { replace: true },
    );
  }, [linkLang, i18n, setParams]);
  const language = useReaderLanguage();
  const query = useQuery({ ...mobileSurveyOptions(token), enabled: token !== '' });
  usePageTitle('surveyAnswer:mobile.pageTitle');

  let body;
  const err = query.error;
  if (!token) body = <LinkProblem errorType="SURVEY_LINK_INVALID" />;
  else if (query.data) body = <HeadedSurveyAnswer data={query.data} language={language} token={token} />;
  else if (err instanceof ApiError && (LINK_ERRORS as readonly string[]).includes(err.errorType))
    body = <LinkProblem errorType={err.errorType as (typeof LINK_ERRORS)[number]} />;
  else if (err instanceof ApiError && err.errorType === 'SURVEY_ANSWERED')
    body = <Result status="success" title={t('errors:SURVEY_ANSWERED')} subTitle={t('thanks.text')} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('fetchFailed')}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  else body = <LoadingSkeleton />;
  return <div className="pk-sa-page">{body}</div>;
}
