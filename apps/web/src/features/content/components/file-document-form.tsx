import { useMemo, type ReactNode } from 'react';
import { Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { FormActions, TranslatedFields } from '../../../shared/admin/translated-fields.tsx';
import { documentsResource, facilitationGuidesResource } from '../api/documents.ts';
import { Field, FormFields, GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import { useContractForm, type ContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSaveForm } from '../../../shared/forms/use-save-form.ts';

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

/**
 * The fields both forms share: names and descriptions in three languages side by side, the collection's own
 * field (`extra`), and the one file (uploaded first through `POST /api/files`).
 */
function FileDocumentFields({
  item,
  kind,
  contract,
  pending,
  extra,
  onCancel,
}: {
  item: Item | null;
  kind: 'guide' | 'document';
  contract: ContractForm;
  pending: boolean;
  extra: ReactNode;
  onCancel: () => void;
}) {
  const initial = useMemo(() => initialValues(item), [item]);
  return (
    <Form {...contract.formProps} initialValues={initial} requiredMark disabled={pending}>
      <FormFields labels={contract.labels} rules={contract.rules}>
        <TranslatedFields fields={TRANSLATED} />
        <Row gutter={16}>
          {extra}
          <Col xs={24}>
            <Field name="file" required>
              <UploadField kind={kind} />
            </Field>
          </Col>
        </Row>
        <FormActions onCancel={onCancel} pending={pending} />
      </FormFields>
    </Form>
  );
}

/** The create/edit form of a facilitation guide (its language; a duplicate name lands on that language's field). */
export function FacilitationGuideForm({ item, onSaved, onCancel }: CollectionFormProps<TFacilitationGuide>) {
  const { t } = useTranslation('documents');
  const { save, saving: pending } = useSaveForm({
    resource: facilitationGuidesResource,
    id: item?._id,
    onSaved,
  });
  const labels = useFieldLabels('documents', GUIDE_FIELDS);
  const contract = useContractForm<TFacilitationGuideWrite>({
    schema: ZFacilitationGuideWrite,
    labels,
    toInput: guideInput,
    name: 'facilitationGuide',
    onSubmit: (body, { showServerError }) => save(body, showServerError),
  });
  return (
    <FileDocumentFields
      item={item}
      kind="guide"
      contract={contract}
      pending={pending}
      onCancel={onCancel}
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
export function DocumentForm({ item, onSaved, onCancel }: CollectionFormProps<TDocument>) {
  const { save, saving: pending } = useSaveForm({ resource: documentsResource, id: item?._id, onSaved });
  const labels = useFieldLabels('documents', DOCUMENT_FIELDS);
  const contract = useContractForm<TDocumentWrite>({
    schema: ZDocumentWrite,
    labels,
    toInput: documentInput,
    name: 'document',
    onSubmit: (body, { showServerError }) => save(body, showServerError),
  });
  return (
    <FileDocumentFields
      item={item}
      kind="document"
      contract={contract}
      pending={pending}
      onCancel={onCancel}
      extra={
        <Col xs={24}>
          <Field name="isGuide" valuePropName="checked">
            <Switch />
          </Field>
        </Col>
      }
    />
  );
}
