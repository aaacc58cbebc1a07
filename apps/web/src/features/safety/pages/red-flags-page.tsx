import { useMemo, useState } from 'react';
import { Form, Input, Select, Tag } from 'antd';
import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  RED_FLAG_PRIORITIES,
  RED_FLAG_STATUSES,
  RED_FLAG_SUBJECTS,
  ZRedFlagUpdate,
  type TRedFlag,
} from '@praktika/contracts/safety';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import {
  redFlagsResource,
  useRedFlaggedOrganisations,
  useUpdateRedFlag,
  type TRedFlagQueryWeb,
  type TRedFlaggedOrganisation,
  type TRedFlagUpdate,
} from '../api/safety.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { Facts } from '../../../entities/people/person-detail.tsx';
import { BusinessFilter } from '../../../entities/people/party-filters.tsx';
import { internName } from '../lib/engagement-view.tsx';
import { RespondByCell } from '../lib/deadline.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import '../../../entities/people/person-detail.css';
import '../engagements.css';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';
import { TabLinks } from '../../../shared/ui/tab-links.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';

const STATUS_COLORS = { NEW: 'red', IN_REVIEW: 'gold', RESOLVED: 'green' } as const;

/** Who the report is about: the organisation or the intern, by name. */
const reportedName = (f: TRedFlag) =>
  f.reported === 'BUSINESS' ? f.business.businessName : internName(f.intern);

export function RedFlagStatusTag({ status }: { status: TRedFlag['status'] }) {
  const { t } = useTranslation('engagements');
  return <Tag color={STATUS_COLORS[status]}>{t(`redFlagStatuses.${status}`)}</Tag>;
}

function PriorityTag({ priority }: { priority: TRedFlag['priority'] }) {
  const { t } = useTranslation('engagements');
  if (!priority) return null;
  return priority === 'HIGH' ? (
    <Tag color="red">{t('priorities.HIGH')}</Tag>
  ) : (
    <Tag>{t('priorities.NORMAL')}</Tag>
  );
}

const FIELDS = ['status', 'priority', 'internalNote'] as const;

/** The admin's work on one report: the whole report read, then its status, priority and internal note. */
function WorkDialog({ flag, onClose }: { flag: TRedFlag; onClose: () => void }) {
  const { t } = useTranslation('engagements');
  const toast = useToast();
  const update = useUpdateRedFlag();
  const labels = useFieldLabels('engagements', FIELDS);
  const name = reportedName(flag);
  const cf = useContractForm<TRedFlagUpdate>({
    schema: ZRedFlagUpdate,
    labels,
    name: 'redflag',
    toInput: (v) => ({
      status: v.status,
      priority: v.priority,
      internalNote: typeof v.internalNote === 'string' && v.internalNote.trim() ? v.internalNote : null,
    }),
    onSubmit: (body, { showServerError }) =>
      update.mutate(
        { id: flag._id, body },
        {
          onSuccess: () => {
            toast.success(t('redFlags.saved'));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });
  return (
    <ActionDialog
      title={t('redFlags.workTitle', { name })}
      pending={update.isPending}
      onClose={onClose}
      rootClassName="pk-engagement-dialog"
      cancelLabel={t('redFlags.cancel')}
      confirmLabel={t('redFlags.save')}
      onConfirm={() => cf.form.submit()}
      testId="save-redflag"
    >
      <Facts
        items={[
          [t('columns.reported'), `${t(`subjects.${flag.reported}`)}: ${name}`],
          [t('columns.business'), flag.business.businessName],
          [
            t('columns.intern'),
            `${internName(flag.intern)}${flag.intern.minor ? ` (${t('common.minor')})` : ''}`,
          ],
          [t('columns.posting'), flag.application?.title ?? '—'],
          [
            t('columns.reporter'),
            t('redFlags.reportedBy', {
              name: flag.reporter.name,
              role: t(`reporterRoles.${flag.reporter.role}`),
            }),
          ],
          [t('columns.reasons'), flag.reasons.map((r) => t(`redFlagReasons.${r}`)).join(', ')],
          [t('columns.created'), formatDate(flag.createdAt)],
          [t('columns.respondBy'), flag.respondBy ? formatDateTime(flag.respondBy) : '—'],
        ]}
      />
      <p className="pk-redflag-text">{flag.reasonText ?? t('redFlags.noText')}</p>
      <Form
        {...cf.formProps}
        initialValues={{
          status: flag.status,
          priority: flag.priority ?? 'NORMAL',
          internalNote: flag.internalNote ?? '',
        }}
      >
        <FormFields labels={cf.labels} rules={cf.rules}>
          <Field name="status">
            <Select
              options={RED_FLAG_STATUSES.map((s) => ({ value: s, label: t(`redFlagStatuses.${s}`) }))}
            />
          </Field>
          <Field name="priority">
            <Select options={RED_FLAG_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))} />
          </Field>
          <Field name="internalNote">
            <Input.TextArea rows={3} maxLength={4000} showCount />
          </Field>
        </FormFields>
      </Form>
    </ActionDialog>
  );
}

function WorkButton({ flag }: { flag: TRedFlag }) {
  const { t } = useTranslation('engagements');
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowActionButton
        icon={<EditOutlined aria-hidden />}
        label={t('redFlags.work')}
        ariaLabel={t('redFlags.workItem', { name: reportedName(flag) })}
        onClick={() => setOpen(true)}
      />
      {open && <WorkDialog flag={flag} onClose={() => setOpen(false)} />}
    </>
  );
}

const enumOptions = <T extends string>(values: readonly T[], t: TFunction, prefix: string) =>
  values.map((v) => ({ value: v, label: t(`engagements:${prefix}.${v}`) }));

const reportsConfig: CollectionConfig<TRedFlag, TRedFlagQueryWeb> = {
  resource: { useList: redFlagsResource.useList },
  policySubject: 'redFlag',
  filters: (t) => [
    {
      type: 'enum',
      name: 'status',
      label: t('engagements:redFlags.filters.status'),
      multiple: true,
      options: enumOptions(RED_FLAG_STATUSES, t, 'redFlagStatuses'),
    },
    {
      type: 'enum',
      name: 'priority',
      label: t('engagements:redFlags.filters.priority'),
      options: enumOptions(RED_FLAG_PRIORITIES, t, 'priorities'),
    },
    {
      type: 'enum',
      name: 'reported',
      label: t('engagements:redFlags.filters.reported'),
      options: enumOptions(RED_FLAG_SUBJECTS, t, 'subjects'),
    },
    {
      type: 'custom',
      name: 'business',
      label: t('engagements:redFlags.filters.business'),
      render: (props) => <BusinessFilter {...props} />,
    },
  ],
  useColumns: ({ t }) => {
    const column = titledColumns<TRedFlag>(t, 'engagements:columns');
    return [
      column('reported', (f) => (
        <>
          <Tag>{t(`engagements:subjects.${f.reported}`)}</Tag> {reportedName(f)}
        </>
      )),
      column('business', (f) => f.business.businessName),
      column('intern', (f) => (
        <>
          {internName(f.intern)}
          {f.intern.minor && (
            <>
              {' '}
              <Tag color="orange">{t('engagements:common.minor')}</Tag>
            </>
          )}
        </>
      )),
      column('reasons', (f) => f.reasons.map((r) => t(`engagements:redFlagReasons.${r}`)).join(', ')),
      column('reporter', (f) => `${f.reporter.name} (${t(`engagements:reporterRoles.${f.reporter.role}`)})`),
      column('status', (f) => <RedFlagStatusTag status={f.status} />),
      column('priority', (f) => <PriorityTag priority={f.priority} />),
      column('respondBy', (f) => <RespondByCell flag={f} />),
      column('created', (f) => <span className="pk-nowrap">{formatDate(f.createdAt)}</span>),
    ];
  },
  rowActions: (flag) => <WorkButton flag={flag} />,
  emptyText: (t) => t('engagements:redFlags.empty'),
  itemName: (f) => reportedName(f),
};

const organisationsConfig: CollectionConfig<
  TRedFlaggedOrganisation & { _id: string },
  { page?: number; limit?: number }
> = {
  resource: { useList: useRedFlaggedOrganisations },
  policySubject: 'redFlag',
  useColumns: ({ t }) => {
    const column = titledColumns<TRedFlaggedOrganisation & { _id: string }>(t, 'engagements:columns');
    return [
      column('business', (o) => (
        <Link to={`/dashboard/businessDetail/${encodeURIComponent(o._id)}`}>{o.businessName}</Link>
      )),
      { key: 'email', title: t('engagements:columns.email'), dataIndex: 'email' },
      { key: 'total', title: t('engagements:columns.total'), dataIndex: 'total', align: 'right' },
      { key: 'open', title: t('engagements:columns.open'), dataIndex: 'open', align: 'right' },
      { key: 'high', title: t('engagements:columns.high'), dataIndex: 'high', align: 'right' },
      column('lastReported', (o) => <span className="pk-nowrap">{formatDate(o.lastReportedAt)}</span>),
    ];
  },
  rowActions: (o, { t }) => (
    <LinkButton
      size="small"
      to={`/dashboard/redFlags?business=${encodeURIComponent(o._id)}`}
      icon={<UnorderedListOutlined aria-hidden />}
      aria-label={t('engagements:redFlags.showReports', { name: o.businessName })}
    >
      {t('engagements:redFlags.tabs.reports')}
    </LinkButton>
  ),
  itemName: (o) => o.businessName,
  emptyText: (t) => t('engagements:redFlags.emptyOrganisations'),
};

const TABS = ['reports', 'organisations'] as const;
type TTab = (typeof TABS)[number];

/**
 * /dashboard/redFlags (admins): two tabs (`tab` in the URL). Reports: every report with filters by status,
 * priority, who is reported and organisation, in the API's order (overdue open reports first, then by response
 * deadline, the resolved last) with the time left to answer or how long it is overdue; each opens a dialog to
 * change its status and priority and write an internal note. Red-flagged organisations: organisations reported at least once, most first, each linking to
 * its reports.
 */
export function RedFlagsPage() {
  const { t } = useTranslation(['dashboard', 'engagements']);
  const [params] = useSearchParams();
  const tab: TTab = params.get('tab') === 'organisations' ? 'organisations' : 'reports';
  const tabs = useMemo(
    () => (
      <TabLinks
        tabs={TABS}
        current={tab}
        label={(key) => t(`engagements:redFlags.tabs.${key}`)}
        ariaLabel={t('dashboard:sections.redFlags')}
      />
    ),
    [t, tab],
  );
  const title = t('dashboard:sections.redFlags');
  // one page per tab (its own config type), the rest shared
  const page = { title, toolbar: tabs, className: 'pk-engagements-page' };
  return tab === 'reports' ? (
    <CollectionAdminPage key={tab} config={reportsConfig} {...page} />
  ) : (
    <CollectionAdminPage key={tab} config={organisationsConfig} {...page} />
  );
}
