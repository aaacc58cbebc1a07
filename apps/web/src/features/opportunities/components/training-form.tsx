import { useMemo } from 'react';
import { DatePicker } from 'antd';
import type { TTrainingWrite } from '@praktika/contracts/opportunities';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { trainingsResource, type TTrainingItem } from '../api/opportunities.ts';
import { GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSaveForm } from '../../../shared/forms/use-save-form.ts';
import { useSession } from '../../../shared/lib/session.ts';
import {
  DATE_INPUT_FORMATS,
  TRAINING_FIELDS,
  trainingInput,
  trainingSchema,
  trainingValues,
  type Values,
} from '../lib/posting-form.ts';
import { PostingForm, PostingHeadFields, PostingMatchFields } from './posting-fields.tsx';

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
  const isAdmin = useSession()?.role === 'admin';
  const { save, saving: pending } = useSaveForm({ resource: trainingsResource, id: item?._id, onSaved });
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
    onSubmit: (body, { showServerError }) => save(body, showServerError),
  });
  const initial = useMemo(() => trainingValues(item), [item]);

  return (
    <PostingForm
      contract={contract}
      initialValues={initial}
      pending={pending}
      closed={closed}
      onCancel={onCancel}
    >
      <PostingHeadFields
        item={item ?? null}
        names={{ title: 'name', body: 'description', spots: 'spots' }}
        bodyLabel={contract.labels.description}
      />
      <GridField name="startDate" dependencies={['endDate']}>
        {datePicker}
      </GridField>
      <GridField name="endDate" dependencies={['startDate']}>
        {datePicker}
      </GridField>
      <PostingMatchFields />
    </PostingForm>
  );
}
