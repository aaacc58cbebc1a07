import { Button } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  MENTORSHIP_STATUSES,
  type TMentorship,
  type TMentorshipRequest,
} from '@praktika/contracts/mentoring';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import {
  mentorshipRequestsResource,
  mentorshipsResource,
  type TMentorshipRequestsQueryWeb,
  type TMentorshipsQueryWeb,
} from '../api/mentoring.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { MentorshipActions, RequestActions } from './mentorship-actions.tsx';
import {
  AssignedByCell,
  MentorLink,
  MentorshipStatusTag,
  ProgressCell,
  internshipDates,
  languageNames,
  mentorAdminPath,
  personName,
} from './mentor-admin-parts.tsx';
import { TabLinks } from '../../../shared/ui/tab-links.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';
import '../../../entities/people/person-detail.css';
import './mentor-admin.css';

const internCell = (intern: { _id: string; name: string; lastName: string }) => (
  <Link to={mentorAdminPath.intern(intern._id)}>{personName(intern)}</Link>
);

const mentorshipsConfig: CollectionConfig<TMentorship, TMentorshipsQueryWeb> = {
  resource: { useList: mentorshipsResource.useList },
  policySubject: 'mentorship',
  filters: (t) => [
    { type: 'search', name: 'name', label: t('mentorAdmin:filters.name') },
    {
      type: 'enum',
      name: 'status',
      label: t('mentorAdmin:filters.status'),
      multiple: true,
      options: MENTORSHIP_STATUSES.map((s) => ({ value: s, label: t(`mentorAdmin:statuses.${s}`) })),
    },
    { type: 'boolean', name: 'current', label: t('mentorAdmin:filters.current') },
    { type: 'boolean', name: 'acceptedByMentor', label: t('mentorAdmin:filters.acceptedByMentor') },
    { type: 'boolean', name: 'behind', label: t('mentorAdmin:filters.behind') },
    {
      type: 'enum',
      name: 'availability',
      label: t('mentorAdmin:filters.availability'),
      options: (['AVAILABLE', 'UNAVAILABLE'] as const).map((a) => ({
        value: a,
        label: t(`mentorAdmin:availability.${a}`),
      })),
    },
  ],
  useColumns: ({ t }) => {
    const column = titledColumns<TMentorship>(t, 'mentorAdmin:columns');
    return [
      column('intern', (m) => internCell(m.intern)),
      column('mentor', (m) => <MentorLink mentor={m.mentor} />),
      column('internship', (m) => (
        <span className="pk-ma-internship">
          <span>{m.application.business.businessName}</span>
          <small>{m.application.title}</small>
          <small className="pk-ma-nowrap">{internshipDates(m.application, t)}</small>
        </span>
      )),
      column('status', (m) => <MentorshipStatusTag status={m.status} />),
      column('progress', (m) => <ProgressCell progress={m.progress} />),
      column('assignedBy', (m) => <AssignedByCell mentorship={m} />),
      column('created', (m) => <span className="pk-ma-nowrap">{formatDate(m.createdAt)}</span>, 'lg'),
    ];
  },
  rowActions: (m) => <MentorshipActions mentorship={m} />,
  emptyText: (t) => t('mentorAdmin:empty.mentorships'),
  itemName: (m) => personName(m.intern),
};

const waitingConfig: CollectionConfig<TMentorshipRequest, TMentorshipRequestsQueryWeb> = {
  resource: { useList: mentorshipRequestsResource.useList },
  policySubject: 'mentorship',
  baseQuery: () => ({ status: 'WAITING' }),
  useColumns: ({ t, lang }) => {
    const column = titledColumns<TMentorshipRequest>(t, 'mentorAdmin:columns');
    return [
      column('position', (r) =>
        r.position === null ? '—' : t('mentorAdmin:position', { position: r.position }),
      ),
      column('intern', (r) => internCell(r.intern)),
      column('organisation', (r) => (
        <span className="pk-ma-internship">
          <span>{r.application.businessName}</span>
          <small>{r.application.title}</small>
        </span>
      )),
      column('languages', (r) => languageNames(r.languages, lang)),
      column('waitingSince', (r) => <span className="pk-ma-nowrap">{formatDate(r.createdAt)}</span>, 'md'),
    ];
  },
  rowActions: (r) => <RequestActions request={r} />,
  emptyText: (t) => t('mentorAdmin:empty.waiting'),
  itemName: (r) => personName(r.intern),
};

const TABS = ['mentorships', 'waiting'] as const;
type TTab = (typeof TABS)[number];

/** How many answer a query (one row asked for; `totalDocs` counts). */
const useCount = <Q,>(useList: (q: Q) => { data?: { totalDocs: number } }, query: Q) =>
  useList(query).data?.totalDocs;

/** The tabs, the waiting count on the waiting list's tab, and on Mentorships the "behind" quick filter. */
function Toolbar({ tab, t }: { tab: TTab; t: TFunction }) {
  const url = useListUrlState();
  const waiting = useCount(mentorshipRequestsResource.useList, { status: 'WAITING', page: 1, limit: 1 });
  const behind = useCount(mentorshipsResource.useList, { behind: true, page: 1, limit: 1 });
  const behindOn = url.text('behind') === 'true';
  return (
    <div className="pk-ma-toolbar">
      <TabLinks
        tabs={TABS}
        current={tab}
        label={(key) => (
          <>
            {t(`mentorAdmin:tabs.${key}`)}
            {key === 'waiting' && waiting !== undefined && waiting > 0 && (
              <span
                className="pk-ma-badge"
                aria-label={t('mentorAdmin:tabs.waitingCount', { count: waiting })}
              >
                {waiting}
              </span>
            )}
          </>
        )}
        ariaLabel={t('mentorAdmin:tabs.label')}
      />
      {tab === 'mentorships' && (
        <Button
          className={`pk-ma-behind-btn${behindOn ? ' pk-ma-behind-on' : ''}`}
          icon={<ClockCircleOutlined aria-hidden />}
          aria-pressed={behindOn}
          // the name is the visible text and count (label in name); what a press does is the description
          title={
            behindOn ? t('mentorAdmin:behind.clear') : t('mentorAdmin:behind.show', { count: behind ?? 0 })
          }
          onClick={() => url.patch({ behind: behindOn ? undefined : 'true' })}
          data-testid="behind-quick-filter"
        >
          <span>
            {t('mentorAdmin:behind.quick')}
            {behind !== undefined && ' '}
            {behind !== undefined && (
              // red only when some mentorship is behind; nothing to worry about reads calm
              <span className={`pk-ma-badge${behind > 0 ? ' pk-ma-badge-alert' : ' pk-ma-badge-calm'}`}>
                {behind}
              </span>
            )}
          </span>
        </Button>
      )}
    </div>
  );
}

/**
 * /dashboard/mentorshipsList (admins): two tabs (`tab` in the URL). Mentorships: every mentorship with filters
 * in the URL (name, status, current, accepted, behind on meetings, the mentor's availability), a "behind on
 * meetings" quick filter with its count, why each mentor was picked, and Reassign / End / Open. Waiting list: the
 * requests nobody could take yet, in the order they are served, with Assign and Remove.
 */
export function MentorshipsListPage() {
  const { t } = useTranslation(['dashboard', 'mentorAdmin']);
  const [params] = useSearchParams();
  const tab: TTab = params.get('tab') === 'waiting' ? 'waiting' : 'mentorships';
  const toolbar = <Toolbar tab={tab} t={t} />;
  const title = t('dashboard:sections.mentorshipsList');
  // one page per tab (its own config type), the rest shared
  const page = { title, toolbar, className: 'pk-ma-lists' };
  return tab === 'mentorships' ? (
    <CollectionAdminPage key={tab} config={mentorshipsConfig} {...page} />
  ) : (
    <CollectionAdminPage key={tab} config={waitingConfig} {...page} />
  );
}
