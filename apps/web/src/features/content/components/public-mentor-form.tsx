import { useMemo } from 'react';
import { Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFile } from '@praktika/contracts/files';
import {
  PUBLIC_MENTOR_POSITION_MAX,
  ZPublicMentorWrite,
  type TPublicMentor,
  type TPublicMentorWrite,
} from '@praktika/contracts/public-mentors';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import { TranslatedFields } from '../../../shared/admin/translated-fields.tsx';
import { publicMentorsResource } from '../api/public-mentors.ts';
import { GridField, WideField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';

const TEXTS = ['sqRole', 'sqBio', 'srRole', 'srBio', 'enRole', 'enBio'] as const;
const FIELDS = ['name', 'organisation', ...TEXTS, 'linkedin', 'website', 'position', 'photo'] as const;
const TRANSLATED = [{ suffix: 'Role' }, { suffix: 'Bio', multiline: true }] as const;

type Values = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** An optional link: empty means none (null). */
const link = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Form values -> the write body (PUT replaces every field, so all are sent). */
function toInput(v: Values): Values {
  const body: Values = {};
  for (const f of TEXTS) body[f] = text(v[f]);
  return {
    ...body,
    name: text(v.name),
    organisation: text(v.organisation),
    linkedin: link(v.linkedin),
    website: link(v.website),
    photo: (v.photo as TFile | null | undefined)?._id ?? null,
    position: v.position === null || v.position === undefined || v.position === '' ? 0 : v.position,
  };
}

function initialValues(item: TPublicMentor | null): Values {
  if (!item) return { position: 0, photo: null };
  const values: Values = {};
  for (const f of TEXTS) values[f] = item[f];
  return {
    ...values,
    name: item.name,
    organisation: item.organisation,
    linkedin: item.linkedin ?? '',
    website: item.website ?? '',
    photo: item.photo,
    position: item.position,
  };
}

/** The create/edit form of a mentor shown on the mentorship page. */
export function PublicMentorForm({ item, onSaved, onCancel }: CollectionFormProps<TPublicMentor>) {
  const { t } = useTranslation('publicMentors');
  const labels = useFieldLabels('publicMentors', FIELDS);
  const { contract, saving: pending } = useCollectionForm<TPublicMentor, TPublicMentorWrite>({
    resource: publicMentorsResource,
    id: item?._id,
    onSaved,
    schema: ZPublicMentorWrite,
    labels,
    toInput,
    name: 'publicMentor',
  });
  const initial = useMemo(() => initialValues(item), [item]);

  return (
    <CollectionFormFrame contract={contract} initialValues={initial} pending={pending} onCancel={onCancel}>
      <Row gutter={16}>
        <GridField name="name" required>
          <Input autoComplete="off" />
        </GridField>
        <GridField name="organisation">
          <Input autoComplete="off" />
        </GridField>
      </Row>
      <TranslatedFields fields={TRANSLATED} />
      <Row gutter={16}>
        <GridField name="linkedin">
          <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" />
        </GridField>
        <GridField name="website">
          <Input type="url" inputMode="url" placeholder="https://" />
        </GridField>
        <GridField name="position" extra={t('publicMentors:hints.position')}>
          <InputNumber min={0} max={PUBLIC_MENTOR_POSITION_MAX} precision={0} style={{ width: '100%' }} />
        </GridField>
        <WideField name="photo" extra={t('publicMentors:hints.photo')}>
          <UploadField kind="publicMentorPhoto" />
        </WideField>
      </Row>
    </CollectionFormFrame>
  );
}
