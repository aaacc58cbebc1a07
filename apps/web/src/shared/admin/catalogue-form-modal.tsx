import { useMemo } from 'react';
import { Button, Checkbox, Col, Form, Input, Modal, Row, Select } from 'antd';
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
import type { TLanguage } from '@praktika/contracts/common';
import { catalogueResource } from '../api/catalogues.ts';
import { CatalogueField, Field, FormFields, GridField, useFieldLabels } from '../forms/form-fields.tsx';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useToast } from '../ui/toast.ts';
import { catalogueName, useLanguage } from '../ui/catalogue-select.tsx';

/** The six translated fields, Albanian first (the platform's default language). */
const LANGUAGE_ORDER: readonly TLanguage[] = ['sq', 'sr', 'en'];
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

export interface CatalogueFormModalProps {
  def: CatalogueDef;
  /** null: a new item. */
  item: TCatalogueItem | null;
  /** The screen's title (for the dialog heading). */
  title: string;
  onClose: () => void;
}

/**
 * Create or edit one catalogue item: the six name/description fields and the collection's extras, checked
 * with `catalogueWriteSchema(def)`; a duplicate (`*_EXISTS`) shows on the name fields the API names.
 */
export function CatalogueFormModal({ def, item, title, onClose }: CatalogueFormModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const lang = useLanguage();
  const resource = catalogueResource(def.path as TCataloguePath);
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const pending = create.isPending || update.isPending;

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

  const contract = useContractForm<TCatalogueWrite>({
    schema,
    labels,
    toInput,
    name: `catalogue-${def.path}`,
    onSubmit: (body, { showServerError }) => {
      const done = {
        onSuccess: () => {
          toast.success(t(item ? 'admin:catalogue.updated' : 'admin:catalogue.created'));
          onClose();
        },
        onError: showServerError,
      };
      if (item) update.mutate({ id: item._id, body }, done);
      else create.mutate(body, done);
    },
  });
  const initial = useMemo(() => initialValues(def, item), [def, item]);

  return (
    <Modal
      open
      title={
        item
          ? t('admin:catalogue.editTitle', { name: catalogueName(item, lang) })
          : t('admin:catalogue.createTitle', { title })
      }
      onCancel={onClose}
      footer={null}
      width={960}
      maskClosable={!pending}
      destroyOnHidden
    >
      <Form {...contract.formProps} initialValues={initial} requiredMark disabled={pending}>
        <FormFields labels={contract.labels} rules={contract.rules}>
          {/* the three languages side by side on wide screens (sq | sr | en), stacked on phones */}
          <Row gutter={16} className="pk-admin-langs">
            {LANGUAGE_ORDER.map((lang) => (
              <Col key={lang} xs={24} lg={8}>
                <fieldset className="pk-admin-lang" data-lang={lang}>
                  <legend>{t(`admin:catalogue.languages.${lang}`)}</legend>
                  <Field name={`${lang}Name`}>
                    <Input lang={lang === 'sr' ? 'sr-Latn' : lang} />
                  </Field>
                  <Field name={`${lang}Description`}>
                    <Input.TextArea
                      lang={lang === 'sr' ? 'sr-Latn' : lang}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                    />
                  </Field>
                </fieldset>
              </Col>
            ))}
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
                <Col xs={24}>
                  <Field name="hasUniqueIdentifier" label={null} valuePropName="checked">
                    <Checkbox>{contract.labels.hasUniqueIdentifier}</Checkbox>
                  </Field>
                </Col>
              )}
            </Row>
          )}
          <div className="pk-admin-form-actions">
            <Button onClick={onClose} disabled={false}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" loading={pending}>
              {t('common:actions.save')}
            </Button>
          </div>
        </FormFields>
      </Form>
    </Modal>
  );
}
