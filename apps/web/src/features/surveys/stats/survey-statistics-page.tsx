import { Empty, Skeleton } from 'antd';
import { SwapOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statisticsOptions } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ExportButton } from './export-button.tsx';
import { QuestionCard, rewordMarks } from './question-card.tsx';
import { StatsFilterBar } from './stats-filter-bar.tsx';
import { queryOf, rangeInvalid, useStatsFilters } from './stats-filters.ts';
import '../../../shared/admin/admin.css';
import './stats.css';

/**
 * `/dashboard/surveyStatistics` (admins): the filters in the URL, then per question a card with the chart its type
 * calls for and the numbers as a table; TEXT answers paged and searchable; a reworded question marked. The
 * comparison of linked pre/post questions opens from here for the post survey, with the same filters.
 */
export function SurveyStatisticsPage() {
  const { t } = useTranslation('surveyStats');
  usePageTitle('surveyStats:title');
  const lang = useLanguage();
  const { params, filters } = useStatsFilters();
  const invalid = rangeInvalid(filters);
  const query = queryOf(filters);
  const stats = useQuery({
    ...statisticsOptions(query),
    enabled: !invalid,
    placeholderData: keepPreviousData,
  });
  const marks = stats.data ? rewordMarks(stats.data.questions, filters.joinRevisions) : [];
  const search = params.toString();
  return (
    <div className="pk-dash-page pk-ss-page">
      <div className="pk-admin-head pk-ss-head">
        <h1 className="pk-dash-h1">{t('title')}</h1>
        <div className="pk-ss-actions">
          {filters.surveyType === 'POST' && (
            <LinkButton
              icon={<SwapOutlined aria-hidden />}
              to={`/dashboard/compareQuestions${search ? `?${search}` : ''}`}
              data-testid="compare-link"
            >
              {t('compare.link')}
            </LinkButton>
          )}
          <Link
            className="pk-ss-link"
            to={`/dashboard/questions?type=${filters.surveyType.toLowerCase()}${
              filters.version.length === 1 ? `&version=${filters.version[0]}` : ''
            }`}
          >
            <UnorderedListOutlined aria-hidden /> {t('questions.title')}
          </Link>
          <ExportButton query={query} disabled={invalid} />
        </div>
      </div>
      <p className="pk-ss-intro">{t('intro')}</p>
      <div className="pk-card pk-admin-card">
        <StatsFilterBar />
      </div>
      {invalid ? null : stats.isError ? (
        <ListError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div aria-busy={stats.isFetching}>
          <p className="pk-ss-summary" data-testid="respondents">
            {t('respondents', { count: stats.data.respondents })}
          </p>
          {stats.data.questions.length === 0 ? (
            <Empty description={t('noQuestions')} />
          ) : (
            <>
              {stats.data.respondents === 0 && <p className="pk-ss-muted">{t('empty')}</p>}
              <div className="pk-ss-cards">
                {stats.data.questions.map((q, i) => (
                  <QuestionCard
                    key={`${q.key}-${q.revision}`}
                    q={q}
                    lang={lang}
                    query={query}
                    mark={marks[i] ?? null}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
