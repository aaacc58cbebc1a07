import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GENDERS } from '@praktika/contracts/auth';
import type { TBusinessListItem, TInternListItem, TMentorListItem } from '@praktika/contracts/people';
import { INTERN_STATES, MENTOR_AVAILABILITY } from '@praktika/contracts/people';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
  type FilterDescriptor,
} from '../../../shared/admin/collection-admin-page.tsx';
import {
  adminsResource,
  businessesResource,
  internsResource,
  mentorsResource,
  type TBusinessesQueryWeb,
  type TInternsQueryWeb,
  type TMentorsQueryWeb,
} from '../../../entities/people/api.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { AddAdminForm } from '../components/add-admin-form.tsx';
import { ActiveButton, refName } from '../../../entities/people/person-detail.tsx';
import '../../../entities/people/person-detail.css';

/** The tabs of /dashboard/users, kept in the URL as `tab` (interns when absent). */
export const USER_TABS = ['interns', 'organisations', 'mentors', 'admins'] as const;
export type TUserTab = (typeof USER_TABS)[number];

/** The detail page of one person (hidden dashboard routes). */
export const detailPath = {
  intern: (id: string) => `/dashboard/internDetail/${encodeURIComponent(id)}`,
  business: (id: string) => `/dashboard/businessDetail/${encodeURIComponent(id)}`,
  mentor: (id: string) => `/dashboard/mentorDetail/${encodeURIComponent(id)}`,
};

const SORTS = { values: ['-createdAt', 'createdAt', 'name', '-name'], default: '-createdAt' } as const;

/** The registration date range every tab but administrators filters on. */
const registered = (t: TFunction): FilterDescriptor[] => [
  { type: 'date', name: 'registeredFrom', label: t('users:filters.registeredFrom') },
  { type: 'date', name: 'registeredTo', label: t('users:filters.registeredTo') },
];
/** The catalogue filters interns and mentors share: municipality, skills and categories, each a multi-select. */
const personCatalogues = (t: TFunction): FilterDescriptor[] =>
  (
    [
      ['municipality', 'municipalities'],
      ['skills', 'skills'],
      ['categories', 'categories'],
    ] as const
  ).map(([name, collection]) => ({
    type: 'catalogue',
    name,
    label: t(`users:filters.${name}`),
    collection,
    multiple: true,
  }));
const genderFilter = (t: TFunction): FilterDescriptor => ({
  type: 'enum',
  name: 'gender',
  label: t('users:filters.gender'),
  multiple: true,
  options: GENDERS.map((g) => ({ value: g, label: t(`users:gender.${g}`) })),
});

const activeTag = (active: boolean, t: TFunction) =>
  active ? (
    <Tag>{t('users:status.active')}</Tag>
  ) : (
    <Tag className="pk-users-tag-off">{t('users:status.inactive')}</Tag>
  );

const registeredColumn = <T extends { createdAt: string }>(t: TFunction): CollectionColumn<T> => ({
  key: 'createdAt',
  title: t('users:columns.registered'),
  sortField: 'createdAt',
  render: (_, item) => formatDate(item.createdAt),
});

const internName = (i: TInternListItem) => `${i.internName} ${i.internLastName}`;
const mentorName = (m: TMentorListItem) => `${m.mentorName} ${m.mentorSurname}`;

const internsConfig: CollectionConfig<TInternListItem, TInternsQueryWeb> = {
  resource: internsResource,
  policySubject: 'intern',
  sorts: SORTS,
  useColumns: ({ lang, t }) => [
    {
      key: 'name',
      title: t('users:columns.name'),
      sortField: 'name',
      render: (_, i) => <Link to={detailPath.intern(i._id)}>{internName(i)}</Link>,
    },
    { key: 'email', title: t('users:columns.email'), responsive: ['md'], render: (_, i) => i.email },
    {
      key: 'municipality',
      title: t('users:columns.municipality'),
      responsive: ['sm'],
      render: (_, i) => refName(i.municipality, lang),
    },
    {
      key: 'cv',
      title: t('users:columns.cv'),
      responsive: ['lg'],
      render: (_, i) => (
        <Space size={4} wrap>
          <Tag>{t(i.updateFinished ? 'users:status.cvFilled' : 'users:status.cvIncomplete')}</Tag>
          {i.updateRequired && <Tag>{t('users:status.updateRequired')}</Tag>}
        </Space>
      ),
    },
    { key: 'status', title: t('users:columns.status'), render: (_, i) => activeTag(i.active, t) },
    { ...registeredColumn<TInternListItem>(t), responsive: ['md'] },
  ],
  filters: (t) => [
    { type: 'search', name: 'name', label: t('users:filters.name') },
    ...personCatalogues(t),
    genderFilter(t),
    { type: 'search', name: 'availability', label: t('users:filters.availability') },
    {
      type: 'enum',
      name: 'type',
      label: t('users:filters.internState'),
      options: INTERN_STATES.map((s) => ({ value: s, label: t(`users:internState.${s}`) })),
    },
    { type: 'date', name: 'hiredFrom', label: t('users:filters.hiredFrom') },
    { type: 'date', name: 'hiredTo', label: t('users:filters.hiredTo') },
    ...registered(t),
  ],
  itemName: internName,
};

const businessesConfig: CollectionConfig<TBusinessListItem, TBusinessesQueryWeb> = {
  resource: businessesResource,
  policySubject: 'business',
  sorts: SORTS,
  useColumns: ({ lang, t }) => [
    {
      key: 'name',
      title: t('users:columns.name'),
      sortField: 'name',
      render: (_, b) => <Link to={detailPath.business(b._id)}>{b.businessName}</Link>,
    },
    {
      key: 'number',
      title: t('users:columns.number'),
      responsive: ['md'],
      render: (_, b) => b.businessNumber ?? '—',
    },
    {
      key: 'type',
      title: t('users:columns.type'),
      responsive: ['lg'],
      render: (_, b) => refName(b.businessType, lang),
    },
    {
      key: 'municipality',
      title: t('users:columns.municipality'),
      responsive: ['sm'],
      render: (_, b) => refName(b.businessMunicipality, lang),
    },
    { key: 'email', title: t('users:columns.email'), responsive: ['lg'], render: (_, b) => b.email },
    { key: 'status', title: t('users:columns.status'), render: (_, b) => activeTag(b.active, t) },
    { ...registeredColumn<TBusinessListItem>(t), responsive: ['md'] },
  ],
  filters: (t) => [
    { type: 'search', name: 'businessName', label: t('users:filters.businessName') },
    { type: 'search', name: 'businessNumber', label: t('users:filters.businessNumber') },
    {
      type: 'catalogue',
      name: 'businessTypes',
      label: t('users:filters.businessTypes'),
      collection: 'businesstypes',
      multiple: true,
    },
    {
      type: 'catalogue',
      name: 'businessCategories',
      label: t('users:filters.categories'),
      collection: 'categories',
      multiple: true,
    },
    {
      type: 'catalogue',
      name: 'municipality',
      label: t('users:filters.municipality'),
      collection: 'municipalities',
      multiple: true,
    },
    ...registered(t),
  ],
  itemName: (b) => b.businessName,
};

const mentorsConfig: CollectionConfig<TMentorListItem, TMentorsQueryWeb> = {
  resource: mentorsResource,
  policySubject: 'mentor',
  sorts: SORTS,
  useColumns: ({ lang, t }) => [
    {
      key: 'name',
      title: t('users:columns.name'),
      sortField: 'name',
      render: (_, m) => <Link to={detailPath.mentor(m._id)}>{mentorName(m)}</Link>,
    },
    { key: 'email', title: t('users:columns.email'), responsive: ['lg'], render: (_, m) => m.email },
    {
      key: 'municipality',
      title: t('users:columns.municipality'),
      responsive: ['md'],
      render: (_, m) => refName(m.mentorMunicipality, lang),
    },
    { key: 'job', title: t('users:columns.job'), responsive: ['lg'], render: (_, m) => m.mentorJob },
    {
      key: 'experience',
      title: t('users:columns.experience'),
      responsive: ['md'],
      render: (_, m) =>
        m.mentorYearsOfExperience === null
          ? t('users:notGiven')
          : t('users:years', { count: m.mentorYearsOfExperience }),
    },
    {
      key: 'approval',
      title: t('users:columns.approval'),
      render: (_, m) => (
        <Tag className={m.mentorApprovedByAdmin ? undefined : 'pk-users-tag-wait'}>
          {t(m.mentorApprovedByAdmin ? 'users:status.approved' : 'users:status.waiting')}
        </Tag>
      ),
    },
    {
      key: 'interns',
      title: t('users:columns.interns'),
      responsive: ['lg'],
      render: (_, m) => t('users:internsOf', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns }),
    },
    {
      key: 'status',
      title: t('users:columns.status'),
      responsive: ['sm'],
      render: (_, m) => activeTag(m.active, t),
    },
    { ...registeredColumn<TMentorListItem>(t), responsive: ['lg'] },
  ],
  filters: (t) => [
    { type: 'search', name: 'firstName', label: t('users:filters.firstName') },
    { type: 'search', name: 'lastName', label: t('users:filters.lastName') },
    ...personCatalogues(t),
    genderFilter(t),
    {
      type: 'enum',
      name: 'availability',
      label: t('users:filters.availability'),
      options: MENTOR_AVAILABILITY.map((a) => ({ value: a, label: t(`users:availability.${a}`) })),
    },
    { type: 'boolean', name: 'hasOpenSpots', label: t('users:filters.hasOpenSpots') },
    { type: 'boolean', name: 'approved', label: t('users:filters.approved') },
    ...registered(t),
  ],
  itemName: mentorName,
};

/** Activate / Deactivate on an administrator's row (administrators have no detail page); not on one's own. */
function AdminActiveButton({ admin }: { admin: TBusinessListItem }) {
  const me = useSession()?.id;
  if (admin._id === me) return null;
  return <ActiveButton type="admin" id={admin._id} active={admin.active} name={admin.email} />;
}

const adminsConfig: CollectionConfig<TBusinessListItem, TBusinessesQueryWeb> = {
  resource: adminsResource,
  policySubject: 'adminAccount',
  sorts: SORTS,
  baseQuery: () => ({ queryForAdmins: true }),
  useColumns: ({ t }) => [
    { key: 'email', title: t('users:columns.email'), render: (_, a) => a.email },
    { key: 'status', title: t('users:columns.status'), render: (_, a) => activeTag(a.active, t) },
    registeredColumn<TBusinessListItem>(t),
  ],
  Form: AddAdminForm,
  formWidth: 560,
  texts: (t) => ({
    create: t('users:addAdmin.button'),
    createTitle: t('users:addAdmin.title'),
    created: t('users:addAdmin.created'),
  }),
  rowActions: (a) => <AdminActiveButton admin={a} />,
  itemName: (a) => a.email,
};

const isTab = (v: string | null): v is TUserTab => (USER_TABS as readonly string[]).includes(v ?? '');

/**
 * /dashboard/users: interns, organisations, mentors and administrators, one tab each (`tab` in the URL). Each tab
 * is the collection page configured for that list: its filters, sort, page and size in the URL, read-only rows
 * whose name links to the person's record; administrators can be added and (de)activated on their tab.
 */
export function UsersPage() {
  const { t } = useTranslation(['users', 'dashboard']);
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: TUserTab = isTab(raw) ? raw : 'interns';
  const tabs = useMemo(
    () => (
      <nav className="pk-users-tabs" aria-label={t('users:tabs.label')}>
        {USER_TABS.map((key) => (
          <Link
            key={key}
            to={{ search: key === 'interns' ? '' : `?tab=${key}` }}
            aria-current={key === tab ? 'page' : undefined}
            className={`pk-users-tab${key === tab ? ' pk-users-tab-active' : ''}`}
          >
            {t(`users:tabs.${key}`)}
          </Link>
        ))}
      </nav>
    ),
    [t, tab],
  );
  const title = t('dashboard:sections.users');
  // a new tab is a new list: its own filters, page and sort (the page remounts)
  switch (tab) {
    case 'interns':
      return <CollectionAdminPage key={tab} config={internsConfig} title={title} toolbar={tabs} />;
    case 'organisations':
      return <CollectionAdminPage key={tab} config={businessesConfig} title={title} toolbar={tabs} />;
    case 'mentors':
      return <CollectionAdminPage key={tab} config={mentorsConfig} title={title} toolbar={tabs} />;
    case 'admins':
      return <CollectionAdminPage key={tab} config={adminsConfig} title={title} toolbar={tabs} />;
  }
}
