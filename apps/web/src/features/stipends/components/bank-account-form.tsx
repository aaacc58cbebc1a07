import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZBankAccountWrite, type TBankAccount, type TBankAccountWrite } from '@praktika/contracts/stipends';
import { usePutBankAccount } from '../api/stipends.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';

const FIELDS = ['iban', 'accountHolder'] as const;

/** The intern's bank account for stipends (IBAN, checked as typed, spaces allowed; the account holder). */
export function BankAccountForm({ account }: { account: TBankAccount | null }) {
  const { t } = useTranslation('stipends');
  const toast = useToast();
  const save = usePutBankAccount();
  const labels = useFieldLabels('stipends', FIELDS);
  const cf = useContractForm<TBankAccountWrite>({
    schema: ZBankAccountWrite,
    labels,
    name: 'bankAccount',
    onSubmit: (body, { showServerError }) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('bank.saved'));
          cf.form.setFieldsValue({ iban: saved.iban });
        },
        onError: showServerError,
      }),
  });
  return (
    <Form
      {...cf.formProps}
      layout="vertical"
      initialValues={{ iban: account?.iban ?? '', accountHolder: account?.accountHolder ?? '' }}
    >
      <FormFields labels={cf.labels} rules={cf.rules}>
        <Field name="iban" extra={t('bank.ibanHelp')}>
          <Input autoComplete="off" spellCheck={false} placeholder="XK05 1212 0123 4567 8906" />
        </Field>
        <Field name="accountHolder">
          <Input autoComplete="name" />
        </Field>
      </FormFields>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('bank.save')}
      </Button>
    </Form>
  );
}
