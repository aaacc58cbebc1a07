import { useMemo, useState } from 'react';
import { Alert, Button, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPPORTUNITY_LANGUAGES, REQUESTED_FILES_MAX } from '@praktika/contracts/opportunities';
import { businessesResource } from '../../../../shared/api/people.ts';
import { useDebouncedValue } from '../../../../shared/lib/use-debounced-value.ts';
import '../../../../shared/i18n/postings-texts.ts';

/**
 * The organisation a posting is for (admins post on an organisation's behalf): a search over the organisations
 * by name. `current` names the chosen one before the search has loaded it (an edited posting's organisation).
 */
export function BusinessSelect({
  current,
  ...props
}: Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption' | 'loading'> & {
  current?: { _id: string; businessName: string } | null;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = businessesResource.useList({ limit: 20, ...(debounced ? { businessName: debounced } : {}) });
  const options = useMemo(() => {
    const found = (list.data?.docs ?? []).map((b) => ({ value: b._id, label: b.businessName }));
    if (current && !found.some((o) => o.value === current._id))
      found.unshift({ value: current._id, label: current.businessName });
    return found;
  }, [list.data, current]);
  return (
    <Select<string>
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={list.isFetching}
    />
  );
}

/** The opportunity's language: Albanian, Serbian or English. */
export function LanguageSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { t } = useTranslation('postings');
  return (
    <Select<string>
      {...props}
      options={OPPORTUNITY_LANGUAGES.map((l) => ({ value: l, label: t(`postings:languages.${l}`) }))}
    />
  );
}

/**
 * The files a posting asks applicants for: names typed and added with Enter (at most REQUESTED_FILES_MAX, e.g.
 * "Motivation letter").
 */
export function RequestedFilesSelect(props: Omit<SelectProps<string[]>, 'options' | 'mode'>) {
  return (
    <Select<string[]>
      {...props}
      mode="tags"
      maxCount={REQUESTED_FILES_MAX}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
    />
  );
}

/** Shown instead of the Save button when recruitment has closed: why the posting cannot be edited any more. */
export function ClosedNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['postings', 'common']);
  return (
    <>
      <Alert type="info" showIcon title={t('postings:form.closed')} className="pk-postings-closed" />
      <div className="pk-admin-form-actions">
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </div>
    </>
  );
}
