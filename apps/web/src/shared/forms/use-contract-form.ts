import { useMemo } from 'react';
import { Form, type FormInstance, type FormProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ErrorType } from '@praktika/contracts/errors';
import { schemaFormErrors, schemaRules, type FieldLabels } from '../lib/form-errors.ts';
import { useToast } from '../ui/toast.ts';
import { focusFirstInvalid } from './focus-first-error.ts';
import { placeServerError } from './server-errors.ts';
import './forms.css';

type Values = Record<string, unknown>;

export interface ContractFormOptions<TOut> {
  /** The contract schema (or a `.pick`/`.extend` of it) the form's values must satisfy. */
  schema: z.ZodType<TOut, unknown>;
  /** Field name -> translated label (`useFieldLabels`); its keys are the form's fields. */
  labels: FieldLabels;
  /** Form values -> contract input (dates to ISO days, conditional fields dropped, ...). */
  toInput?: (values: Values) => Values;
  /** Fields required by a refinement rather than by their own type (shown with the required mark). */
  alsoRequired?: readonly string[];
  /** Error types that belong to one field, e.g. { USER_EXISTS: 'email' }. */
  fieldByType?: Partial<Record<ErrorType, string>>;
  /** antd form name: field ids become `<name>_<field>` (needed when two forms share a page). */
  name?: string;
  /** Called with the parsed body when every check passes; `showServerError` places a failed call's errors. */
  onSubmit: (body: TOut, helpers: { showServerError: (err: unknown) => void }) => void;
}

export interface ContractForm {
  form: FormInstance<Values>;
  labels: FieldLabels;
  /** antd rules of one field, from the schema (the whole form is parsed, so refinements work too). */
  rules: (name: string) => FormRule[];
  onFinish: () => void;
  onFinishFailed: () => void;
  /** Puts a failed call's errors on their fields (focusing the first) or shows a translated toast. */
  showServerError: (err: unknown) => void;
  /** Spread on antd's <Form>: the instance, no browser validation bubbles, the submit handlers. */
  formProps: Pick<
    FormProps<Values>,
    'form' | 'name' | 'noValidate' | 'onFinish' | 'onFinishFailed' | 'className' | 'layout'
  >;
}

/**
 * A form driven by a contract schema: every error at once (cross-field refinements included) in the app's
 * translated messages, never the browser's (`noValidate`); a failed submit focuses the first invalid field and
 * scrolls it below the sticky header; a server `details[]`/field-bound `errorType` lands on its field, anything
 * else becomes a translated toast.
 */
export function useContractForm<TOut>(opts: ContractFormOptions<TOut>): ContractForm {
  const { t } = useTranslation(['validation', 'errors']);
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const { schema, labels, toInput, alsoRequired, fieldByType, name } = opts;

  const rules = useMemo(
    () => schemaRules(schema, { labels, t, toInput, alsoRequired }),
    [schema, labels, t, toInput, alsoRequired],
  );
  const fields = Object.keys(labels);

  const focusErrors = () => {
    const invalid = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => String(f.name[0]));
    focusFirstInvalid(form, invalid, name);
  };

  const showServerError = (err: unknown) => {
    const placed = placeServerError(err, { labels, t, fields, fieldByType });
    if (placed.fields.length) {
      form.setFields(placed.fields.map((f) => ({ name: f.name, errors: f.errors })));
      focusErrors();
    }
    if (placed.toast) toast.error(placed.toast);
  };

  const onFinish = () => {
    const values = form.getFieldsValue(true) as Values;
    const input = toInput ? toInput(values) : values;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      form.setFields(schemaFormErrors(schema, input, labels, t));
      focusErrors();
      return;
    }
    opts.onSubmit(parsed.data, { showServerError });
  };

  return {
    form,
    labels,
    rules,
    onFinish,
    onFinishFailed: focusErrors,
    showServerError,
    formProps: {
      form,
      name,
      noValidate: true,
      onFinish,
      onFinishFailed: focusErrors,
      className: 'pk-form',
      layout: 'vertical',
    },
  };
}
