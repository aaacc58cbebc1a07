import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { CustomFilterProps } from '../../shared/admin/collection-admin-page.tsx';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value.ts';
import { jobsResource, type TJobItem } from './api.ts';

/** "Title — Organisation": postings of different organisations often share a title. */
export const postingLabel = (job: Pick<TJobItem, 'title' | 'business'>) =>
  `${job.title} — ${job.business.businessName}`;

/**
 * An internship posting select (admins): a search over every posting by title (`state=all`: a posting whose
 * recruitment has closed is still one interns work on), each named with its organisation. A chosen id the search
 * has not loaded (an edited value) is named from the posting's record. `id` is the form field's, for its label.
 */
export function PostingFilter({
  value,
  onChange,
  label,
  className,
  id,
}: CustomFilterProps & { id?: string | undefined }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = jobsResource.useList({ state: 'all', limit: 20, ...(debounced ? { title: debounced } : {}) });
  const found = list.data?.docs;
  // the record is read only for a chosen id the search has not loaded
  const current = jobsResource.useOne(value && !found?.some((j) => j._id === value) ? value : undefined).data;
  const options = useMemo(() => {
    const options = (found ?? []).map((j) => ({ value: j._id, label: postingLabel(j) }));
    if (current && !options.some((o) => o.value === current._id))
      options.unshift({ value: current._id, label: postingLabel(current) });
    return options;
  }, [found, current]);
  return (
    <Select<string>
      allowClear
      id={id}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={label}
      aria-label={label}
      className={className}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={list.isFetching}
    />
  );
}
