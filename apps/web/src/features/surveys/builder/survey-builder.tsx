import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Button, Drawer, Modal, Segmented, Tag } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@praktika/contracts/common';
import {
  QUESTIONS_MAX,
  QUESTION_TYPES,
  type TQuestionsAnswer,
  type TQuestionType,
  type TQuestionWrite,
  type TSurveyType,
} from '@praktika/contracts/surveys';
import { usePublishQuestions } from '../api/surveys.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { SurveyForm } from '../components/survey-form.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import {
  addQuestion,
  builderIssues,
  builderReducer,
  changeType,
  fieldDomId,
  fromServer,
  initBuilder,
  issueCount,
  publishBody,
  selectDirty,
  shownIssues,
} from './builder-model.ts';
import { QuestionEditor, questionTitle } from './question-editor.tsx';
import { SortableQuestion, SortableQuestions } from './sortable-questions.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';
import { contentLanguage } from '../../../shared/lib/languages.ts';

interface Confirm {
  title: string;
  text: string;
  ok: string;
  danger?: boolean;
  onOk: () => void;
}

export interface SurveyBuilderProps {
  surveyType: TSurveyType;
  set: TQuestionsAnswer;
  /** The current PRE set's questions (POST questions link to them). */
  preQuestions: readonly TQuestionWrite[];
}

/** The version line and what publishing will do (replace in place, or a new version because of answers). */
function VersionNote({ set }: { set: TQuestionsAnswer }) {
  const { t } = useTranslation('surveys');
  const current = set.versions.find((v) => v.version === set.version);
  if (!current || set.version < 1) return <p className="pk-sb-version">{t('builder.unpublished')}</p>;
  return (
    <div className="pk-sb-version">
      <p>
        {t('builder.version', { version: set.version, date: formatDate(current.publishedAt) })}{' '}
        {t('builder.answers', { count: current.answerCount })}
      </p>
      <p data-testid="publish-note">
        {current.answerCount > 0
          ? t('builder.willCreate', {
              next: set.version + 1,
              version: set.version,
              count: current.answerCount,
            })
          : t('builder.willReplace', { version: set.version })}
      </p>
    </div>
  );
}

/**
 * The question set of one survey type being edited (its state: `builderReducer`): add, edit, reorder (drag by the
 * handle with a pointer or the keyboard, or the Move up/down buttons, each announced), the rules shown live on the
 * fields, preview, publish; leaving with unpublished changes asks first (`useUnsavedChanges`).
 */
export function SurveyBuilder({ surveyType, set, preQuestions }: SurveyBuilderProps) {
  const { t, i18n } = useTranslation('surveys');
  const toast = useToast();
  const lang = contentLanguage(i18n.language);
  const [state, dispatch] = useReducer(builderReducer, set.questions.docs, (docs) =>
    initBuilder(fromServer(docs)),
  );
  const { questions, expanded, serverIssues, tried } = state;
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [preview, setPreview] = useState(false);
  const [previewLang, setPreviewLang] = useState<TLanguage>(lang);
  const [previewOk, setPreviewOk] = useState(false);
  /** An element id to focus after the next render, or 'issues' for the first field with an issue. */
  const pendingFocus = useRef<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const setFocus = (id: string) => {
    pendingFocus.current = id;
    setFocusTick((n) => n + 1);
  };
  const publish = usePublishQuestions();

  const preKeys = useMemo(() => preQuestions.map((q) => q.key), [preQuestions]);
  const allIssues = useMemo(
    () => builderIssues(questions, surveyType, preKeys, serverIssues),
    [questions, surveyType, preKeys, serverIssues],
  );
  // "required" (an empty title or label) only after a first try to publish; every other rule live
  const issues = useMemo(() => shownIssues(allIssues, tried), [allIssues, tried]);
  const problems = issueCount(allIssues);
  const dirty = selectDirty(state);
  const leaving = useUnsavedChanges(dirty);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    let target: HTMLElement | null = null;
    if (focus === 'issues') {
      const found = [...allIssues].flatMap(([key, m]) =>
        [...m.keys()].map((f) => document.getElementById(fieldDomId(key, f))),
      );
      target =
        found
          .filter((el): el is HTMLElement => el !== null)
          .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ??
        null;
    } else target = document.getElementById(focus);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  }, [focusTick, allIssues]);

  const nameOf = (q: TQuestionWrite) => questionTitle(q, lang) || t(`types.${q.type}`);
  const label = (q: TQuestionWrite, i: number) => `${i + 1}. ${nameOf(q)}`;

  const add = (type: TQuestionType) => {
    const action = addQuestion(type);
    dispatch(action);
    setFocus(fieldDomId(action.question.key, `title.${lang}`));
  };

  /** Move up/down by its button: announced, the focus staying on the question's button (the other one at an end). */
  const moveBy = (q: TQuestionWrite, i: number, by: -1 | 1) => {
    const to = i + by;
    if (to < 0 || to >= questions.length) return;
    dispatch({ type: 'moveBy', key: q.key, by });
    setAnnouncement(t('builder.moved', { position: to + 1, total: questions.length }));
    const dir = by < 0 ? 'up' : 'down';
    const atEdge = to === 0 || to === questions.length - 1;
    const other = dir === 'up' ? 'down' : 'up';
    setFocus(`sb-${q.key}-move-${atEdge && questions.length > 1 ? other : dir}`);
  };

  const askType = (q: TQuestionWrite, i: number, type: TQuestionType) => {
    if (type === q.type) return;
    setConfirm({
      title: t('builder.typeTitle', { question: label(q, i) }),
      text: t('builder.typeText', { type: t(`types.${type}`) }),
      ok: t('builder.typeOk'),
      danger: true,
      onOk: () => {
        const action = changeType(q, type);
        dispatch(action);
        setFocus(fieldDomId(action.question.key, 'type'));
      },
    });
  };

  const askDelete = (q: TQuestionWrite, i: number) =>
    setConfirm({
      title: t('builder.deleteTitle', { question: label(q, i) }),
      text: t('builder.deleteText'),
      ok: t('builder.delete'),
      danger: true,
      onOk: () => {
        dispatch({ type: 'remove', key: q.key });
        setAnnouncement(t('builder.deleted', { question: label(q, i) }));
        setFocus('sb-add');
      },
    });

  const doPublish = () => {
    dispatch({ type: 'tried' });
    if (problems > 0) {
      dispatch({ type: 'open', keys: [...allIssues.keys()] });
      setFocus('issues');
      return;
    }
    publish.mutate(publishBody(questions, surveyType), {
      onSuccess: (stored) => {
        dispatch({ type: 'loaded', questions: fromServer(stored.questions) });
        toast.success(t('builder.published', { version: stored.version }));
      },
      onError: (err) => {
        const details =
          err instanceof ApiError && err.errorType === 'VALIDATION_ERROR'
            ? err.details.filter((d) => d.field.startsWith('questions.'))
            : [];
        if (details.length) {
          dispatch({ type: 'serverIssues', issues: details });
          setFocus('issues');
        } else toast.apiError(err);
      },
    });
  };

  return (
    <div className="pk-sb">
      <VersionNote set={set} />
      <div role="status" aria-live="polite" className="sr-only" data-testid="announcement">
        {announcement}
      </div>
      {questions.length === 0 ? (
        <p className="pk-sb-empty">{t('builder.empty')}</p>
      ) : (
        <SortableQuestions
          questions={questions}
          nameOf={nameOf}
          onMove={(key, to) => dispatch({ type: 'moveTo', key, to })}
        >
          <ol className="pk-sb-list-questions">
            {questions.map((q, i) => {
              const open = expanded.has(q.key);
              const qIssues = issues.get(q.key) ?? new Map<string, string>();
              const name = label(q, i);
              const panelId = `sb-${q.key}-panel`;
              return (
                <SortableQuestion
                  key={q.key}
                  id={q.key}
                  className={`pk-sb-question${qIssues.size ? ' pk-sb-has-issues' : ''}`}
                  handleLabel={t('builder.dragHandle', { question: name })}
                  head={
                    <>
                      <div className="pk-sb-summary">
                        <span className="pk-sb-name">{name}</span>
                        <span className="pk-sb-tags">
                          <Tag>{t(`types.${q.type}`)}</Tag>
                          {q.required && <Tag color="blue">{t('builder.requiredTag')}</Tag>}
                          {q.condition && <Tag color="purple">{t('builder.conditionalTag')}</Tag>}
                          {q.linkedPreKey && <Tag color="cyan">{t('builder.linkedTag')}</Tag>}
                          {qIssues.size > 0 && (
                            <Tag color="error">{t('builder.problems', { count: qIssues.size })}</Tag>
                          )}
                        </span>
                      </div>
                      <div className="pk-sb-buttons">
                        <Button
                          id={`sb-${q.key}-edit`}
                          icon={<EditOutlined aria-hidden />}
                          aria-expanded={open}
                          aria-controls={open ? panelId : undefined}
                          aria-label={t(open ? 'builder.close' : 'builder.edit', { question: name })}
                          onClick={() => dispatch({ type: 'toggleOpen', key: q.key })}
                        />
                        <Button
                          id={`sb-${q.key}-move-up`}
                          icon={<ArrowUpOutlined aria-hidden />}
                          disabled={i === 0}
                          aria-label={t('builder.moveUp', { question: name })}
                          onClick={() => moveBy(q, i, -1)}
                        />
                        <Button
                          id={`sb-${q.key}-move-down`}
                          icon={<ArrowDownOutlined aria-hidden />}
                          disabled={i === questions.length - 1}
                          aria-label={t('builder.moveDown', { question: name })}
                          onClick={() => moveBy(q, i, 1)}
                        />
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('builder.deleteQuestion', { question: name })}
                          onClick={() => askDelete(q, i)}
                        />
                      </div>
                    </>
                  }
                >
                  {open && (
                    <section id={panelId} aria-label={name} className="pk-sb-panel">
                      <QuestionEditor
                        question={q}
                        index={i}
                        questions={questions}
                        surveyType={surveyType}
                        preQuestions={preQuestions}
                        issues={qIssues}
                        dispatch={dispatch}
                        onTypeChange={(type) => askType(q, i, type)}
                      />
                    </section>
                  )}
                </SortableQuestion>
              );
            })}
          </ol>
        </SortableQuestions>
      )}
      <fieldset className="pk-sb-add">
        <legend id="sb-add">{t('builder.add')}</legend>
        {QUESTION_TYPES.map((type, n) => (
          <Button
            key={type}
            id={n === 0 ? 'sb-add-first' : undefined}
            icon={<PlusOutlined aria-hidden />}
            disabled={questions.length >= QUESTIONS_MAX}
            onClick={() => add(type)}
          >
            {t(`types.${type}`)}
          </Button>
        ))}
      </fieldset>
      {tried && problems > 0 && (
        <Alert type="error" showIcon role="alert" title={t('builder.blocked', { count: problems })} />
      )}
      <div className="pk-sb-actions">
        {dirty && <span className="pk-sb-unsaved">{t('builder.unsaved')}</span>}
        <Button
          icon={<EyeOutlined aria-hidden />}
          onClick={() => setPreview(true)}
          disabled={!questions.length}
        >
          {t('builder.preview')}
        </Button>
        <Button type="primary" loading={publish.isPending} disabled={!dirty} onClick={doPublish}>
          {t('builder.publish')}
        </Button>
      </div>

      <Drawer
        open={preview}
        onClose={() => {
          setPreview(false);
          setPreviewOk(false);
        }}
        title={t('preview.title', { survey: t(`surveyTypes.${surveyType}`) })}
        size="large"
        rootClassName="pk-sb-preview"
        destroyOnHidden
      >
        <div className="pk-sb-preview-lang">
          <span id="sb-preview-lang">{t('preview.language')}</span>
          <Segmented<TLanguage>
            aria-labelledby="sb-preview-lang"
            value={previewLang}
            onChange={setPreviewLang}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </div>
        <p className="pk-sb-help">{t('preview.help')}</p>
        {previewOk && <Alert type="success" showIcon title={t('preview.valid')} />}
        <SurveyForm
          questions={questions}
          language={previewLang}
          idPrefix="pv"
          onChange={() => setPreviewOk(false)}
          onSubmit={() => setPreviewOk(true)}
        />
      </Drawer>

      <Modal
        open={confirm !== null}
        title={confirm?.title}
        onCancel={() => setConfirm(null)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setConfirm(null)}>
            {t('builder.cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            danger={confirm?.danger}
            onClick={() => {
              confirm?.onOk();
              setConfirm(null);
            }}
          >
            {confirm?.ok}
          </Button>,
        ]}
      >
        <p>{confirm?.text}</p>
      </Modal>

      <Modal
        open={leaving.asking}
        title={t('builder.leaveTitle')}
        onCancel={leaving.stay}
        footer={[
          <Button key="stay" onClick={leaving.stay}>
            {t('builder.stay')}
          </Button>,
          <Button key="leave" type="primary" danger onClick={leaving.leave}>
            {t('builder.leave')}
          </Button>,
        ]}
      >
        <p>{t('builder.leaveText', { survey: t(`surveyTypes.${surveyType}`) })}</p>
      </Modal>
    </div>
  );
}
