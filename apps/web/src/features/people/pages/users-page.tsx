import { GUARDIAN_CONSENT_STATUSES } from '@praktika/contracts/guardian';
import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GENDERS } from '@praktika/contracts/auth';
import type { TCataloguePath } from '@praktika/contracts/catalogues';
import type { TBusinessListItem, TInternListItem, TMentorListItem } from '@praktika/contracts/people';
import { INTERN_STATES, MENTOR_AVAILABILITY, VERIFICATION_STATUSES } from '@praktika/contracts/people';
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
import { VerificationActions, VerificationTag, emailCheck } from '../components/verification.tsx';
import { ActiveButton, refName } from '../../../entities/people/person-detail.tsx';
import { TabLinks } from '../../../shared/ui/tab-links.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';
import '../../../entities/people/person-detail.css';

/** The tabs of /dashboard/users, kept in the URL as `tab` (interns when absent). */
export const USER_TABS = ['interns', 'organisations', 'verification', 'mentors', 'admins'] as const;
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
/** A catalogue filter of several choices. */
const catalogueFilter = (name: string, label: string, collection: TCataloguePath): FilterDescriptor => ({
  type: 'catalogue',
  name,
  label,
  collection,
  multiple: true,
});

/** The catalogue filters interns and mentors share: municipality, skills and categories, each a multi-select. */
const personCatalogues = (t: TFunction): FilterDescriptor[] =>
  (
    [
      ['municipality', 'municipalities'],
      ['skills', 'skills'],
      ['categories', 'categories'],
    ] as const
  ).map(([name, collection]) => catalogueFilter(name, t(`users:filters.${name}`), collection));
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

/** The sortable name column, a link to the person's record. */
const nameColumn = <T extends { _id: string }>(
  t: TFunction,
  path: (id: string) => string,
  name: (item: T) => string,
): CollectionColumn<T> => ({
  ...titledColumns<T>(t, 'users:columns')('name', (item) => <Link to={path(item._id)}>{name(item)}</Link>),
  sortField: 'name',
});

const internName = (i: TInternListItem) => `${i.internName} ${i.internLastName}`;
const mentorName = (m: TMentorListItem) => `${m.mentorName} ${m.mentorSurname}`;

const internsConfig: CollectionConfig<TInternListItem, TInternsQueryWeb> = {
  resource: internsResource,
  policySubject: 'intern',
  sorts: SORTS,
  useColumns: ({ lang, t }) => {
    const column = titledColumns<TInternListItem>(t, 'users:columns');
    return [
      nameColumn(t, detailPath.intern, internName),
      column('email', (i) => i.email, 'md'),
      column('municipality', (i) => refName(i.municipality, lang), 'sm'),
      column(
        'cv',
        (i) => (
          <Space size={4} wrap>
            <Tag>{t(i.updateFinished ? 'users:status.cvFilled' : 'users:status.cvIncomplete')}</Tag>
            {i.updateRequired && <Tag>{t('users:status.updateRequired')}</Tag>}
          </Space>
        ),
        'lg',
      ),
      column(
        'guardian',
        (i) =>
          i.guardianConsent === 'NOT_NEEDED' ? (
            '—'
          ) : (
            <Tag>{t(`users:guardian.statuses.${i.guardianConsent}`)}</Tag>
          ),
        'lg',
      ),
      column('status', (i) => activeTag(i.active, t)),
      { ...registeredColumn<TInternListItem>(t), responsive: ['md'] },
    ];
  },
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
    {
      type: 'enum',
      name: 'guardianConsent',
      label: t('users:filters.guardianConsent'),
      multiple: true,
      options: GUARDIAN_CONSENT_STATUSES.map((s) => ({ value: s, label: t(`users:guardian.statuses.${s}`) })),
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
  useColumns: ({ lang, t }) => {
    const column = titledColumns<TBusinessListItem>(t, 'users:columns');
    return [
      nameColumn(t, detailPath.business, (b) => b.businessName),
      column('number', (b) => b.businessNumber ?? '—', 'md'),
      column('type', (b) => refName(b.businessType, lang), 'lg'),
      column('municipality', (b) => refName(b.businessMunicipality, lang), 'sm'),
      column('email', (b) => b.email, 'lg'),
      column('verification', (b) => <VerificationTag verification={b.verification} />),
      column('status', (b) => activeTag(b.active, t)),
      { ...registeredColumn<TBusinessListItem>(t), responsive: ['md'] },
    ];
  },
  filters: (t) => [
    { type: 'search', name: 'businessName', label: t('users:filters.businessName') },
    { type: 'search', name: 'businessNumber', label: t('users:filters.businessNumber') },
    catalogueFilter('businessTypes', t('users:filters.businessTypes'), 'businesstypes'),
    catalogueFilter('businessCategories', t('users:filters.categories'), 'categories'),
    catalogueFilter('municipality', t('users:filters.municipality'), 'municipalities'),
    verificationFilter(t),
    ...registered(t),
  ],
  itemName: (b) => b.businessName,
};

/** Verification statuses, several at once. */
const verificationFilter = (t: TFunction): FilterDescriptor => ({
  type: 'enum',
  name: 'verification',
  label: t('users:filters.verification'),
  multiple: true,
  options: VERIFICATION_STATUSES.map((s) => ({ value: s, label: t(`users:verification.status.${s}`) })),
});

/**
 * The verification queue (issue 22 §3): organisations not verified yet (PENDING by default; the filter shows the
 * rejected too), with what the admin checks (registration number and entity type, contact person, the e-mail's
 * domain) and Verify / Reject on each row.
 */
const verificationConfig: CollectionConfig<TBusinessListItem, TBusinessesQueryWeb> = {
  resource: businessesResource,
  policySubject: 'business',
  sorts: { values: ['createdAt', '-createdAt', 'name', '-name'], default: 'createdAt' },
  baseQuery: () => ({ verification: ['PENDING'] }),
  useColumns: ({ lang, t }) => {
    const column = titledColumns<TBusinessListItem>(t, 'users:columns');
    return [
      nameColumn(t, detailPath.business, (b) => b.businessName),
      column('number', (b) => (
        <>
          {b.businessNumber ?? '—'}
          <br />
          <span className="pk-users-sub">{refName(b.businessType, lang)}</span>
        </>
      )),
      column('contact', (b) => b.businessContactPerson ?? '—', 'md'),
      column('email', (b) => (
        <>
          {b.email}
          <br />
          <span className="pk-users-sub">{emailCheck(b.email, t)}</span>
        </>
      )),
      column('verification', (b) => <VerificationTag verification={b.verification} />, 'sm'),
      { ...registeredColumn<TBusinessListItem>(t), responsive: ['md'] },
    ];
  },
  filters: (t) => [{ type: 'search', name: 'businessName', label: t('users:filters.businessName') }],
  rowActions: (b) => <VerificationActions id={b._id} name={b.businessName} verification={b.verification} />,
  itemName: (b) => b.businessName,
  emptyText: (t) => t('users:verification.empty'),
};

const mentorsConfig: CollectionConfig<TMentorListItem, TMentorsQueryWeb> = {
  resource: mentorsResource,
  policySubject: 'mentor',
  sorts: SORTS,
  useColumns: ({ lang, t }) => {
    const column = titledColumns<TMentorListItem>(t, 'users:columns');
    return [
      nameColumn(t, detailPath.mentor, mentorName),
      column('email', (m) => m.email, 'lg'),
      column('municipality', (m) => refName(m.mentorMunicipality, lang), 'md'),
      column('job', (m) => m.mentorJob, 'lg'),
      column(
        'experience',
        (m) =>
          m.mentorYearsOfExperience === null
            ? t('users:notGiven')
            : t('users:years', { count: m.mentorYearsOfExperience }),
        'md',
      ),
      column('approval', (m) => (
        <Tag className={m.mentorApprovedByAdmin ? undefined : 'pk-users-tag-wait'}>
          {t(m.mentorApprovedByAdmin ? 'users:status.approved' : 'users:status.waiting')}
        </Tag>
      )),
      column(
        'interns',
        (m) => t('users:internsOf', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns }),
        'lg',
      ),
      column('status', (m) => activeTag(m.active, t), 'sm'),
      { ...registeredColumn<TMentorListItem>(t), responsive: ['lg'] },
    ];
  },
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
  useColumns: ({ t }) => {
    const column = titledColumns<TBusinessListItem>(t, 'users:columns');
    return [
      column('email', (a) => a.email),
      column('status', (a) => activeTag(a.active, t)),
      registeredColumn<TBusinessListItem>(t),
    ];
  },
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
      <TabLinks
        tabs={USER_TABS}
        current={tab}
        label={(key) => t(`users:tabs.${key}`)}
        ariaLabel={t('users:tabs.label')}
      />
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
    case 'verification':
      return <CollectionAdminPage key={tab} config={verificationConfig} title={title} toolbar={tabs} />;
    case 'mentors':
      return <CollectionAdminPage key={tab} config={mentorsConfig} title={title} toolbar={tabs} />;
    case 'admins':
      return <CollectionAdminPage key={tab} config={adminsConfig} title={title} toolbar={tabs} />;
  }
}
