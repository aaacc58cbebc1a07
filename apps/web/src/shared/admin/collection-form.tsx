import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';
import { FormFields } from '../forms/form-fields.tsx';
import { useContractForm, type ContractForm, type ContractFormOptions } from '../forms/use-contract-form.ts';
import { useSaveForm, type SaveFormOptions } from '../forms/use-save-form.ts';
import { FormActions } from './translated-fields.tsx';

type Values = Record<string, unknown>;

/**
 * The state of a collection's create/edit form: a contract form whose submit creates (no `id`) or updates the
 * record through the resource; `saving` is true while that call is under way.
 */
export function useCollectionForm<TItem, TWrite>(
  opts: Omit<ContractFormOptions<TWrite>, 'onSubmit'> & SaveFormOptions<TItem, TWrite>,
): { contract: ContractForm; saving: boolean } {
  const { resource, id, onSaved, updateBody, ...contractOpts } = opts;
  const { save, saving } = useSaveForm({ resource, id, onSaved, updateBody });
  const contract = useContractForm<TWrite>({
    ...contractOpts,
    onSubmit: (body, { showServerError }) => save(body, showServerError),
  });
  return { contract, saving };
}

/**
 * The frame of a collection's create/edit form (inside the admin page's dialog): the contract form with its
 * required marks, disabled while `pending`, the fields given as children, then Cancel and Save.
 */
export function CollectionFormFrame({
  contract,
  initialValues,
  pending,
  onCancel,
  onValuesChange,
  children,
}: {
  contract: ContractForm;
  initialValues: Values;
  pending: boolean;
  onCancel: () => void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  children: ReactNode;
}) {
  return (
    <Form
      {...contract.formProps}
      initialValues={initialValues}
      requiredMark
      disabled={pending}
      onValuesChange={onValuesChange}
    >
      <FormFields labels={contract.labels} rules={contract.rules}>
        {children}
        <FormActions onCancel={onCancel} pending={pending} />
      </FormFields>
    </Form>
  );
}
