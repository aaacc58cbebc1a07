import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Col, Form, type FormItemProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCataloguePath } from '@praktika/contracts/catalogues';
import { CatalogueSelect } from '../ui/catalogue-select.tsx';

interface FieldsContextValue {
  labels: Record<string, string>;
  rules: (name: string) => FormRule[];
}

/** Labels and contract rules of the form around, so each field needs only its name. */
const FieldsContext = createContext<FieldsContextValue>({ labels: {}, rules: () => [] });

/** Gives the fields inside their labels and rules (what `useContractForm` returned). */
export function FormFields({ labels, rules, children }: FieldsContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ labels, rules }), [labels, rules]);
  return <FieldsContext.Provider value={value}>{children}</FieldsContext.Provider>;
}

export type FieldProps = Omit<FormItemProps, 'name'> & { name: string; children: ReactNode };

/** One form item: label and contract rules by name (explicit props win). */
export function Field({ name, children, ...item }: FieldProps) {
  const { labels, rules } = useContext(FieldsContext);
  return (
    <Form.Item name={name} label={labels[name]} rules={rules(name)} {...item}>
      {children}
    </Form.Item>
  );
}

/** A field of a two-column grid: full width on phones, half from md up. */
export function GridField(props: FieldProps) {
  return (
    <Col xs={24} md={12}>
      <Field {...props} />
    </Col>
  );
}

/** A field across the whole row of the grid (a switch, a file, a long text). */
export function WideField(props: FieldProps) {
  return (
    <Col xs={24}>
      <Field {...props} />
    </Col>
  );
}

/** A grid field choosing from a reference catalogue. */
export function CatalogueField({
  collection,
  multiple,
  ...item
}: Omit<FieldProps, 'children'> & { collection: TCataloguePath; multiple?: boolean }) {
  return (
    <GridField {...item}>
      <CatalogueSelect collection={collection} mode={multiple ? 'multiple' : undefined} />
    </GridField>
  );
}

/**
 * Field labels from `<ns>:fields.<key>`; `rename` maps a form field to another label key. `keys` and
 * `rename` are expected to be module constants.
 */
export function useFieldLabels<K extends string>(
  ns: string,
  keys: readonly K[],
  rename: Partial<Record<K, string>> = {},
): Record<K, string> {
  const { t } = useTranslation(ns);
  return useMemo(
    () => Object.fromEntries(keys.map((k) => [k, t(`${ns}:fields.${rename[k] ?? k}`)])) as Record<K, string>,
    // keys and rename are module constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, ns],
  );
}
