import { useMemo, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAccountType } from '@praktika/contracts/common';
import type { ErrorType } from '@praktika/contracts/errors';
import {
  applyServerErrors,
  schemaFormErrors,
  schemaRules,
  type FieldLabels,
} from '../../../shared/lib/form-errors.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useSignup, type TSignupBodies } from '../api/signup.ts';

type Values = Record<string, unknown>;

interface SignupFormOptions<T extends TAccountType> {
  type: T;
  schema: z.ZodType<TSignupBodies[T], unknown>;
  labels: FieldLabels;
  /** Form values -> contract input (dates to ISO days, conditional fields dropped). */
  toInput?: (values: Values) => Values;
  alsoRequired?: readonly string[];
  fieldByType?: Partial<Record<ErrorType, string>>;
}

/**
 * The shared part of the three registration forms: rules from the contract schema, the signup call
 * with emailLanguage = current language, server errors on their fields, and the e-mail it was sent to.
 */
export function useSignupForm<T extends TAccountType>(opts: SignupFormOptions<T>) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [form] = Form.useForm<Values>();
  const lang = useLanguage();
  const toast = useToast();
  const signup = useSignup(opts.type);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { schema, labels, toInput: mapValues, alsoRequired, fieldByType } = opts;

  const toInput = useMemo(
    () => (values: Values) => ({ ...(mapValues ? mapValues(values) : values), emailLanguage: lang }),
    [mapValues, lang],
  );
  const rules = useMemo(
    () => schemaRules(schema, { labels, t, toInput, alsoRequired }),
    [schema, labels, t, toInput, alsoRequired],
  );

  const onFinish = () => {
    const input = toInput(form.getFieldsValue(true));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      form.setFields(schemaFormErrors(schema, input, labels, t));
      return;
    }
    const body = parsed.data;
    signup.mutate(body, {
      onSuccess: () => setSentTo((body as { email: string }).email),
      onError: (err) => {
        const fields = Object.keys(labels);
        const text = applyServerErrors(form, err, { labels, t, fields, fieldByType });
        if (text) toast.error(text);
      },
    });
  };

  return { form, rules, onFinish, pending: signup.isPending, sentTo };
}
