import type { ReactNode } from 'react';
import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLanguageOf, type TLanguage, type TUiLanguage } from '@praktika/contracts/common';
import { inScript } from '@praktika/contracts/script';
import type { TAnswerValue, TQuestionWrite } from '@praktika/contracts/surveys';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import './surveys.css';

/** Under this width a matrix is a list of groups (one per row) instead of a table: no sideways scroll at 320 px. */
export const MATRIX_LIST_QUERY = '(max-width: 639.98px)';

export type TCheckboxAnswer = { choices: string[]; other?: string };
export type TMatrixAnswer = Record<string, string>;

export interface QuestionViewProps {
  question: TQuestionWrite;
  value: TAnswerValue | undefined;
  /** `undefined` = unanswered (an emptied text, no box ticked, ...). */
  onChange: (value: TAnswerValue | undefined) => void;
  /**
   * The respondent's language: the question's texts AND this component's own words (independent of the UI).
   * `sr-Cyrl`: the Serbian texts in Cyrillic (issue 22 §1).
   */
  language: TUiLanguage;
  /** A translated message shown under the question and tied to it with aria-describedby. */
  error?: string;
  /** DOM id prefix (unique on the page); default `q-<key>`. */
  idPrefix?: string;
  /** The heading level of a SECTION (default 2). */
  headingLevel?: 2 | 3 | 4;
  disabled?: boolean;
}

const isCheckbox = (v: TAnswerValue | undefined): v is TCheckboxAnswer =>
  typeof v === 'object' && v !== null && Array.isArray((v as { choices?: unknown }).choices);
const isMatrix = (v: TAnswerValue | undefined): v is TMatrixAnswer =>
  typeof v === 'object' && v !== null && !('choices' in v);

/**
 * ONE survey question as a respondent sees it (controlled): TEXT as a line or a text area with a character count,
 * YES_NO as two radio buttons with the set's own labels, CHECKBOX as boxes with min/max and an optional "Other"
 * with its text, RATING as a radio group 1..range, MATRIX as a table of radio groups (a list of groups on phones),
 * SECTION as a heading. Groups are fieldsets with the title as legend; the error and hints are tied to the control
 * with aria-describedby.
 */
export function QuestionView({
  question: q,
  value,
  onChange,
  language,
  error,
  idPrefix,
  headingLevel = 2,
  disabled = false,
}: QuestionViewProps) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'surveys');
  const phone = useMediaQuery(MATRIX_LIST_QUERY);
  const id = idPrefix ?? `q-${q.key}`;
  // the set's texts are stored in sq, sr and en; a Cyrillic reader gets the Serbian ones transliterated
  const data = contentLanguageOf(language);
  const text = (texts: Record<TLanguage, string>) => inScript(language, texts[data]);
  const title = text(q.title);

  if (q.type === 'SECTION') {
    const H = `h${headingLevel}` as const;
    return (
      <H className="pk-sv-section" id={id}>
        {title}
      </H>
    );
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hints: string[] = [];
  if (q.type === 'TEXT') {
    if (q.minChars !== null && q.maxChars !== null)
      hints.push(t('view.charsBetween', { min: q.minChars, max: q.maxChars }));
    else if (q.minChars !== null && q.minChars > 0) hints.push(t('view.charsMin', { min: q.minChars }));
    else if (q.maxChars !== null) hints.push(t('view.charsMax', { max: q.maxChars }));
  }
  if (q.type === 'CHECKBOX') {
    if (q.minChoices !== null && q.maxChoices !== null)
      hints.push(t('view.choicesBetween', { min: q.minChoices, max: q.maxChoices }));
    else if (q.minChoices !== null && q.minChoices > 0)
      hints.push(t('view.choicesMin', { min: q.minChoices }));
    else if (q.maxChoices !== null) hints.push(t('view.choicesMax', { max: q.maxChoices }));
    else hints.push(t('view.choicesAny'));
  }
  if (q.type === 'RATING') hints.push(t('view.ratingHint', { max: q.range }));
  const hint = hints.length ? (
    <p className="pk-sv-hint" id={hintId}>
      {hints.join(' ')}
    </p>
  ) : null;
  const describedBy =
    [hints.length ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const errorEl = error ? (
    <p className="pk-sv-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const required = q.required ? (
    <>
      {' '}
      <span aria-hidden="true" className="pk-sv-star">
        *
      </span>
      <span className="sr-only">({t('view.required')})</span>
    </>
  ) : null;
  const titleId = `${id}-title`;

  const group = (children: ReactNode, extra?: ReactNode) => (
    <fieldset
      className={`pk-sv-question${error ? ' pk-sv-invalid' : ''}`}
      id={id}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="pk-sv-title" id={titleId}>
        {title}
        {required}
      </legend>
      {hint}
      {children}
      {extra}
      {errorEl}
    </fieldset>
  );

  switch (q.type) {
    case 'TEXT': {
      const text = typeof value === 'string' ? value : '';
      const countId = `${id}-count`;
      const set = (v: string) => onChange(v === '' ? undefined : v);
      const common = {
        id: `${id}-input`,
        value: text,
        disabled,
        maxLength: q.maxChars ?? undefined,
        'aria-describedby': [describedBy, countId].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-required': q.required || undefined,
      };
      const length = text.trim().length;
      return (
        <div className={`pk-sv-question${error ? ' pk-sv-invalid' : ''}`} id={id}>
          <label className="pk-sv-title" htmlFor={`${id}-input`}>
            {title}
            {required}
          </label>
          {hint}
          {q.textarea ? (
            <Input.TextArea
              {...common}
              autoSize={{ minRows: 3, maxRows: 12 }}
              onChange={(e) => set(e.target.value)}
            />
          ) : (
            <Input {...common} onChange={(e) => set(e.target.value)} />
          )}
          <p className="pk-sv-count" id={countId}>
            {q.maxChars !== null
              ? t('view.countOf', { n: length, max: q.maxChars })
              : t('view.count', { n: length })}
          </p>
          {errorEl}
        </div>
      );
    }
    case 'YES_NO':
      return group(
        <Radio.Group
          className="pk-sv-options"
          name={`${id}-yn`}
          aria-labelledby={titleId}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={(e) => onChange(e.target.value as boolean)}
          options={[
            { value: true, label: text(q.yesLabel) },
            { value: false, label: text(q.noLabel) },
          ]}
        />,
      );
    case 'RATING': {
      const n = typeof value === 'number' ? value : undefined;
      return group(
        <Radio.Group
          className="pk-sv-rating"
          name={`${id}-rating`}
          aria-labelledby={titleId}
          optionType="button"
          value={n}
          onChange={(e) => onChange(e.target.value as number)}
          options={Array.from({ length: q.range }, (_, i) => ({
            value: i + 1,
            label: String(i + 1),
            title: t('view.ratingValue', { value: i + 1, max: q.range }),
          }))}
        />,
      );
    }
    case 'CHECKBOX': {
      const v: TCheckboxAnswer = isCheckbox(value) ? value : { choices: [] };
      const otherOn = v.other !== undefined;
      const set = (next: TCheckboxAnswer) =>
        onChange(next.choices.length || next.other !== undefined ? next : undefined);
      const otherId = `${id}-other`;
      return group(
        <div className="pk-sv-options">
          {q.choices.map((c) => (
            <Checkbox
              key={c.id}
              checked={v.choices.includes(c.id)}
              onChange={(e) =>
                set({
                  ...v,
                  // keep the set's order
                  choices: q.choices
                    .map((x) => x.id)
                    .filter((x) => (x === c.id ? e.target.checked : v.choices.includes(x))),
                })
              }
            >
              {text(c.label)}
            </Checkbox>
          ))}
          {q.other && (
            <div className="pk-sv-other">
              <Checkbox
                checked={otherOn}
                onChange={(e) => {
                  const { other: _drop, ...rest } = v;
                  set(e.target.checked ? { ...rest, other: '' } : rest);
                }}
              >
                {t('view.other')}
              </Checkbox>
              {otherOn && (
                <Input
                  id={otherId}
                  aria-label={t('view.otherText')}
                  placeholder={t('view.otherText')}
                  value={v.other}
                  maxLength={1000}
                  disabled={disabled}
                  onChange={(e) => set({ ...v, other: e.target.value })}
                />
              )}
            </div>
          )}
        </div>,
      );
    }
    case 'MATRIX': {
      const v: TMatrixAnswer = isMatrix(value) ? value : {};
      const set = (row: string, col: string) => onChange({ ...v, [row]: col });
      if (phone)
        return group(
          <div className="pk-sv-matrix-list" data-testid="matrix-list">
            {q.options.map((o) => (
              <fieldset key={o.id} className="pk-sv-matrix-row">
                <legend>{text(o.label)}</legend>
                <Radio.Group
                  className="pk-sv-options"
                  name={`${id}-${o.id}`}
                  value={v[o.id]}
                  onChange={(e) => set(o.id, e.target.value as string)}
                  options={q.choices.map((c) => ({ value: c.id, label: text(c.label) }))}
                />
              </fieldset>
            ))}
          </div>,
        );
      return group(
        <table className="pk-sv-matrix" data-testid="matrix-table">
          <thead>
            <tr>
              <td />
              {q.choices.map((c) => (
                <th key={c.id} scope="col">
                  {text(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.options.map((o) => {
              const rowId = `${id}-row-${o.id}`;
              return (
                <tr key={o.id}>
                  <th scope="row" id={rowId}>
                    {text(o.label)}
                  </th>
                  {q.choices.map((c) => (
                    <td key={c.id}>
                      <input
                        type="radio"
                        className="pk-sv-radio"
                        name={`${id}-${o.id}`}
                        value={c.id}
                        checked={v[o.id] === c.id}
                        aria-label={`${text(o.label)}: ${text(c.label)}`}
                        onChange={() => set(o.id, c.id)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>,
      );
    }
  }
}
