import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TUiLanguage } from '@praktika/contracts/common';
import { languageTag } from '../../../shared/lib/languages.ts';
import {
  answerIssues,
  isQuestionShown,
  type TAnswers,
  type TAnswerValue,
  type TQuestionWrite,
  type TSurveyIssue,
} from '@praktika/contracts/surveys';
import { QuestionView } from './question-view.tsx';
import './surveys.css';

/** The translated text of an answer's issue (in the respondent's language). */
export function answerIssueText(issue: TSurveyIssue['issue'], q: TQuestionWrite, t: TFunction): string {
  switch (issue) {
    case 'answerRequired':
      return t('answerIssues.required');
    case 'answerTooShort':
      return t('answerIssues.tooShort', { min: q.type === 'TEXT' ? q.minChars : 0 });
    case 'answerTooLong':
      return t('answerIssues.tooLong', { max: q.type === 'TEXT' ? q.maxChars : 0 });
    case 'answerTooFew':
      return t('answerIssues.tooFew', { min: q.type === 'CHECKBOX' ? q.minChoices : 0 });
    case 'answerTooMany':
      return t('answerIssues.tooMany', { max: q.type === 'CHECKBOX' ? q.maxChoices : 0 });
    case 'answerOutOfRange':
      return t('answerIssues.outOfRange', { max: q.type === 'RATING' ? q.range : 0 });
    case 'answerIncomplete':
      return t('answerIssues.incomplete');
    default:
      return t('answerIssues.invalid');
  }
}

/** The answers without those of questions their conditions now hide (a hidden parent hides its children too). */
export function pruneHidden(questions: readonly TQuestionWrite[], answers: TAnswers): TAnswers {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const out: TAnswers = {};
  for (const [key, v] of Object.entries(answers)) {
    const q = byKey.get(key);
    if (q && q.type !== 'SECTION' && isQuestionShown(q, byKey, answers)) out[key] = v;
  }
  return out;
}

/**
 * The first issue of each question key (`['answers', key, ...]`). "Nothing answered" (`answerEmpty`) is the whole
 * form's, said once above the questions, not under each optional one.
 */
function issuesByKey(issues: readonly TSurveyIssue[]): Map<string, TSurveyIssue['issue']> {
  const m = new Map<string, TSurveyIssue['issue']>();
  for (const i of issues) {
    const key = i.path[1];
    if (typeof key === 'string' && i.issue !== 'answerEmpty' && !m.has(key)) m.set(key, i.issue);
  }
  return m;
}

/** Is the whole answer set refused as empty? */
const isEmptyIssue = (i: TSurveyIssue) => i.issue === 'answerEmpty' && i.path.length === 1;

export interface SurveyFormProps {
  questions: readonly TQuestionWrite[];
  /** The respondent's language (texts and messages), independent of the UI's; sr-Cyrl: Serbian in Cyrillic. */
  language: TUiLanguage;
  initialAnswers?: TAnswers;
  /** Every change, hidden questions' answers left out (for autosave). */
  onChange?: (answers: TAnswers) => void;
  /** Called with valid answers only (`answerIssues` finds nothing). */
  onSubmit: (answers: TAnswers) => void;
  /** Issues from the server (`details` of a refused submission, paths `answers.<key>...`). */
  serverIssues?: readonly TSurveyIssue[];
  submitting?: boolean;
  disabled?: boolean;
  submitLabel?: string;
  /** DOM id prefix, unique on the page (two forms on one page need two). */
  idPrefix?: string;
  /** Extra content beside the submit button. */
  footer?: ReactNode;
}

/**
 * A whole question set as a respondent answers it: conditions applied live (`isQuestionShown`), answers of
 * questions that become hidden dropped, validation with `answerIssues` (shown after the first submit, then live),
 * the first invalid question focused, and a summary announced. Required questions carry a star (and "required"
 * for screen readers), explained above the questions; nothing is sent with no answer at all. Texts in `language`.
 */
export function SurveyForm({
  questions,
  language,
  initialAnswers,
  onChange,
  onSubmit,
  serverIssues = [],
  submitting = false,
  disabled = false,
  submitLabel,
  idPrefix = 'sv',
  footer,
}: SurveyFormProps) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'surveys');
  const [answers, setAnswers] = useState<TAnswers>(() => pruneHidden(questions, initialAnswers ?? {}));
  const [tried, setTried] = useState(false);
  const byKey = useMemo(() => new Map(questions.map((q) => [q.key, q])), [questions]);
  const local = useMemo(() => (tried ? answerIssues(questions, answers) : []), [tried, questions, answers]);
  const errors = issuesByKey([...local, ...serverIssues]);
  const empty = [...local, ...serverIssues].some(isEmptyIssue);
  const shown = questions.filter((q) => isQuestionShown(q, byKey, answers));
  const invalidCount = shown.filter((q) => errors.has(q.key)).length;
  const anyRequired = shown.some((q) => q.type !== 'SECTION' && q.required);

  const change = (key: string, v: TAnswerValue | undefined) => {
    const next = { ...answers };
    if (v === undefined) delete next[key];
    else next[key] = v;
    const pruned = pruneHidden(questions, next);
    setAnswers(pruned);
    onChange?.(pruned);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const issues = answerIssues(questions, answers);
    if (issues.length) {
      const marked = issuesByKey(issues);
      // the first marked question, or (nothing answered) the first one to answer
      const first =
        questions.find((q) => marked.has(q.key)) ??
        questions.find((q) => q.type !== 'SECTION' && isQuestionShown(q, byKey, answers));
      if (first) focusQuestion(`${idPrefix}-${first.key}`);
      return;
    }
    onSubmit(answers);
  };

  return (
    <form className="pk-sv-form" noValidate onSubmit={submit} lang={languageTag(language)}>
      <div aria-live="polite" className="pk-sv-summary">
        {empty ? (
          <Alert type="error" showIcon title={t('form.empty')} />
        ) : (
          invalidCount > 0 && <Alert type="error" showIcon title={t('form.invalid', { n: invalidCount })} />
        )}
      </div>
      {anyRequired && (
        <p className="pk-sv-required-note" data-testid="required-note">
          {t('form.requiredNote')}
        </p>
      )}
      {shown.map((q) => {
        const issue = errors.get(q.key);
        return (
          <QuestionView
            key={q.key}
            question={q}
            language={language}
            idPrefix={`${idPrefix}-${q.key}`}
            value={answers[q.key]}
            onChange={(v) => change(q.key, v)}
            error={issue ? answerIssueText(issue, q, t) : undefined}
            disabled={disabled || submitting}
          />
        );
      })}
      <div className="pk-sv-actions">
        {footer}
        <Button type="primary" htmlType="submit" loading={submitting} disabled={disabled}>
          {submitLabel ?? t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Focuses the first control of a question (its input, or the first radio/box of its group). */
function focusQuestion(id: string) {
  // after the errors render
  setTimeout(() => {
    const el = document.getElementById(id);
    if (!el) return;
    const target = el.matches('input, textarea')
      ? el
      : el.querySelector<HTMLElement>('input:not([type=hidden]), textarea');
    el.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, 0);
}
