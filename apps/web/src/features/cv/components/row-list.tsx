import type { ReactNode } from 'react';
import { Button, Form, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isRowFilled, ROW_FIELDS, type RowList } from '../lib/cv-form.ts';
import { CvSection } from './cv-section.tsx';

/** The most rows a list takes (the contract's limit). */
export const MAX_ROWS = 20;

export interface RowListProps {
  list: RowList;
  /** The form's name: field ids are `<form>_<list>_<row>_<field>`. */
  formName: string;
  /** A new row's starting values. */
  newRow: () => Record<string, unknown>;
  /** The fields of one row (`row` is antd's row name inside the Form.List). */
  renderRow: (row: number, index: number) => ReactNode;
  /** Kosovo's id among the countries (education rows in Kosovo need a municipality to be filled). */
  kosovoId?: string | null;
}

/**
 * A list of CV rows (education, experience, languages): each row a fieldset with its number and a remove
 * button; "Add" stays disabled, with the reason beside it, until the last row is filled (the spec's "rows
 * filled before another is added"). The list's own error (`atLeastOne`) shows under it, and the add button
 * carries the list's id, so a failed save focuses it.
 */
export function RowListSection({ list, formName, newRow, renderRow, kosovoId }: RowListProps) {
  const { t } = useTranslation('resume');
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(list, form) ?? []) as unknown[];
  const last = rows[rows.length - 1];
  const full = rows.length >= MAX_ROWS;
  const lastOpen = rows.length > 0 && !isRowFilled(list, last, kosovoId);
  const blocked = full || lastOpen;
  const hintId = `${formName}_${list}_add_hint`;
  const firstField = ROW_FIELDS[list][0];

  return (
    <CvSection id={list} title={t(`${list}.title`)} lead={t(`${list}.lead`)}>
      <Form.List name={list}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <fieldset key={field.key} className="pk-cv-row" data-testid={`${list}-row`}>
                <legend>{t(`${list}.row`, { n: index + 1 })}</legend>
                <Row gutter={16}>{renderRow(field.name, index)}</Row>
                <div className="pk-cv-row-actions">
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                    aria-label={t(`${list}.remove`, { n: index + 1 })}
                  >
                    {t('rows.remove')}
                  </Button>
                </div>
              </fieldset>
            ))}
            <Form.ErrorList errors={errors} className="pk-cv-list-error" />
            <div className="pk-cv-add">
              <Button
                id={`${formName}_${list}`}
                icon={<PlusOutlined aria-hidden />}
                disabled={blocked}
                aria-describedby={blocked ? hintId : undefined}
                onClick={() => {
                  add(newRow());
                  const id = `${formName}_${list}_${rows.length}_${firstField}`;
                  // the new row's first control, once it is rendered
                  setTimeout(() => document.getElementById(id)?.focus(), 0);
                }}
              >
                {t(`${list}.add`)}
              </Button>
              {blocked && (
                <span id={hintId} className="pk-muted pk-cv-add-hint">
                  {full ? t('rows.full', { max: MAX_ROWS }) : t('rows.fillFirst')}
                </span>
              )}
            </div>
          </>
        )}
      </Form.List>
    </CvSection>
  );
}
