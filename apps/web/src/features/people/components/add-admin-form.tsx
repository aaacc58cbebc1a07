import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZAdminCreate, type TAdminCreate, type TBusinessListItem } from '@praktika/contracts/people';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { FormActions } from '../../../shared/admin/translated-fields.tsx';
import { useCreateAdmin } from '../../../entities/people/api.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { UI_LANGUAGES } from '../../../shared/lib/languages.ts';

const FIELDS = ['email', 'password', 'passwordConfirm', 'emailLanguage'] as const;

/**
 * "Add administrator" (`POST /api/businesses/admins`): e-mail, password twice and the language of the account's
 * e-mails (Serbian in Cyrillic too); a taken address is USER_EXISTS on the e-mail field. The account is confirmed at once and nobody is
 * e-mailed, so the form says the password must be handed over.
 */
export function AddAdminForm({ onSaved, onCancel }: CollectionFormProps<TBusinessListItem>) {
  const { t } = useTranslation('users');
  const create = useCreateAdmin();
  const labels = useFieldLabels('users', FIELDS);
  const contract = useContractForm<TAdminCreate>({
    schema: ZAdminCreate,
    labels,
    name: 'addAdmin',
    fieldByType: { USER_EXISTS: 'email' },
    onSubmit: (body, { showServerError }) =>
      create.mutate(body, { onSuccess: () => onSaved(), onError: showServerError }),
  });

  return (
    <Form
      {...contract.formProps}
      initialValues={{ emailLanguage: readerLanguage() }}
      requiredMark
      disabled={create.isPending}
    >
      <FormFields labels={contract.labels} rules={contract.rules}>
        <Alert type="info" showIcon title={t('addAdmin.note')} className="pk-users-note" />
        <Field name="email" required>
          <Input type="email" autoComplete="off" inputMode="email" />
        </Field>
        <Field name="password" required hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Field>
        <Field name="passwordConfirm" required dependencies={['password']} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Field>
        <Field name="emailLanguage" required>
          <Select options={UI_LANGUAGES.map((l) => ({ value: l, label: t(`languageNames.${l}`) }))} />
        </Field>
        <FormActions onCancel={onCancel} pending={create.isPending} />
      </FormFields>
    </Form>
  );
}
