import { useMemo, type ReactNode } from 'react';
import { Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@praktika/contracts/common';
import {
  ZDocumentWrite,
  ZFacilitationGuideWrite,
  type TDocument,
  type TDocumentWrite,
  type TFacilitationGuide,
  type TFacilitationGuideWrite,
} from '@praktika/contracts/documents';
import type { TFile } from '@praktika/contracts/files';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import { TranslatedFields } from '../../../shared/admin/translated-fields.tsx';
import { documentsResource, facilitationGuidesResource } from '../api/documents.ts';
import { GridField, WideField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import type { SaveResource } from '../../../shared/forms/use-save-form.ts';

const TEXTS = ['sqName', 'sqDescription', 'srName', 'srDescription', 'enName', 'enDescription'] as const;
const GUIDE_FIELDS = [...TEXTS, 'language', 'file'] as const;
const DOCUMENT_FIELDS = [...TEXTS, 'isGuide', 'file'] as const;
const TRANSLATED = [{ suffix: 'Name' }, { suffix: 'Description', multiline: true }] as const;

type Values = Record<string, unknown>;
type Item = TFacilitationGuide | TDocument;

/** The six texts and the file's id, as every write of both collections takes them. */
function commonInput(v: Values): Values {
  const body: Values = {};
  for (const f of TEXTS) body[f] = typeof v[f] === 'string' ? v[f] : '';
  body.file = (v.file as TFile | null | undefined)?._id ?? '';
  return body;
}
const guideInput = (v: Values): Values => ({ ...commonInput(v), language: v.language ?? '' });
const documentInput = (v: Values): Values => ({ ...commonInput(v), isGuide: v.isGuide === true });

function initialValues(item: Item | null): Values {
  if (!item) return { isGuide: false };
  const values: Values = { file: item.file };
  for (const f of TEXTS) values[f] = item[f];
  if ('language' in item) values.language = item.language;
  if ('isGuide' in item) values.isGuide = item.isGuide;
  return values;
}

/** What sets one collection's form apart: its API, contract, fields and write body, and its own field. */
interface FileDocumentSpec<TItem, TWrite> {
  kind: 'guide' | 'document';
  resource: SaveResource<TItem, TWrite>;
  schema: z.ZodType<TWrite, unknown>;
  fields: readonly string[];
  toInput: (v: Values) => Values;
  /** antd form name (field ids `<name>_<field>`). */
  name: string;
  /** The collection's own field. */
  extra: ReactNode;
}

/**
 * The form both collections share: names and descriptions in three languages side by side, the collection's own
 * field (`extra`), and the one file (uploaded first through `POST /api/files`).
 */
function FileDocumentFields<TItem extends Item, TWrite>({
  item,
  onSaved,
  onCancel,
  kind,
  resource,
  schema,
  fields,
  toInput,
  name,
  extra,
}: CollectionFormProps<TItem> & FileDocumentSpec<TItem, TWrite>) {
  const labels = useFieldLabels('documents', fields);
  const { contract, saving: pending } = useCollectionForm({
    resource,
    id: item?._id,
    onSaved,
    schema,
    labels,
    toInput,
    name,
  });
  const initial = useMemo(() => initialValues(item), [item]);
  return (
    <CollectionFormFrame contract={contract} initialValues={initial} pending={pending} onCancel={onCancel}>
      <TranslatedFields fields={TRANSLATED} />
      <Row gutter={16}>
        {extra}
        <WideField name="file" required>
          <UploadField kind={kind} />
        </WideField>
      </Row>
    </CollectionFormFrame>
  );
}

/** The create/edit form of a facilitation guide (its language; a duplicate name lands on that language's field). */
export function FacilitationGuideForm(props: CollectionFormProps<TFacilitationGuide>) {
  const { t } = useTranslation('documents');
  return (
    <FileDocumentFields<TFacilitationGuide, TFacilitationGuideWrite>
      {...props}
      kind="guide"
      resource={facilitationGuidesResource}
      schema={ZFacilitationGuideWrite}
      fields={GUIDE_FIELDS}
      toInput={guideInput}
      name="facilitationGuide"
      extra={
        <GridField name="language" required>
          <Select
            allowClear
            options={LANGUAGES.map((l) => ({ value: l, label: t(`documents:languages.${l}`) }))}
          />
        </GridField>
      }
    />
  );
}

/** The create/edit form of a document (whether it is a guide for organisations). */
export function DocumentForm(props: CollectionFormProps<TDocument>) {
  return (
    <FileDocumentFields<TDocument, TDocumentWrite>
      {...props}
      kind="document"
      resource={documentsResource}
      schema={ZDocumentWrite}
      fields={DOCUMENT_FIELDS}
      toInput={documentInput}
      name="document"
      extra={
        <WideField name="isGuide" valuePropName="checked">
          <Switch />
        </WideField>
      }
    />
  );
}
