import { Empty, Select, Skeleton, Tag } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES, type TSurveyType } from '@praktika/contracts/surveys';
import { useQuestionSet } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { filtersOf } from './stats-filters.ts';
import '../../../shared/admin/admin.css';
import './stats.css';
import { shownText } from '../../../shared/lib/shown-text.ts';

/**
 * `/dashboard/questions?type=pre&version=2` (admins; hidden): one published version's questions, read-only, each
 * with its key, wording (revision) and "reworded in this version" mark, so the statistics' marks can be checked.
 */
export function QuestionsPage() {
  const { t } = useTranslation(['surveyStats', 'surveys']);
  usePageTitle('surveyStats:questions.title');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const type: TSurveyType = filtersOf(params).surveyType;
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const set = useQuestionSet(type, version);
  const set2 = (changes: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined) n.delete(k);
          else n.set(k, v);
        }
        return n;
      },
      { replace: true },
    );
  const data = set.data;
  const docs = data?.questions.docs ?? [];
  return (
    <div className="pk-dash-page pk-ss-page">
      <div className="pk-admin-head pk-ss-head">
        <h1 className="pk-dash-h1">{t('surveyStats:questions.title')}</h1>
        <LinkButton
          icon={<BarChartOutlined aria-hidden />}
          to={`/dashboard/surveyStatistics?type=${type.toLowerCase()}${data ? `&version=${data.version}` : ''}`}
        >
          {t('surveyStats:questions.statistics')}
        </LinkButton>
      </div>
      <p className="pk-ss-intro">{t('surveyStats:questions.intro')}</p>
      <div className="pk-card pk-admin-card">
        <div className="pk-ss-filters">
          <label className="pk-ss-filter">
            <span>{t('surveyStats:filters.surveyType')}</span>
            <Select<TSurveyType>
              value={type}
              aria-label={t('surveyStats:filters.surveyType')}
              onChange={(v) => set2({ type: v.toLowerCase(), version: undefined })}
              options={SURVEY_TYPES.map((s) => ({ value: s, label: t(`surveys:surveyTypes.${s}`) }))}
            />
          </label>
          <label className="pk-ss-filter pk-ss-filter-wide">
            <span>{t('surveyStats:questions.version')}</span>
            <Select<number>
              value={data?.version}
              aria-label={t('surveyStats:questions.version')}
              loading={set.isLoading}
              onChange={(v) => set2({ version: String(v) })}
              options={(data?.versions ?? []).map((v) => ({
                value: v.version,
                label: t('surveyStats:questions.versionLabel', {
                  version: v.version,
                  date: formatDate(v.publishedAt),
                  answers: v.answerCount,
                }),
              }))}
              data-testid="questions-version"
            />
          </label>
        </div>
      </div>
      {set.isError ? (
        <ListError error={set.error} onRetry={() => void set.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : docs.length === 0 ? (
        <Empty description={t('surveyStats:questions.empty')} />
      ) : (
        <ol className="pk-card pk-ss-question-list">
          {docs.map((q) => (
            <li key={q._id} className={q.type === 'SECTION' ? 'pk-ss-section' : undefined}>
              <div className="pk-ss-q-line">
                <strong>{shownText(q.title[lang], lang)}</strong>
                <Tag>{t(`surveys:types.${q.type}`)}</Tag>
                {q.type !== 'SECTION' && (
                  <Tag>{t('surveyStats:questions.revision', { revision: q.revision })}</Tag>
                )}
                {q.reworded && (
                  <Tag color="orange" data-testid="question-reworded">
                    {t('surveyStats:questions.reworded')}
                  </Tag>
                )}
                {q.required && <Tag>{t('surveyStats:questions.required')}</Tag>}
                {q.condition && <Tag>{t('surveyStats:questions.conditional')}</Tag>}
                {q.linkedPreKey && <Tag color="blue">{t('surveyStats:questions.linked')}</Tag>}
              </div>
              <small className="pk-ss-muted">
                {t('surveyStats:questions.key')}: <code className="pk-ss-key">{q.key}</code>
              </small>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
