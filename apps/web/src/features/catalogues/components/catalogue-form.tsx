import { useMemo } from 'react';
import { Checkbox, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAME_MAX,
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
const ALL_FIELDS = [
  ...TEXT_FIELDS,
  'srCyrlName',
  'category',
  'hasUniqueIdentifier',
  'allowsFreeMail',
  'type',
  'municipality',
] as const;
type TFormField = (typeof ALL_FIELDS)[number];

type Values = Record<string, unknown>;

/** Form values -> the collection's write body: the six texts and only its own extras. */
function toBody(def: CatalogueDef) {
  const extras = catalogueExtraFields(def);
  return (v: Values): Values => {
    const body: Values = {};
    for (const f of TEXT_FIELDS) body[f] = typeof v[f] === 'string' ? v[f] : '';
    // always sent: emptied, the override is cleared
    body.srCyrlName = typeof v.srCyrlName === 'string' ? v.srCyrlName : '';
    for (const f of extras) {
      if (f === 'hasUniqueIdentifier' || f === 'allowsFreeMail') body[f] = v[f] === true;
      else if (v[f] !== undefined && v[f] !== null && v[f] !== '') body[f] = v[f];
    }
    return body;
  };
}

/** Form values of an item being edited. */
function initialValues(def: CatalogueDef, item: TCatalogueItem | null): Values {
  if (!item) {
    const own = catalogueExtraFields(def);
    return {
      ...(own.includes('hasUniqueIdentifier') ? { hasUniqueIdentifier: false } : {}),
      ...(own.includes('allowsFreeMail') ? { allowsFreeMail: false } : {}),
    };
  }
  const values: Values = {};
  for (const f of TEXT_FIELDS) values[f] = item[f];
  values.srCyrlName = item.srCyrlName ?? '';
  for (const f of catalogueExtraFields(def)) values[f] = item[f] ?? undefined;
  return values;
}

const TRANSLATED = [{ suffix: 'Name' }, { suffix: 'Description', multiline: true }] as const;

/**
 * Create or edit one catalogue item (inside the collection page's dialog): the six name/description fields, the
 * optional Serbian name in Cyrillic and the collection's extras, checked with `catalogueWriteSchema(def)`; a duplicate (`*_EXISTS`) shows on the name
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
        Object.entries(allLabels).filter(
          ([f]) => TEXT_FIELDS.includes(f as never) || f === 'srCyrlName' || own.has(f),
        ),
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
      <Row gutter={16}>
        {/* the Serbian name in Cyrillic where transliterating srName reads badly (issue 22 §1) */}
        <GridField name="srCyrlName" extra={t('admin:catalogue.srCyrlNameHelp')}>
          <Input lang="sr-Cyrl" maxLength={CATALOGUE_NAME_MAX} />
        </GridField>
      </Row>
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
          {own.has('allowsFreeMail') && (
            <WideField name="allowsFreeMail" label={null} valuePropName="checked">
              <Checkbox>{contract.labels.allowsFreeMail}</Checkbox>
            </WideField>
          )}
        </Row>
      )}
    </CollectionFormFrame>
  );
}
