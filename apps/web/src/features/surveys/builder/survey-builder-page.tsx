import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Segmented, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES, type TSurveyType } from '@praktika/contracts/surveys';
import { questionSetOptions, useQuestionSet } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { fromServer } from './builder-model.ts';
import '../../../shared/admin/admin.css';
import './builder.css';

// the builder (with dnd-kit) is a chunk of its own, fetched while the set loads
const loadBuilder = () => import('./survey-builder.tsx');
const SurveyBuilder = lazy(() => loadBuilder().then((m) => ({ default: m.SurveyBuilder })));

/** `?type=pre|post|mentor|organisation` (default pre). */
export function surveyTypeParam(v: string | null): TSurveyType {
  const up = (v ?? '').toUpperCase();
  return (SURVEY_TYPES as readonly string[]).includes(up) ? (up as TSurveyType) : 'PRE';
}

/**
 * `/dashboard/survey` (admins): the question set of each survey type, the type in the URL (`?type=post`); the
 * builder is remounted per type, and switching with unpublished changes asks first (the builder's router blocker).
 */
export function SurveyBuilderPage() {
  const { t } = useTranslation('surveys');
  usePageTitle('surveys:builder.title');
  const [params, setParams] = useSearchParams();
  const type = surveyTypeParam(params.get('type'));
  const set = useQuestionSet(type);
  const pre = useQuery({ ...questionSetOptions('PRE'), enabled: type === 'POST' });
  const preReady = type !== 'POST' || pre.isSuccess;
  const preDocs = type === 'POST' ? pre.data?.questions.docs : undefined;
  const preQuestions = useMemo(() => (preDocs ? fromServer(preDocs) : []), [preDocs]);
  useEffect(() => {
    void loadBuilder();
  }, []);

  return (
    <div className="pk-dash-page pk-sb-page">
      <div className="pk-admin-head">
        <h1 className="pk-dash-h1">{t('builder.title')}</h1>
      </div>
      <p className="pk-sb-intro">{t('builder.intro')}</p>
      <div className="pk-card pk-admin-card">
        <div className="pk-sb-types">
          <span id="sb-type-label">{t('builder.surveyType')}</span>
          <Segmented<TSurveyType>
            aria-labelledby="sb-type-label"
            value={type}
            onChange={(v) =>
              setParams(
                (p) => {
                  const n = new URLSearchParams(p);
                  n.set('type', v.toLowerCase());
                  return n;
                },
                { replace: false },
              )
            }
            options={SURVEY_TYPES.map((s) => ({ value: s, label: t(`surveyTypes.${s}`) }))}
          />
        </div>
        {set.isError ? (
          <ListError error={set.error} onRetry={() => void set.refetch()} />
        ) : pre.isError ? (
          <ListError error={pre.error} onRetry={() => void pre.refetch()} />
        ) : !set.data || !preReady ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <SurveyBuilder key={type} surveyType={type} set={set.data} preQuestions={preQuestions} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
