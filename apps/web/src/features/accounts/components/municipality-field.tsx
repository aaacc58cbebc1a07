import { Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogueField, GridField } from '../../../shared/forms/form-fields.tsx';

interface MunicipalityFieldProps {
  /** Kosovo (or no country yet): a municipality from the list; otherwise a free-text one. */
  listed: boolean;
  name: string;
  otherName: string;
  otherLabel: string;
  rules: (name: string) => FormRule[];
  maxLength?: number;
}

/** An organisation's municipality: from the list in Kosovo, typed in elsewhere; required either way. */
export function MunicipalityField({
  listed,
  name,
  otherName,
  otherLabel,
  rules,
  maxLength,
}: MunicipalityFieldProps) {
  const { t } = useTranslation('validation');
  if (listed) return <CatalogueField name={name} collection="municipalities" required />;
  return (
    <GridField
      name={otherName}
      rules={[
        ...rules(otherName),
        { required: true, whitespace: true, message: t('validation:required', { field: otherLabel }) },
      ]}
    >
      <Input autoComplete="address-level2" maxLength={maxLength} />
    </GridField>
  );
}
