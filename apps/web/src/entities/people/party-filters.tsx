import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CustomFilterProps } from '../../shared/admin/collection-admin-page.tsx';
import { internsResource, mentorsResource, personOptions } from './api.ts';
import { BusinessSelect } from './business-select.tsx';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value.ts';

/**
 * An organisation filter (admins): a search over organisations by name. An id already in the URL (a link from
 * the red-flagged organisations) is named from the organisation's record. In a form, `id` is the field's (its
 * label points at the select).
 */
export function BusinessFilter({
  value,
  onChange,
  label,
  className,
  id,
}: CustomFilterProps & { id?: string | undefined }) {
  const record = useQuery({ ...personOptions.business(value ?? ''), enabled: !!value });
  return (
    <BusinessSelect
      id={id}
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
 * in the URL named even when the search does not find it. `useFound`, `useRecord` and `nameOf` must be stable
 * (module functions): the first two are hooks, called on every render.
 */
function PersonSearchSelect<T extends { _id: string }>({
  value,
  onChange,
  label,
  className,
  useFound,
  useRecord,
  nameOf,
}: CustomFilterProps & {
  /** The people found by the (debounced) search text. */
  useFound: (search: string) => { data?: { docs: T[] }; isFetching: boolean };
  /** The record of the chosen id. */
  useRecord: (id: string | undefined) => { data?: T };
  nameOf: (person: T) => string;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = useFound(debounced);
  const current = useRecord(value).data;
  const found = list.data?.docs;
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
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={list.isFetching}
    />
  );
}

const internName = (i: { internName: string; internLastName: string }) =>
  `${i.internName} ${i.internLastName}`;
const mentorName = (m: { mentorName: string; mentorSurname: string }) => `${m.mentorName} ${m.mentorSurname}`;

const useInternsFound = (name: string) => internsResource.useList({ limit: 20, ...(name ? { name } : {}) });
const useInternRecord = (id: string | undefined) =>
  useQuery({ ...personOptions.intern(id ?? ''), enabled: !!id });
const useMentorsFound = (firstName: string) =>
  mentorsResource.useList({ limit: 20, approved: true, ...(firstName ? { firstName } : {}) });
const useMentorRecord = (id: string | undefined) =>
  useQuery({ ...personOptions.mentor(id ?? ''), enabled: !!id });

/** An intern filter (admins): a search over interns by first or last name. */
export function InternFilter(props: CustomFilterProps) {
  return (
    <PersonSearchSelect<{ _id: string; internName: string; internLastName: string }>
      {...props}
      useFound={useInternsFound}
      useRecord={useInternRecord}
      nameOf={internName}
    />
  );
}

/** A mentor filter (admins): a search over approved mentors by first name; an id from the URL is named from its record. */
export function MentorFilter(props: CustomFilterProps) {
  return (
    <PersonSearchSelect
      {...props}
      useFound={useMentorsFound}
      useRecord={useMentorRecord}
      nameOf={mentorName}
    />
  );
}
