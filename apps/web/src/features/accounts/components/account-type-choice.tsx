import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type TAccountType } from '@praktika/contracts/common';

/** A choice of account type for screens reached without one (e.g. a bookmarked /confirm). */
export function AccountTypeChoice({
  value,
  onChange,
  options = ACCOUNT_TYPES,
}: {
  value: TAccountType;
  onChange: (type: TAccountType) => void;
  options?: readonly TAccountType[];
}) {
  const { t } = useTranslation('auth');
  return (
    <div role="group" aria-label={t('fields.accountType')} style={{ marginBottom: 24 }}>
      <Segmented<TAccountType>
        block
        value={value}
        onChange={onChange}
        options={options.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
      />
    </div>
  );
}
