import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
} from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';

type ProfileFormOptions<TOut, TRecord> = Omit<ContractFormOptions<TOut>, 'onSubmit'> & {
  /** The profile's save mutation (PUT); it answers the stored record. */
  save: Pick<UseMutationResult<TRecord, Error, TOut>, 'mutate'>;
  /** The stored record as form values. */
  toValues: (saved: TRecord) => Record<string, unknown>;
};

/** A profile form: submitting saves, refills the form from the stored record and says "saved". */
export function useProfileForm<TOut, TRecord>({
  save,
  toValues,
  ...options
}: ProfileFormOptions<TOut, TRecord>): ContractForm {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const contract = useContractForm<TOut>({
    ...options,
    onSubmit: (body, { showServerError }) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          contract.form.setFieldsValue(toValues(saved));
          toast.success(t('saved'));
        },
        onError: showServerError,
      }),
  });
  return contract;
}
