import { useMemo, useState } from 'react';
import { Col, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_MONTHS, TRAINING_TYPES, type TJobWrite } from '@praktika/contracts/opportunities';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { jobsResource, type TJobItem } from '../api/opportunities.ts';
import { Field, GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSaveForm } from '../../../shared/forms/use-save-form.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { JOB_FIELDS, jobInput, jobSchema, jobValues, type Values } from '../lib/posting-form.ts';
import { PostingForm, PostingHeadFields, PostingMatchFields } from './posting-fields.tsx';

const TRAINING_REQUIRED = ['trainingType', 'trainingLength'] as const;
const ADMIN_REQUIRED = ['business'] as const;

/**
 * The create/edit form of an internship posting (POST/PUT /api/jobs) on the contract `ZJobWrite`: title, rich-text
 * body, deadline (an edit may move it at most two weeks past the first deadline: the limit is shown, the picker
 * stops there and the form refuses a later day), spots, categories, skills, municipality, language, engagement
 * length (3 months by default, or 1), the training it includes (type and length required only then) and the files
 * applicants must upload. Admins choose the organisation. A posting whose recruitment has closed is shown
 * read-only with the reason.
 */
export function JobForm({ item, onSaved, onCancel }: CollectionFormProps<TJobItem>) {
  const { t } = useTranslation(['postings', 'common']);
  const isAdmin = useSession()?.role === 'admin';
  const { save, saving: pending } = useSaveForm({ resource: jobsResource, id: item?._id, onSaved });
  const labels = useFieldLabels('postings', JOB_FIELDS);
  const schema = useMemo(() => jobSchema(item), [item]);
  const toInput = useMemo(() => (v: Values) => jobInput(v, isAdmin), [isAdmin]);
  const closed = !!item && !item.recruitmentOpen;

  // shows the training details (and their required marks) while the switch is on
  const [training, setTraining] = useState(item?.training ?? false);
  const alsoRequired = useMemo(
    () => [...(isAdmin ? ADMIN_REQUIRED : []), ...(training ? TRAINING_REQUIRED : [])],
    [isAdmin, training],
  );
  const contract = useContractForm<TJobWrite>({
    schema,
    labels,
    toInput,
    alsoRequired,
    name: 'job',
    onSubmit: (body, { showServerError }) => save(body, showServerError),
  });
  const initial = useMemo(() => jobValues(item), [item]);

  return (
    <PostingForm
      contract={contract}
      initialValues={initial}
      pending={pending}
      closed={closed}
      onCancel={onCancel}
      onValuesChange={(changed) => {
        if ('training' in changed) setTraining(changed.training === true);
      }}
    >
      <PostingHeadFields
        item={item ?? null}
        names={{ title: 'title', body: 'body', spots: 'availableSpots' }}
        bodyLabel={contract.labels.body}
      />
      <PostingMatchFields
        between={
          <>
            <GridField name="lengthOfEngagement">
              <Radio.Group
                options={[...ENGAGEMENT_MONTHS]
                  .sort((a, b) => b - a)
                  .map((m) => ({ value: m, label: t('postings:months', { count: m }) }))}
              />
            </GridField>
            <GridField name="training" valuePropName="checked">
              <Switch />
            </GridField>
            {training && (
              <>
                <GridField name="trainingType">
                  <Select
                    options={TRAINING_TYPES.map((v) => ({
                      value: v,
                      label: t(`postings:trainingTypes.${v}`),
                    }))}
                  />
                </GridField>
                <GridField name="trainingLength" extra={t('postings:form.trainingLengthHint')}>
                  <InputNumber min={1} max={52} precision={0} style={{ width: '100%' }} />
                </GridField>
                <Col xs={24}>
                  <Field name="trainingDescription">
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
                  </Field>
                </Col>
              </>
            )}
          </>
        }
      />
    </PostingForm>
  );
}
