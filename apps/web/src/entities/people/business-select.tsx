import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { businessesResource } from './api.ts';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value.ts';

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
