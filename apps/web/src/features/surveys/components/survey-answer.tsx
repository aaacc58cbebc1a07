import { useState, type ReactNode } from 'react';
import { Alert, Modal, Progress, Result } from 'antd';
import { CheckCircleOutlined, CloudSyncOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TUiLanguage } from '@praktika/contracts/common';
import {
  hasAnswer,
  isQuestionShown,
  type TAnswers,
  type TQuestionWrite,
  type TSurveyAssignment,
  type TSurveyIssue,
} from '@praktika/contracts/surveys';
import { useSubmitAnswers, type TSurveyToAnswer } from '../api/surveys.ts';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { SurveyForm } from './survey-form.tsx';
import {
  readLocalDraft,
  restoreAnswers,
  useSurveyAutosave,
  type TAutosaveStatus,
} from './use-survey-autosave.ts';
import './survey-answer.css';

/** Answered and answerable (shown, not a section) questions of a set, given the answers so far. */
export function surveyProgress(
  questions: readonly TQuestionWrite[],
  answers: TAnswers,
): { answered: number; total: number } {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const shown = questions.filter((q) => q.type !== 'SECTION' && isQuestionShown(q, byKey, answers));
  return { answered: shown.filter((q) => hasAnswer(answers[q.key])).length, total: shown.length };
}

/** The server's field details of a refused submission (`answers.<key>...`, `answers`) as the form's issues. */
export function serverIssuesOf(err: unknown): TSurveyIssue[] {
  if (!(err instanceof ApiError)) return [];
  return err.details
    .filter((d) => d.field === 'answers' || d.field.startsWith('answers.'))
    .map((d) => ({ path: d.field.split('.'), issue: d.issue as TSurveyIssue['issue'] }));
}

/** What the survey is about: the internship (interns answer about theirs), else the intern. */
export function surveyAbout(
  survey: TSurveyAssignment,
): { kind: 'internship' | 'intern'; name: string } | null {
  if (survey.respondentRole === 'intern')
    return survey.application ? { kind: 'internship', name: survey.application.title } : null;
  return survey.intern
    ? { kind: 'intern', name: `${survey.intern.name} ${survey.intern.lastName}`.trim() }
    : null;
}

/** "Survey before your internship" and what it is about, as the page's heading. */
export function SurveyHeading({
  survey,
  as: H = 'h1',
  className,
}: {
  survey: TSurveyAssignment;
  as?: 'h1' | 'h2';
  className?: string;
}) {
  const { t } = useTranslation('surveyAnswer');
  const about = surveyAbout(survey);
  return (
    <div className={className}>
      <H className="pk-sa-title">{t(`titles.${survey.surveyType}`)}</H>
      {about && <p className="pk-sa-about">{t(`about.${about.kind}`, { name: about.name })}</p>}
    </div>
  );
}

const STATUS_ICON: Record<Exclude<TAutosaveStatus, 'idle'>, ReactNode> = {
  saving: <CloudSyncOutlined />,
  saved: <CheckCircleOutlined />,
  failed: <WarningOutlined />,
};

export interface SurveyAnswerProps {
  data: TSurveyToAnswer;
  /** The respondent's language (the interface's, sr-Cyrl included). */
  language: TUiLanguage;
  /** The e-mailed link's token (/mobilesurvey): drafts and the answers are sent with it instead of a session. */
  token?: string;
  /** Where "Back to my surveys" leads after submitting (signed-in pages). */
  listPath?: string;
}

/** A whole page's due survey, loaded: its heading, then the answer form (a fresh form for each survey). */
export function HeadedSurveyAnswer(props: SurveyAnswerProps) {
  return (
    <>
      <SurveyHeading survey={props.data.survey} />
      <SurveyAnswer key={props.data.survey._id} {...props} />
    </>
  );
}

/**
 * Answering one due survey (web and phone alike): the heading, "7 of 12 answered", the questions (SurveyForm, with
 * conditions live), the autosave status (server draft plus a local copy, restored from whichever is newer), and
 * the submission: refused answers on their questions with 'Failed to submit answers!', success as a dialog with OK
 * that leads to the thank-you state. An answered survey shows that it is answered.
 */
export function SurveyAnswer({ data, language, token, listPath }: SurveyAnswerProps) {
  const { survey, questions: set } = data;
  const { t } = useTranslation('surveyAnswer');
  const toast = useToast();
  const [phase, setPhase] = useState<'answering' | 'dialog' | 'thanks'>('answering');
  const [initial] = useState<TAnswers>(() => restoreAnswers(survey, readLocalDraft(survey._id)));
  const [answers, setAnswers] = useState<TAnswers>(initial);
  const [serverIssues, setServerIssues] = useState<TSurveyIssue[]>([]);
  const autosave = useSurveyAutosave({ surveyId: survey._id, ...(token ? { token } : {}) });
  const submit = useSubmitAnswers();
  const questions = set.questions;
  const progress = surveyProgress(questions, answers);

  if (phase === 'thanks')
    return (
      <Result
        status="success"
        title={t('thanks.title')}
        subTitle={t('thanks.text')}
        extra={
          listPath ? (
            <LinkButton to={listPath} type="primary">
              {t('thanks.toList')}
            </LinkButton>
          ) : undefined
        }
      />
    );
  if (survey.completed && phase === 'answering')
    return (
      <Alert
        type="info"
        showIcon
        title={t('errors:SURVEY_ANSWERED')}
        action={listPath ? <LinkButton to={listPath}>{t('thanks.toList')}</LinkButton> : undefined}
      />
    );
  if (questions.length === 0) return <Alert type="warning" showIcon title={t('noQuestions')} />;

  const onSubmit = (valid: TAnswers) => {
    setServerIssues([]);
    runMutation(
      submit,
      {
        answers: valid,
        survey: survey._id,
        ...(survey.intern ? { intern: survey.intern._id } : {}),
        ...(survey.business ? { business: survey.business._id } : {}),
        ...(survey.mentor ? { mentor: survey.mentor._id } : {}),
        ...(survey.application ? { application: survey.application._id } : {}),
        ...(token ? { token } : {}),
        emailLanguage: readerLanguage(),
      },
      {
        onSuccess: () => {
          autosave.stop();
          setPhase('dialog');
        },
        onError: (err) => {
          setServerIssues(serverIssuesOf(err));
          const why =
            err instanceof ApiError && err.errorType !== 'VALIDATION_ERROR' ? errorText(err, t) : '';
          toast.error(why ? `${t('submitFailed')} ${why}` : t('submitFailed'));
        },
      },
    );
  };

  return (
    <div className="pk-sa">
      <div className="pk-sa-bar">
        <div className="pk-sa-progress">
          <span id="pk-sa-progress-label">
            {t('progress', { answered: progress.answered, total: progress.total })}
          </span>
          <Progress
            percent={progress.total ? Math.round((progress.answered / progress.total) * 100) : 0}
            showInfo={false}
            size="small"
            aria-labelledby="pk-sa-progress-label"
          />
        </div>
        <p
          className={`pk-sa-status pk-sa-status-${autosave.status}`}
          role="status"
          data-testid="autosave-status"
        >
          {autosave.status !== 'idle' && (
            <>
              <span aria-hidden="true">{STATUS_ICON[autosave.status]}</span> {t(`status.${autosave.status}`)}
            </>
          )}
        </p>
      </div>
      <div onBlur={autosave.flush}>
        <SurveyForm
          questions={questions}
          language={language}
          initialAnswers={initial}
          idPrefix="sa"
          serverIssues={serverIssues}
          submitting={submit.isPending}
          onChange={(next) => {
            setAnswers(next);
            setServerIssues([]);
            autosave.change(next);
          }}
          onSubmit={onSubmit}
        />
      </div>
      <Modal
        open={phase === 'dialog'}
        title={t('done.title')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        okText={t('done.ok')}
        onOk={() => setPhase('thanks')}
        cancelButtonProps={{ style: { display: 'none' } }}
        centered
      >
        <p>{t('done.text')}</p>
      </Modal>
    </div>
  );
}
