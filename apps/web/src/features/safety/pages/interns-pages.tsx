import { useState } from 'react';
import { Space, Tag } from 'antd';
import { FlagOutlined, StopOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ENGAGED_STATUSES,
  type TApplication,
  type TApplicationStatus,
} from '@praktika/contracts/applications';
import { applicationsResource, type TApplicationQueryWeb } from '../../../entities/applications/api.ts';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
} from '../../../shared/admin/collection-admin-page.tsx';
import { ApplicationStatusTag } from '../../../entities/applications/application-status.tsx';
import { CancelEngagementDialog } from '../components/cancel-engagement-dialog.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { MyReports } from '../components/my-reports.tsx';
import {
  FileDownloadButton,
  dateRange,
  internDetailPath,
  internName,
  postingTitle,
} from '../lib/engagement-view.tsx';
import '../engagements.css';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';

/** The statuses of each list: engaged now, or ended (completed or cancelled). */
export const ACTIVE_STATUSES: readonly TApplicationStatus[] = ENGAGED_STATUSES;
export const PAST_STATUSES: readonly TApplicationStatus[] = ['COMPLETED', 'CANCELLED'];

/** The intern's name (a link to their page on this application), with a tag for minors. */
function InternCell({ item }: { item: TApplication }) {
  const { t } = useTranslation('engagements');
  return (
    <Space size={4} wrap>
      <Link to={internDetailPath(item)}>{internName(item.intern)}</Link>
      {item.intern.minor && <Tag color="orange">{t('common.minor')}</Tag>}
    </Space>
  );
}

const commonColumns = (t: TFunction): CollectionColumn<TApplication>[] => {
  const column = titledColumns<TApplication>(t, 'engagements:columns');
  return [
    column('intern', (a) => <InternCell item={a} />),
    column('posting', (a) => (
      <Space size={4} wrap>
        <span>{postingTitle(a)}</span>
        <Tag>{t(`engagements:types.${a.type}`)}</Tag>
      </Space>
    )),
    column('dates', (a) => <span className="pk-nowrap">{dateRange(a.startDate, a.endDate)}</span>),
    column('status', (a) => <ApplicationStatusTag status={a.status} />),
  ];
};

/** Cancel the engagement (the host's dialog) or report the intern; after a cancellation, the past interns. */
function ActiveRowActions({ item }: { item: TApplication }) {
  const { t } = useTranslation('engagements');
  const navigate = useNavigate();
  const [open, setOpen] = useState<'cancel' | 'report' | null>(null);
  const name = internName(item.intern);
  return (
    <>
      <RowActionButton
        danger
        className="pk-engagement-danger"
        icon={<StopOutlined aria-hidden />}
        label={t('cancel.button')}
        ariaLabel={t('active.cancelItem', { name })}
        onClick={() => setOpen('cancel')}
      />
      <ReportButton item={item} onOpen={() => setOpen('report')} />
      <CancelEngagementDialog
        open={open === 'cancel'}
        variant="host"
        application={item}
        onClose={() => setOpen(null)}
        onCancelled={() => void navigate('/dashboard/pastInterns')}
      />
      <ReportIntern item={item} open={open === 'report'} onClose={() => setOpen(null)} />
    </>
  );
}

function ReportButton({ item, onOpen }: { item: TApplication; onOpen: () => void }) {
  const { t } = useTranslation('engagements');
  return (
    <RowActionButton
      icon={<FlagOutlined aria-hidden />}
      label={t('report.button')}
      ariaLabel={t('active.reportItem', { name: internName(item.intern) })}
      onClick={onOpen}
    />
  );
}

function ReportIntern({ item, open, onClose }: { item: TApplication; open: boolean; onClose: () => void }) {
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      subject={{
        reported: 'INTERN',
        name: internName(item.intern),
        applicationId: item._id,
        businessId: item.business._id,
        internId: item.intern._id,
      }}
    />
  );
}

function PastRowActions({ item }: { item: TApplication }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReportButton item={item} onOpen={() => setOpen(true)} />
      <ReportIntern item={item} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const resource = { useList: applicationsResource.useList };

const typeFilter = (t: TFunction) => ({
  type: 'enum' as const,
  name: 'type',
  label: t('engagements:columns.type'),
  options: (['JOB', 'TRAINING'] as const).map((v) => ({ value: v, label: t(`engagements:types.${v}`) })),
});

const statusFilter = (t: TFunction, statuses: readonly TApplicationStatus[]) => ({
  type: 'enum' as const,
  name: 'status',
  label: t('engagements:columns.status'),
  multiple: true,
  options: statuses.map((s) => ({ value: s, label: t(`opportunities:status.${s}`) })),
});

const activeConfig: CollectionConfig<TApplication, TApplicationQueryWeb> = {
  resource,
  policySubject: 'application',
  baseQuery: () => ({ status: [...ACTIVE_STATUSES] }),
  filters: (t) => [statusFilter(t, ACTIVE_STATUSES), typeFilter(t)],
  useColumns: ({ t }) => {
    const column = titledColumns<TApplication>(t, 'engagements:columns');
    return [
      ...commonColumns(t),
      column('contract', (a) =>
        a.type !== 'JOB' ? (
          '—'
        ) : a.contract ? (
          <FileDownloadButton file={a.contract} label={t('engagements:common.download')} />
        ) : (
          <span className="pk-muted">{t('engagements:common.noContract')}</span>
        ),
      ),
    ];
  },
  rowActions: (item) => <ActiveRowActions item={item} />,
  emptyText: (t) => t('engagements:active.empty'),
  itemName: (item) => internName(item.intern),
};

const pastConfig: CollectionConfig<TApplication, TApplicationQueryWeb> = {
  resource,
  policySubject: 'application',
  baseQuery: () => ({ status: [...PAST_STATUSES] }),
  filters: (t) => [statusFilter(t, PAST_STATUSES), typeFilter(t)],
  useColumns: ({ t }) => {
    const column = titledColumns<TApplication>(t, 'engagements:columns');
    return [
      ...commonColumns(t),
      column('outcome', (a) =>
        a.status === 'CANCELLED'
          ? t('engagements:outcomes.CANCELLED')
          : a.outcome
            ? t(`engagements:outcomes.${a.outcome}`)
            : t('engagements:outcomes.none'),
      ),
    ];
  },
  rowActions: (item) => <PastRowActions item={item} />,
  emptyText: (t) => t('engagements:past.empty'),
  itemName: (item) => internName(item.intern),
};

/** /dashboard/activeInterns (organisations): interns accepted, approved, hired or extended, with cancel and report. */
export function ActiveInternsPage() {
  const { t } = useTranslation(['dashboard', 'engagements', 'opportunities']);
  return (
    <>
      <CollectionAdminPage
        config={activeConfig}
        title={t('dashboard:sections.activeInterns')}
        className="pk-engagements-page"
        toolbar={<p className="pk-engagements-intro">{t('engagements:active.intro')}</p>}
      />
      {/* the organisation's own reports about its interns, with their status */}
      <MyReports hideWhenEmpty />
    </>
  );
}

/** /dashboard/pastInterns (organisations): completed and cancelled engagements with their outcome. */
export function PastInternsPage() {
  const { t } = useTranslation(['dashboard', 'engagements', 'opportunities']);
  return (
    <CollectionAdminPage
      config={pastConfig}
      title={t('dashboard:sections.pastInterns')}
      className="pk-engagements-page"
      toolbar={<p className="pk-engagements-intro">{t('engagements:past.intro')}</p>}
    />
  );
}
