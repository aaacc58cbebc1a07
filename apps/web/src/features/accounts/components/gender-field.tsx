import { Form, Radio, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@praktika/contracts/auth';

/** Gender M / F / O with translated labels. */
export function GenderField({ label, rules }: { label: string; rules: FormRule[] }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="gender" label={label} rules={rules}>
      <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
    </Form.Item>
  );
}
