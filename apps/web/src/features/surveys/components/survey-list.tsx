import type { ReactNode } from 'react';
import { Empty, Select, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import { SURVEY_TYPES, type TSurveyAssignment, type TSurveyType } from '@praktika/contracts/surveys';
import { surveysResource, type TSurveysQueryWeb } from '../api/surveys.ts';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { surveyAbout } from './survey-answer.tsx';
import './survey-answer.css';

export const SURVEY_LIST_SIZE = 10;

/** Props of an extra filter control (admins: organisation, mentor) bound to a URL parameter. */
export interface SurveyFilterControl {
  /** The URL and API parameter (`business`, `mentor`). */
  param: 'business' | 'mentor' | 'intern';
  render: (props: {
    value: string | undefined;
    onChange: (v: string | undefined) => void;
    label: string;
  }) => ReactNode;
}

/** One due or done survey: what it is, about whom, since when, and Answer (or when it was answered). */
function SurveyItem({
  survey,
  answerPath,
  showRespondent,
}: {
  survey: TSurveyAssignment;
  answerPath?: (id: string) => string;
  showRespondent: boolean;
}) {
  const { t } = useTranslation('surveyAnswer');
  const about = surveyAbout(survey);
  const respondent =
    survey.respondentRole === 'intern'
      ? survey.intern && `${survey.intern.name} ${survey.intern.lastName}`
      : survey.respondentRole === 'business'
        ? survey.business?.businessName
        : survey.mentor && `${survey.mentor.name} ${survey.mentor.lastName}`;
  return (
    <li className="pk-sl-item" data-testid={`survey-${survey._id}`}>
      <div>
        <h3>{t(`titles.${survey.surveyType}`)}</h3>
        {about && <p className="pk-sl-meta">{t(`about.${about.kind}`, { name: about.name })}</p>}
        {showRespondent && respondent && (
          <p className="pk-sl-meta">{t('list.respondent', { name: respondent })}</p>
        )}
        <p className="pk-sl-meta">
          {survey.completed && survey.completedAt
            ? t('list.answeredOn', { date: displayDate(survey.completedAt) })
            : t('list.dueSince', { date: displayDate(survey.dueAt) })}
        </p>
      </div>
      {survey.completed ? (
        <Tag color="green">{t('list.done')}</Tag>
      ) : answerPath ? (
        <LinkButton
          to={answerPath(survey._id)}
          type="primary"
          aria-label={t('list.answerLabel', {
            survey: t(`titles.${survey.surveyType}`),
            about: about?.name ?? '',
          }).trim()}
        >
          {t('list.answer')}
        </LinkButton>
      ) : (
        <Tag color="orange">{t('list.pending')}</Tag>
      )}
    </li>
  );
}

/**
 * The due and done surveys of the caller (`GET /surveys`; admins: everyone's), filtered by completed yes/no in the
 * URL, with the survey type and extra filters (admins: organisation, mentor) when asked for. Due ones link to
 * `answerPath` (the respondent's own); admins see whose each one is.
 */
export function SurveyList({
  answerPath,
  typeFilter = false,
  extraFilters = [],
  showRespondent = false,
}: {
  answerPath?: (id: string) => string;
  typeFilter?: boolean;
  extraFilters?: readonly SurveyFilterControl[];
  showRespondent?: boolean;
}) {
  const { t } = useTranslation('surveyAnswer');
  const url = useListUrlState({ sizes: [SURVEY_LIST_SIZE], defaultSize: SURVEY_LIST_SIZE });
  const completed = url.text('completed');
  const surveyType = url.text('surveyType');
  const query: TSurveysQueryWeb = {
    page: url.page,
    limit: SURVEY_LIST_SIZE,
    ...(completed === 'true' || completed === 'false' ? { completed } : {}),
    ...((SURVEY_TYPES as readonly string[]).includes(surveyType)
      ? { surveyType: surveyType as TSurveyType }
      : {}),
  };
  for (const f of extraFilters) {
    const v = url.text(f.param);
    if (v) query[f.param] = v;
  }
  const list = surveysResource.useList(query);

  return (
    <div>
      <div className="pk-sl-filters" role="search" aria-label={t('list.filters')}>
        <Select<string>
          aria-label={t('list.completed')}
          value={completed === 'true' || completed === 'false' ? completed : ''}
          onChange={(v) => url.patch({ completed: v || undefined })}
          options={[
            { value: '', label: t('list.all') },
            { value: 'false', label: t('list.pendingOnly') },
            { value: 'true', label: t('list.doneOnly') },
          ]}
        />
        {typeFilter && (
          <Select<string>
            aria-label={t('list.type')}
            value={surveyType}
            onChange={(v) => url.patch({ surveyType: v || undefined })}
            options={[
              { value: '', label: t('list.allTypes') },
              ...SURVEY_TYPES.map((type) => ({ value: type, label: t(`titles.${type}`) })),
            ]}
          />
        )}
        {extraFilters.map((f) => (
          <span key={f.param}>
            {f.render({
              value: url.text(f.param) || undefined,
              onChange: (v) => url.patch({ [f.param]: v || undefined }),
              label: t(`list.filter.${f.param}`),
            })}
          </span>
        ))}
      </div>
      {list.isError && !list.data ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div aria-busy="true">
          <Skeleton active />
        </div>
      ) : list.data.docs.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <>
          <ul className="pk-sl-list" aria-label={t('list.label')}>
            {list.data.docs.map((s) => (
              <SurveyItem key={s._id} survey={s} answerPath={answerPath} showRespondent={showRespondent} />
            ))}
          </ul>
          <ListPager list={list.data} pageSize={SURVEY_LIST_SIZE} onPage={(page) => url.patch({ page })} />
        </>
      )}
    </div>
  );
}
