import { useMemo } from 'react';
import { Col, Form, Input, Radio, Row, Select, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@praktika/contracts/common';
import type { TFile } from '@praktika/contracts/files';
import {
  ZResourceWrite,
  type TResource,
  type TResourceSummary,
  type TResourceWrite,
} from '@praktika/contracts/resources';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import { TranslatedFields } from '../../../shared/admin/translated-fields.tsx';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { resourcesResource, useResourceDetail } from '../api/resources.ts';
import {
  CatalogueField,
  Field,
  GridField,
  WideField,
  useFieldLabels,
} from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';

const FIELDS = [
  'sqName',
  'sqDescription',
  'srName',
  'srDescription',
  'enName',
  'enDescription',
  'category',
  'subcategory',
  'tags',
  'language',
  'isGuide',
  'link',
  'file',
] as const;
const TEXTS = ['sqName', 'sqDescription', 'srName', 'srDescription', 'enName', 'enDescription'] as const;
const TRANSLATED = [{ suffix: 'Name' }, { suffix: 'Description', multiline: true }] as const;
const LINK_OR_FILE = ['link', 'file'] as const;

type Source = 'link' | 'file';
type Values = Record<string, unknown>;

/** Form values -> the write body: the link or the file, as the radio says (the other one null). */
function toInput(v: Values): Values {
  const source: Source = v.source === 'file' ? 'file' : 'link';
  const file = v.file as TFile | null | undefined;
  const body: Values = {};
  for (const f of TEXTS) body[f] = typeof v[f] === 'string' ? v[f] : '';
  return {
    ...body,
    category: v.category ?? '',
    subcategory: v.subcategory ?? null,
    tags: Array.isArray(v.tags) ? v.tags : [],
    language: v.language ?? '',
    isGuide: v.isGuide === true,
    link: source === 'link' ? (typeof v.link === 'string' && v.link.trim() ? v.link.trim() : null) : null,
    file: source === 'file' ? (file?._id ?? null) : null,
  };
}

function initialValues(item: TResource | null): Values {
  if (!item) return { source: 'link', isGuide: false, tags: [] };
  const values: Values = {};
  for (const f of TEXTS) values[f] = item[f];
  return {
    ...values,
    category: item.category,
    subcategory: item.subcategory ?? undefined,
    tags: item.tags,
    language: item.language,
    isGuide: item.isGuide,
    source: item.kind,
    link: item.link ?? undefined,
    file: item.file,
  };
}

/** The create/edit form of one resource; editing first reads it whole (the list has no link or file). */
export function ResourceForm({ item, onSaved, onCancel }: CollectionFormProps<TResourceSummary>) {
  const detail = useResourceDetail(item?._id);
  if (!item) return <ResourceFields item={null} onSaved={onSaved} onCancel={onCancel} />;
  if (detail.isError) return <ListError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin />;
  return <ResourceFields item={detail.data} onSaved={onSaved} onCancel={onCancel} />;
}

function ResourceFields({
  item,
  onSaved,
  onCancel,
}: {
  item: TResource | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['resources', 'admin', 'common']);
  const labels = useFieldLabels('resources', FIELDS);
  const { contract, saving: pending } = useCollectionForm<TResourceSummary, TResourceWrite>({
    resource: resourcesResource,
    id: item?._id,
    onSaved,
    schema: ZResourceWrite,
    labels,
    toInput,
    alsoRequired: LINK_OR_FILE,
    name: 'resource',
  });
  const initial = useMemo(() => initialValues(item), [item]);
  const category = Form.useWatch('category', contract.form) as string | undefined;
  const source = (Form.useWatch('source', contract.form) as Source | undefined) ?? initial.source;

  return (
    <CollectionFormFrame
      contract={contract}
      initialValues={initial}
      pending={pending}
      onCancel={onCancel}
      onValuesChange={(changed: Values) => {
        // a subcategory belongs to its category; another category clears it
        if ('category' in changed) contract.form.setFieldValue('subcategory', undefined);
        // the other half of link-or-file is not sent: its error goes too
        if ('source' in changed) contract.form.setFields(LINK_OR_FILE.map((name) => ({ name, errors: [] })));
      }}
    >
      <TranslatedFields fields={TRANSLATED} />
      <Row gutter={16}>
        <CatalogueField name="category" collection="categories" required />
        <GridField name="subcategory">
          <CatalogueSelect collection="subcategories" category={category ?? null} disabled={!category} />
        </GridField>
        <CatalogueField name="tags" collection="tags" multiple />
        <GridField name="language" required>
          <Select
            allowClear
            options={LANGUAGES.map((l) => ({ value: l, label: t(`resources:languages.${l}`) }))}
          />
        </GridField>
        <WideField name="isGuide" valuePropName="checked">
          <Switch />
        </WideField>
        <Col xs={24}>
          <Form.Item name="source" label={t('resources:fields.source')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'link', label: t('resources:source.link') },
                { value: 'file', label: t('resources:source.file') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          {source === 'file' ? (
            <Field name="file" required>
              <UploadField kind="resourceFile" />
            </Field>
          ) : (
            <Field name="link" required>
              <Input type="url" inputMode="url" placeholder="https://" />
            </Field>
          )}
        </Col>
      </Row>
    </CollectionFormFrame>
  );
}
