import type { Dispatch, ReactNode } from 'react';
import { Button, Input, InputNumber, Select, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@praktika/contracts/common';
import {
  CHOICES_MAX,
  QUESTION_TYPES,
  conditionValues,
  type TChoice,
  type TQuestionType,
  type TQuestionWrite,
  type TSurveyType,
  type TTri,
} from '@praktika/contracts/surveys';
import { addChoice, canBeParent, fieldDomId, type BuilderAction, type TChoiceList } from './builder-model.ts';
import { contentLanguage } from '../../../shared/lib/languages.ts';

/** The fields an editor shows for a question (issues on other paths are shown at the top of its panel). */
export function editorFields(q: TQuestionWrite, surveyType: TSurveyType): Set<string> {
  const f = new Set<string>(['type', ...LANGUAGES.map((l) => `title.${l}`)]);
  f.add('condition.questionKey').add('condition.value');
  if (surveyType === 'POST' || q.linkedPreKey) f.add('linkedPreKey');
  const list = (name: string, items: readonly TChoice[]) => {
    f.add(name);
    items.forEach((_, j) => LANGUAGES.forEach((l) => f.add(`${name}.${j}.label.${l}`)));
  };
  switch (q.type) {
    case 'TEXT':
      f.add('minChars').add('maxChars');
      break;
    case 'YES_NO':
      LANGUAGES.forEach((l) => f.add(`yesLabel.${l}`).add(`noLabel.${l}`));
      break;
    case 'CHECKBOX':
      list('choices', q.choices);
      f.add('minChoices').add('maxChoices');
      break;
    case 'RATING':
      f.add('range');
      break;
    case 'MATRIX':
      list('options', q.options);
      list('choices', q.choices);
      break;
  }
  return f;
}

/** A question's title in the UI language, or its first non-empty one. */
export function questionTitle(q: TQuestionWrite, lang: TLanguage): string {
  return q.title[lang].trim() || LANGUAGES.map((l) => q.title[l].trim()).find(Boolean) || '';
}

export interface QuestionEditorProps {
  question: TQuestionWrite;
  index: number;
  questions: readonly TQuestionWrite[];
  surveyType: TSurveyType;
  /** The current PRE set (POST sets link to its questions). */
  preQuestions: readonly TQuestionWrite[];
  /** field path -> issue code. */
  issues: ReadonlyMap<string, string>;
  dispatch: Dispatch<BuilderAction>;
  /** Asks before changing the type (its settings are lost). */
  onTypeChange: (type: TQuestionType) => void;
}

/** The panel that edits one question: title in three languages, required, its type's settings, condition, link. */
export function QuestionEditor({
  question: q,
  index,
  questions,
  surveyType,
  preQuestions,
  issues,
  dispatch,
  onTypeChange,
}: QuestionEditorProps) {
  const onChange = (question: TQuestionWrite) => dispatch({ type: 'update', question });
  const { t, i18n } = useTranslation('surveys');
  const lang = contentLanguage(i18n.language);
  const shown = editorFields(q, surveyType);
  const other = [...issues].filter(([f]) => !shown.has(f));
  const issueText = (code: string) => t(`issues.${code}`, { defaultValue: t('issues.invalid') });

  /** id, aria-invalid and aria-describedby of a field's control; and its error element. */
  const err = (field: string) => {
    const id = fieldDomId(q.key, field);
    const code = issues.get(field);
    return {
      props: {
        id,
        'aria-invalid': code ? true : undefined,
        'aria-describedby': code ? `${id}-error` : undefined,
      },
      el: code ? (
        <p className="pk-sb-error" id={`${id}-error`}>
          {issueText(code)}
        </p>
      ) : null,
    };
  };

  const tri = (field: string, value: TTri, set: (v: TTri) => void, label: string) => (
    <div className="pk-sb-tri">
      {LANGUAGES.map((l) => {
        const e = err(`${field}.${l}`);
        return (
          <div className="pk-sb-field" key={l}>
            <label htmlFor={e.props.id}>
              {t('editor.inLanguage', { field: label, language: t(`languages.${l}`) })}
            </label>
            <Input
              {...e.props}
              value={value[l]}
              maxLength={500}
              onChange={(ev) => set({ ...value, [l]: ev.target.value })}
            />
            {e.el}
          </div>
        );
      })}
    </div>
  );

  /** A text in every language, as a group under its own legend (the question's title, the yes/no labels). */
  const triGroup = (field: string, value: TTri, set: (v: TTri) => void, label: string) => (
    <fieldset className="pk-sb-group">
      <legend>{label}</legend>
      {tri(field, value, set, label)}
    </fieldset>
  );

  const number = (field: string, label: string, value: number | null, set: (v: number | null) => void) => {
    const e = err(field);
    return (
      <div className="pk-sb-field pk-sb-number">
        <label htmlFor={e.props.id}>{label}</label>
        <InputNumber<number>
          {...e.props}
          value={value}
          precision={0}
          min={0}
          onChange={(v) => set(typeof v === 'number' ? v : null)}
        />
        {e.el}
      </div>
    );
  };

  const toggle = (field: string, label: string, value: boolean, set: (v: boolean) => void) => {
    const id = fieldDomId(q.key, field);
    return (
      <div className="pk-sb-switch">
        <Switch id={id} checked={value} onChange={set} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  };

  const choiceList = (
    field: TChoiceList,
    items: readonly TChoice[],
    set: (items: TChoice[]) => void,
    itemLabel: (n: number) => string,
    legend: string,
    addLabel: string,
  ) => {
    const e = err(field);
    return (
      <fieldset className="pk-sb-list" aria-describedby={e.props['aria-describedby']}>
        <legend>{legend}</legend>
        {items.map((c, j) => (
          <div className="pk-sb-choice" key={c.id}>
            <div className="pk-sb-choice-head">
              <span className="pk-sb-choice-name">{itemLabel(j + 1)}</span>
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('editor.removeItem', { item: itemLabel(j + 1) })}
                onClick={() => dispatch({ type: 'removeChoice', key: q.key, list: field, id: c.id })}
              />
            </div>
            {tri(
              `${field}.${j}.label`,
              c.label,
              (label) => set(items.map((x) => (x.id === c.id ? { ...x, label } : x))),
              itemLabel(j + 1),
            )}
            {issues.get(`${field}.${j}.id`) && (
              <p className="pk-sb-error">{issueText(issues.get(`${field}.${j}.id`)!)}</p>
            )}
          </div>
        ))}
        <Button
          id={e.props.id}
          icon={<PlusOutlined aria-hidden />}
          aria-describedby={e.props['aria-describedby']}
          disabled={items.length >= CHOICES_MAX}
          onClick={() => dispatch(addChoice(q.key, field))}
        >
          {addLabel}
        </Button>
        {e.el}
      </fieldset>
    );
  };

  // the condition: an earlier answerable question and one of its values
  const parents = questions.slice(0, index).filter(canBeParent);
  const parentKey = q.condition?.questionKey;
  const parent = questions.find((o) => o.key === parentKey);
  const numberOf = (key: string) => questions.findIndex((o) => o.key === key) + 1;
  const parentOptions = parents.map((p) => ({
    value: p.key,
    label: `${numberOf(p.key)}. ${questionTitle(p, lang) || t('editor.untitled')}`,
  }));
  if (parentKey && !parents.some((p) => p.key === parentKey))
    parentOptions.push({
      value: parentKey,
      label: parent
        ? `${numberOf(parentKey)}. ${questionTitle(parent, lang) || t('editor.untitled')}`
        : t('editor.missingQuestion'),
    });
  const valueLabel = (p: TQuestionWrite, v: string) => {
    if (p.type === 'YES_NO') return (v === 'yes' ? p.yesLabel : p.noLabel)[lang] || v;
    if (p.type === 'CHECKBOX') {
      const c = p.choices.find((x) => x.id === v);
      return c ? c.label[lang] || t('editor.untitled') : v;
    }
    return v;
  };
  const valueOptions = parent
    ? (conditionValues(parent) ?? []).map((v) => ({ value: v, label: valueLabel(parent, v) }))
    : [];
  const condParent = err('condition.questionKey');
  const condValue = err('condition.value');
  const link = err('linkedPreKey');
  const typeId = fieldDomId(q.key, 'type');

  let settings: ReactNode = null;
  switch (q.type) {
    case 'TEXT':
      settings = (
        <>
          <div className="pk-sb-row">
            {number('minChars', t('editor.minChars'), q.minChars, (v) => onChange({ ...q, minChars: v }))}
            {number('maxChars', t('editor.maxChars'), q.maxChars, (v) => onChange({ ...q, maxChars: v }))}
          </div>
          {toggle('textarea', t('editor.textarea'), q.textarea, (v) => onChange({ ...q, textarea: v }))}
        </>
      );
      break;
    case 'YES_NO':
      settings = (
        <>
          {triGroup('yesLabel', q.yesLabel, (v) => onChange({ ...q, yesLabel: v }), t('editor.yesLabel'))}
          {triGroup('noLabel', q.noLabel, (v) => onChange({ ...q, noLabel: v }), t('editor.noLabel'))}
        </>
      );
      break;
    case 'CHECKBOX':
      settings = (
        <>
          {choiceList(
            'choices',
            q.choices,
            (choices) => onChange({ ...q, choices }),
            (n) => t('editor.choiceN', { n }),
            t('editor.choices'),
            t('editor.addChoice'),
          )}
          <div className="pk-sb-row">
            {number('minChoices', t('editor.minChoices'), q.minChoices, (v) =>
              onChange({ ...q, minChoices: v }),
            )}
            {number('maxChoices', t('editor.maxChoices'), q.maxChoices, (v) =>
              onChange({ ...q, maxChoices: v }),
            )}
          </div>
          {toggle('other', t('editor.other'), q.other, (v) => onChange({ ...q, other: v }))}
        </>
      );
      break;
    case 'RATING':
      settings = number('range', t('editor.range'), q.range, (v) => onChange({ ...q, range: v ?? 0 }));
      break;
    case 'MATRIX':
      settings = (
        <>
          {choiceList(
            'options',
            q.options,
            (options) => onChange({ ...q, options }),
            (n) => t('editor.rowN', { n }),
            t('editor.rows'),
            t('editor.addRow'),
          )}
          {choiceList(
            'choices',
            q.choices,
            (choices) => onChange({ ...q, choices }),
            (n) => t('editor.columnN', { n }),
            t('editor.columns'),
            t('editor.addColumn'),
          )}
        </>
      );
      break;
    case 'SECTION':
      break;
  }

  return (
    <div className="pk-sb-editor">
      {other.map(([field, code]) => (
        <p className="pk-sb-error" key={field}>
          {issueText(code)}
        </p>
      ))}
      <div className="pk-sb-row">
        <div className="pk-sb-field">
          <label htmlFor={typeId}>{t('editor.type')}</label>
          <Select<TQuestionType>
            id={typeId}
            value={q.type}
            onChange={onTypeChange}
            options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </div>
        {q.type !== 'SECTION' &&
          toggle('required', t('editor.required'), q.required, () =>
            dispatch({ type: 'toggleRequired', key: q.key }),
          )}
      </div>
      {triGroup(
        'title',
        q.title,
        (title) => onChange({ ...q, title }),
        q.type === 'SECTION' ? t('editor.sectionTitle') : t('editor.title'),
      )}
      {settings}
      <fieldset className="pk-sb-group">
        <legend>{t('editor.condition')}</legend>
        <p className="pk-sb-help">{t('editor.conditionHelp')}</p>
        <div className="pk-sb-row">
          <div className="pk-sb-field pk-sb-grow">
            <label htmlFor={condParent.props.id}>{t('editor.conditionParent')}</label>
            <Select<string>
              {...condParent.props}
              allowClear
              placeholder={parents.length ? t('editor.always') : t('editor.noParents')}
              value={parentKey}
              options={parentOptions}
              notFoundContent={t('editor.noParents')}
              onChange={(v) => dispatch({ type: 'setConditionParent', key: q.key, parentKey: v ?? null })}
            />
            {condParent.el}
          </div>
          {q.condition && (
            <div className="pk-sb-field pk-sb-grow">
              <label htmlFor={condValue.props.id}>{t('editor.conditionValue')}</label>
              <Select<string>
                {...condValue.props}
                value={q.condition.value || undefined}
                options={valueOptions}
                onChange={(v) => dispatch({ type: 'setConditionValue', key: q.key, value: v })}
              />
              {condValue.el}
            </div>
          )}
        </div>
      </fieldset>
      {shown.has('linkedPreKey') && q.type !== 'SECTION' && (
        <div className="pk-sb-field">
          <label htmlFor={link.props.id}>{t('editor.link')}</label>
          <Select<string>
            {...link.props}
            allowClear
            placeholder={t('editor.noLink')}
            value={q.linkedPreKey ?? undefined}
            notFoundContent={t('editor.noPreQuestions')}
            options={preQuestions.flatMap((p, i) =>
              p.type === 'SECTION'
                ? []
                : [
                    {
                      value: p.key,
                      label: `${i + 1}. ${questionTitle(p, lang) || t('editor.untitled')} (${t(`types.${p.type}`)})`,
                    },
                  ],
            )}
            onChange={(v) => dispatch({ type: 'setLinkedPreKey', key: q.key, linkedPreKey: v ?? null })}
          />
          {link.el}
        </div>
      )}
    </div>
  );
}
