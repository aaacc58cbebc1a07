import { type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  type SelectProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import { OPPORTUNITY_LANGUAGES, REQUESTED_FILES_MAX, type TJob } from '@praktika/contracts/opportunities';
import { greyOutDays } from '../../../shared/forms/date-cells.tsx';
import { FormActions } from '../../../shared/admin/translated-fields.tsx';
import { CatalogueField, Field, FormFields, GridField } from '../../../shared/forms/form-fields.tsx';
import type { ContractForm } from '../../../shared/forms/use-contract-form.ts';
import { RichTextEditor } from '../../../shared/forms/rich-text-editor.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { BusinessSelect } from '../../../entities/people/business-select.tsx';
import {
  DATE_INPUT_FORMATS,
  deadlineDisabled,
  deadlineLimit,
  keepEnterInPickers,
  type Values,
} from '../lib/posting-form.ts';

/** The opportunity's language: Albanian, Serbian or English. */
export function LanguageSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { t } = useTranslation('postings');
  return (
    <Select<string>
      {...props}
      options={OPPORTUNITY_LANGUAGES.map((l) => ({ value: l, label: t(`postings:languages.${l}`) }))}
    />
  );
}

/**
 * The files a posting asks applicants for: names typed and added with Enter (at most REQUESTED_FILES_MAX, e.g.
 * "Motivation letter").
 */
export function RequestedFilesSelect(props: Omit<SelectProps<string[]>, 'options' | 'mode'>) {
  return (
    <Select<string[]>
      {...props}
      mode="tags"
      maxCount={REQUESTED_FILES_MAX}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
    />
  );
}

/** Shown instead of the Save button when recruitment has closed: why the posting cannot be edited any more. */
export function ClosedNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['postings', 'common']);
  return (
    <>
      <Alert type="info" showIcon title={t('postings:form.closed')} className="pk-postings-closed" />
      <div className="pk-admin-form-actions">
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </div>
    </>
  );
}

/** The posting being edited as the shared fields need it (null: a new one). */
type Edited =
  (Pick<TJob, 'originalDeadline'> & { business?: { _id: string; businessName: string } | null }) | null;

/**
 * The fields both posting forms open with, under each shape's own names: the organisation (admins only), the title,
 * the rich-text body, the deadline (an edit shows the latest day allowed and the picker stops there) and the spots.
 */
export function PostingHeadFields({
  item,
  names,
  bodyLabel,
}: {
  item: Edited;
  names: { title: string; body: string; spots: string };
  bodyLabel: string | undefined;
}) {
  const { t } = useTranslation('postings');
  const isAdmin = useSession()?.role === 'admin';
  const limit = deadlineLimit(item);
  return (
    <>
      {isAdmin && (
        <GridField name="business" extra={t('postings:form.businessHint')}>
          <BusinessSelect current={item?.business} />
        </GridField>
      )}
      <Col xs={24}>
        <Field name={names.title}>
          <Input maxLength={200} />
        </Field>
      </Col>
      <Col xs={24}>
        <Field name={names.body}>
          <RichTextEditor aria-label={bodyLabel} />
        </Field>
      </Col>
      <GridField
        name="deadline"
        extra={limit ? t('postings:form.deadlineLimit', { date: displayDate(limit) }) : undefined}
      >
        {/* No disabledDate: antd empties a typed disabled day, and the form would then say "enter a valid date"
            instead of why the day cannot be the deadline. Days outside the rules are greyed, and the form's own
            rules say "cannot be in the past" or "two weeks at most". */}
        <DatePicker
          format={DATE_INPUT_FORMATS}
          placeholder="DD/MM/YYYY"
          style={{ width: '100%' }}
          cellRender={greyOutDays((day) => deadlineDisabled(day, item))}
        />
      </GridField>
      <GridField name={names.spots}>
        <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
      </GridField>
    </>
  );
}

/** Who the posting is for: fields of interest, skills, municipality and language; `between` goes before the files. */
export function PostingMatchFields({ between }: { between?: ReactNode }) {
  const { t } = useTranslation('postings');
  return (
    <>
      <CatalogueField name="categories" collection="categories" multiple />
      <CatalogueField name="skills" collection="skills" multiple />
      <CatalogueField name="municipality" collection="municipalities" />
      <GridField name="language">
        <LanguageSelect />
      </GridField>
      {between}
      <Col xs={24}>
        <Field name="files" extra={t('postings:form.filesHint', { max: REQUESTED_FILES_MAX })}>
          <RequestedFilesSelect />
        </Field>
      </Col>
    </>
  );
}

/**
 * The frame of a posting's create/edit form (internship or training): the contract form with required marks,
 * disabled while saving or once recruitment has closed, its fields in one grid row, then Save/Cancel or, when
 * closed, the reason.
 */
export function PostingForm({
  contract,
  initialValues,
  pending,
  closed,
  onCancel,
  onValuesChange,
  children,
}: {
  contract: ContractForm;
  initialValues: Values;
  pending: boolean;
  closed: boolean;
  onCancel: () => void;
  onValuesChange?: (changed: Values) => void;
  children: ReactNode;
}) {
  return (
    <Form
      {...contract.formProps}
      initialValues={initialValues}
      requiredMark
      disabled={pending || closed}
      onKeyDown={keepEnterInPickers}
      onValuesChange={onValuesChange}
    >
      <FormFields labels={contract.labels} rules={contract.rules}>
        <Row gutter={16}>{children}</Row>
        {closed ? <ClosedNotice onClose={onCancel} /> : <FormActions onCancel={onCancel} pending={pending} />}
      </FormFields>
    </Form>
  );
}
