import { useMemo } from 'react';
import { Checkbox, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  catalogueExtraFields,
  catalogueWriteSchema,
  INSTITUTION_TYPES,
  type CatalogueDef,
  type TCatalogueItem,
  type TCataloguePath,
  type TCatalogueWrite,
} from '@praktika/contracts/catalogues';
import { catalogueResource } from '../../../shared/api/catalogues.ts';
import { CatalogueField, GridField, WideField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import { LANGUAGE_ORDER, TranslatedFields } from '../../../shared/admin/translated-fields.tsx';

const TEXT_FIELDS = LANGUAGE_ORDER.flatMap((l) => [`${l}Name`, `${l}Description`] as const);
const ALL_FIELDS = [...TEXT_FIELDS, 'category', 'hasUniqueIdentifier', 'type', 'municipality'] as const;
type TFormField = (typeof ALL_FIELDS)[number];

type Values = Record<string, unknown>;

/** Form values -> the collection's write body: the six texts and only its own extras. */
function toBody(def: CatalogueDef) {
  const extras = catalogueExtraFields(def);
  return (v: Values): Values => {
    const body: Values = {};
    for (const f of TEXT_FIELDS) body[f] = typeof v[f] === 'string' ? v[f] : '';
    for (const f of extras) {
      if (f === 'hasUniqueIdentifier') body[f] = v[f] === true;
      else if (v[f] !== undefined && v[f] !== null && v[f] !== '') body[f] = v[f];
    }
    return body;
  };
}

/** Form values of an item being edited. */
function initialValues(def: CatalogueDef, item: TCatalogueItem | null): Values {
  if (!item)
    return catalogueExtraFields(def).includes('hasUniqueIdentifier') ? { hasUniqueIdentifier: false } : {};
  const values: Values = {};
  for (const f of TEXT_FIELDS) values[f] = item[f];
  for (const f of catalogueExtraFields(def)) values[f] = item[f] ?? undefined;
  return values;
}

const TRANSLATED = [{ suffix: 'Name' }, { suffix: 'Description', multiline: true }] as const;

/**
 * Create or edit one catalogue item (inside the collection page's dialog): the six name/description fields and
 * the collection's extras, checked with `catalogueWriteSchema(def)`; a duplicate (`*_EXISTS`) shows on the name
 * fields the API names.
 */
export function CatalogueForm({
  def,
  item,
  onSaved,
  onCancel,
}: CollectionFormProps<TCatalogueItem> & { def: CatalogueDef }) {
  const { t } = useTranslation(['admin', 'common']);
  const resource = catalogueResource(def.path as TCataloguePath);

  const own = useMemo(() => new Set<string>(catalogueExtraFields(def)), [def]);
  const allLabels = useFieldLabels('admin', ALL_FIELDS);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(allLabels).filter(([f]) => TEXT_FIELDS.includes(f as never) || own.has(f)),
      ) as Partial<Record<TFormField, string>> as Record<string, string>,
    [allLabels, own],
  );
  const schema = useMemo(() => catalogueWriteSchema(def), [def]);
  const toInput = useMemo(() => toBody(def), [def]);

  const { contract, saving: pending } = useCollectionForm<TCatalogueItem, TCatalogueWrite>({
    resource,
    id: item?._id,
    onSaved,
    schema,
    labels,
    toInput,
    name: `catalogue-${def.path}`,
  });
  const initial = useMemo(() => initialValues(def, item), [def, item]);

  return (
    <CollectionFormFrame contract={contract} initialValues={initial} pending={pending} onCancel={onCancel}>
      <TranslatedFields fields={TRANSLATED} />
      {own.size > 0 && (
        <Row gutter={16}>
          {own.has('category') && <CatalogueField name="category" collection="categories" required />}
          {own.has('type') && (
            <GridField name="type" required>
              <Select
                allowClear
                options={INSTITUTION_TYPES.map((v) => ({
                  value: v,
                  label: t(`admin:institutionTypes.${v}`),
                }))}
              />
            </GridField>
          )}
          {own.has('municipality') && (
            <CatalogueField name="municipality" collection="municipalities" required />
          )}
          {own.has('hasUniqueIdentifier') && (
            <WideField name="hasUniqueIdentifier" label={null} valuePropName="checked">
              <Checkbox>{contract.labels.hasUniqueIdentifier}</Checkbox>
            </WideField>
          )}
        </Row>
      )}
    </CollectionFormFrame>
  );
}
