import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { TAccountType } from '@praktika/contracts/common';
import type { ErrorType } from '@praktika/contracts/errors';
import type { FieldLabels } from '../../../shared/lib/form-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { useSignup, type TSignupBodies } from '../api/signup.ts';
import {
  clearPendingConfirmation,
  readPendingConfirmation,
  savePendingConfirmation,
} from '../lib/pending-confirmation.ts';

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
 * The registration forms on the shared contract form (shared/forms/use-contract-form.ts): the signup call with
 * emailLanguage = the reader's language (sr-Cyrl included), and the e-mail it was sent to (kept for the tab, so a reload of the
 * check-your-e-mail step shows it again; `resetSentTo` forgets it for another try).
 */
export function useSignupForm<T extends TAccountType>(opts: SignupFormOptions<T>) {
  const signup = useSignup(opts.type);
  const [sentTo, setSentTo] = useState<string | null>(
    () => readPendingConfirmation(opts.type)?.email ?? null,
  );
  const { toInput: mapValues } = opts;

  const toInput = useMemo(
    () => (values: Values) => ({
      ...(mapValues ? mapValues(values) : values),
      emailLanguage: readerLanguage(),
    }),
    [mapValues],
  );
  const contract = useContractForm({
    schema: opts.schema,
    labels: opts.labels,
    toInput,
    alsoRequired: opts.alsoRequired,
    fieldByType: opts.fieldByType,
    onSubmit: (body, { showServerError }) =>
      signup.mutate(body, {
        onSuccess: () => {
          const { email } = body as { email: string };
          savePendingConfirmation({ email, type: opts.type });
          setSentTo(email);
        },
        onError: showServerError,
      }),
  });

  return {
    form: contract.form,
    rules: contract.rules,
    formProps: contract.formProps,
    pending: signup.isPending,
    sentTo,
    resetSentTo: () => {
      clearPendingConfirmation();
      setSentTo(null);
    },
  };
}
