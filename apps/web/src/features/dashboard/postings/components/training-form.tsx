import { useMemo } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import { REQUESTED_FILES_MAX, type TTrainingWrite } from '@praktika/contracts/opportunities';
import { FormActions } from '../../../../shared/admin/translated-fields.tsx';
import type { CollectionFormProps } from '../../../../shared/admin/collection-admin-page.tsx';
import { trainingsResource, type TTrainingItem } from '../../../../shared/api/opportunities.ts';
import {
  CatalogueField,
  Field,
  FormFields,
  GridField,
  useFieldLabels,
} from '../../../../shared/forms/form-fields.tsx';
import { RichTextEditor } from '../../../../shared/forms/rich-text-editor.tsx';
import { useContractForm } from '../../../../shared/forms/use-contract-form.ts';
import { useSession } from '../../../../shared/lib/session.ts';
import {
  DATE_INPUT_FORMATS,
  keepEnterInPickers,
  deadlineDisabled,
  deadlineLimit,
  TRAINING_FIELDS,
  trainingInput,
  trainingSchema,
  trainingValues,
  type Values,
} from '../lib/posting-form.ts';
import { BusinessSelect, ClosedNotice, LanguageSelect, RequestedFilesSelect } from './posting-fields.tsx';
import '../../../../shared/i18n/postings-texts.ts';

const ADMIN_REQUIRED = ['business'] as const;
const NONE: readonly string[] = [];

const datePicker = (
  <DatePicker format={DATE_INPUT_FORMATS} placeholder="DD/MM/YYYY" style={{ width: '100%' }} />
);

/**
 * The create/edit form of a training (POST/PUT /api/trainings) on the contract `ZTrainingWrite`: name, rich-text
 * description, deadline (pushed at most two weeks on an edit), start and end dates (start not after end), spots,
 * categories, skills, municipality, language and the files applicants upload. Admins choose the organisation.
 */
export function TrainingForm({ item, onSaved, onCancel }: CollectionFormProps<TTrainingItem>) {
  const { t } = useTranslation(['postings', 'common']);
  const isAdmin = useSession()?.role === 'admin';
  const create = trainingsResource.useCreate();
  const update = trainingsResource.useUpdate();
  const labels = useFieldLabels('postings', TRAINING_FIELDS);
  const schema = useMemo(() => trainingSchema(item), [item]);
  const toInput = useMemo(() => (v: Values) => trainingInput(v, isAdmin), [isAdmin]);
  const closed = !!item && !item.recruitmentOpen;
  const contract = useContractForm<TTrainingWrite>({
    schema,
    labels,
    toInput,
    alsoRequired: isAdmin ? ADMIN_REQUIRED : NONE,
    name: 'training',
    onSubmit: (body, { showServerError }) => {
      if (item) update.mutate({ id: item._id, body }, { onSuccess: onSaved, onError: showServerError });
      else create.mutate(body, { onSuccess: onSaved, onError: showServerError });
    },
  });
  const initial = useMemo(() => trainingValues(item), [item]);
  const pending = create.isPending || update.isPending;
  const limit = deadlineLimit(item);

  return (
    <Form
      {...contract.formProps}
      initialValues={initial}
      requiredMark
      disabled={pending || closed}
      onKeyDown={keepEnterInPickers}
    >
      <FormFields labels={contract.labels} rules={contract.rules}>
        <Row gutter={16}>
          {isAdmin && (
            <GridField name="business" extra={t('postings:form.businessHint')}>
              <BusinessSelect current={item?.business} />
            </GridField>
          )}
          <Col xs={24}>
            <Field name="name">
              <Input maxLength={200} />
            </Field>
          </Col>
          <Col xs={24}>
            <Field name="description">
              <RichTextEditor aria-label={contract.labels.description} />
            </Field>
          </Col>
          <GridField
            name="deadline"
            extra={limit ? t('postings:form.deadlineLimit', { date: displayDate(limit) }) : undefined}
          >
            <DatePicker
              format={DATE_INPUT_FORMATS}
              placeholder="DD/MM/YYYY"
              style={{ width: '100%' }}
              disabledDate={(d) => deadlineDisabled(d.format('YYYY-MM-DD'), item)}
            />
          </GridField>
          <GridField name="spots">
            <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
          </GridField>
          <GridField name="startDate" dependencies={['endDate']}>
            {datePicker}
          </GridField>
          <GridField name="endDate" dependencies={['startDate']}>
            {datePicker}
          </GridField>
          <CatalogueField name="categories" collection="categories" multiple />
          <CatalogueField name="skills" collection="skills" multiple />
          <CatalogueField name="municipality" collection="municipalities" />
          <GridField name="language">
            <LanguageSelect />
          </GridField>
          <Col xs={24}>
            <Field name="files" extra={t('postings:form.filesHint', { max: REQUESTED_FILES_MAX })}>
              <RequestedFilesSelect />
            </Field>
          </Col>
        </Row>
        {closed ? <ClosedNotice onClose={onCancel} /> : <FormActions onCancel={onCancel} pending={pending} />}
      </FormFields>
    </Form>
  );
}
