import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CustomFilterProps } from '../../shared/admin/collection-admin-page.tsx';
import { internsResource, mentorsResource, personOptions } from './api.ts';
import { BusinessSelect } from './business-select.tsx';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value.ts';

/**
 * An organisation filter (admins): a search over organisations by name. An id already in the URL (a link from
 * the red-flagged organisations) is named from the organisation's record.
 */
export function BusinessFilter({ value, onChange, label, className }: CustomFilterProps) {
  const record = useQuery({ ...personOptions.business(value ?? ''), enabled: !!value });
  return (
    <BusinessSelect
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={label}
      aria-label={label}
      className={className}
      current={record.data ? { _id: record.data._id, businessName: record.data.businessName } : null}
    />
  );
}

/**
 * A searchable select of people (interns, mentors): the list found by the search, and the record of an id already
 * in the URL named even when the search does not find it. `nameOf` must be stable (a module function).
 */
function PersonSearchSelect<T extends { _id: string }>({
  value,
  onChange,
  label,
  className,
  onSearch,
  found,
  current,
  nameOf,
  loading,
}: CustomFilterProps & {
  onSearch: (text: string) => void;
  found: T[] | undefined;
  current: T | undefined;
  nameOf: (person: T) => string;
  loading: boolean;
}) {
  const options = useMemo(() => {
    const list = (found ?? []).map((p) => ({ value: p._id, label: nameOf(p) }));
    if (!current || list.some((o) => o.value === current._id)) return list;
    return [{ value: current._id, label: nameOf(current) }, ...list];
  }, [found, current, nameOf]);
  return (
    <Select<string>
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={label}
      aria-label={label}
      className={className}
      showSearch={{ filterOption: false, onSearch }}
      options={options}
      loading={loading}
    />
  );
}

const internName = (i: { internName: string; internLastName: string }) =>
  `${i.internName} ${i.internLastName}`;
const mentorName = (m: { mentorName: string; mentorSurname: string }) => `${m.mentorName} ${m.mentorSurname}`;

/** An intern filter (admins): a search over interns by first or last name. */
export function InternFilter(props: CustomFilterProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = internsResource.useList({ limit: 20, ...(debounced ? { name: debounced } : {}) });
  const record = useQuery({ ...personOptions.intern(props.value ?? ''), enabled: !!props.value });
  return (
    <PersonSearchSelect
      {...props}
      onSearch={setSearch}
      found={list.data?.docs}
      current={record.data}
      nameOf={internName}
      loading={list.isFetching}
    />
  );
}

/** A mentor filter (admins): a search over approved mentors by first name; an id from the URL is named from its record. */
export function MentorFilter(props: CustomFilterProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = mentorsResource.useList({
    limit: 20,
    approved: true,
    ...(debounced ? { firstName: debounced } : {}),
  });
  const record = useQuery({ ...personOptions.mentor(props.value ?? ''), enabled: !!props.value });
  return (
    <PersonSearchSelect
      {...props}
      onSearch={setSearch}
      found={list.data?.docs}
      current={record.data}
      nameOf={mentorName}
      loading={list.isFetching}
    />
  );
}
