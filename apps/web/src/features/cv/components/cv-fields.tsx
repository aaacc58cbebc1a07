import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Checkbox, Col, DatePicker, Form, type FormItemProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueMessage, type Translate } from '../../../shared/lib/form-errors.ts';
import {
  cvIssues,
  DATE_FORMAT,
  DATE_INPUT_FORMATS,
  fieldPath,
  type CvValues,
  type IssuePath,
  type PathIssue,
} from '../lib/cv-form.ts';

/** The label of a CV field: `resume:fields.<name>`, or `resume:<list>.fields.<name>` inside a row. */
export function cvLabel(t: Translate, path: IssuePath): string {
  const [top, , field] = path;
  return path.length >= 3
    ? t(`resume:${String(top)}.fields.${String(field)}`)
    : t(`resume:fields.${String(top)}`);
}

/** The translated message of one issue, named after its field. */
export function cvMessage(t: Translate, issue: PathIssue): string {
  const key = issue.path.join('.');
  return issueMessage(issue.code, key, { [key]: cvLabel(t, issue.path) }, t, issue);
}

interface CvFieldsValue {
  /** The antd rules of a field at its full path (the whole CV is checked, so row rules work too). */
  rules: (path: IssuePath, required?: boolean) => FormRule[];
}

const CvFieldsContext = createContext<CvFieldsValue>({ rules: () => [] });

/** Gives the CV's fields their rules, from the contract (`cvIssues`). */
export function CvFields({ kosovoId, children }: { kosovoId: string | null; children: ReactNode }) {
  const { t } = useTranslation(['resume', 'validation']);
  const value = useMemo<CvFieldsValue>(
    () => ({
      rules: (path, required = false) => [
        (form) => ({
          required,
          validator: async () => {
            const values = form.getFieldsValue(true) as CvValues;
            const key = path.join('.');
            const issue = cvIssues(values, kosovoId).find((i) => fieldPath(i.path, values).join('.') === key);
            if (issue) throw new Error(cvMessage(t, issue));
          },
        }),
      ],
    }),
    [t, kosovoId],
  );
  return <CvFieldsContext.Provider value={value}>{children}</CvFieldsContext.Provider>;
}

export type CvItemProps = Omit<FormItemProps, 'name' | 'label' | 'rules'> & {
  /** The full path (`['education', 0, 'country']`); inside a Form.List, `name` is the row-relative part. */
  path: IssuePath;
  /** The name antd binds (defaults to `path`); a Form.List row passes `[row, field]`. */
  name?: IssuePath;
  required?: boolean;
  /** Half width from md up (the default), or the whole row. */
  wide?: boolean;
  children: ReactNode;
};

/** One CV field in the grid: label and rules by its path; full width on phones. */
export function CvItem({ path, name, required, wide, children, ...item }: CvItemProps) {
  const { t } = useTranslation('resume');
  const { rules } = useContext(CvFieldsContext);
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item name={name ?? path} label={cvLabel(t, path)} rules={rules(path, required)} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}

interface CvPeriodProps {
  list: 'education' | 'experience';
  row: number;
  /** The row's "still going" box (`<list>.fields.<ongoing>` is its text). */
  ongoing: 'currentlyStudying' | 'currentlyWorking';
  /** Whether the box is ticked: then there is no end date. */
  isOngoing: boolean;
}

/** A row's period: the "still going" box, the start date and, unless still going, the end date (each re-checks the other). */
export function CvPeriod({ list, row, ongoing, isOngoing }: CvPeriodProps) {
  const { t } = useTranslation('resume');
  const start = [list, row, 'startDate'];
  const end = [list, row, 'endDate'];
  return (
    <>
      <Col xs={24}>
        <Form.Item name={[row, ongoing]} valuePropName="checked">
          <Checkbox>{t(`${list}.fields.${ongoing}`)}</Checkbox>
        </Form.Item>
      </Col>
      <CvItem path={start} name={[row, 'startDate']} required dependencies={[end]}>
        <DatePicker format={DATE_INPUT_FORMATS} placeholder={DATE_FORMAT} style={{ width: '100%' }} />
      </CvItem>
      {!isOngoing && (
        <CvItem path={end} name={[row, 'endDate']} required dependencies={[start]}>
          <DatePicker format={DATE_INPUT_FORMATS} placeholder={DATE_FORMAT} style={{ width: '100%' }} />
        </CvItem>
      )}
    </>
  );
}
