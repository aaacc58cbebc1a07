import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  STIPEND_STATUSES,
  type TRate,
  type TRun,
  type TStipendEvent,
  type TStipendMonth,
  type TStipendStatus,
} from '@praktika/contracts/stipends';
import {
  downloadRun,
  stipendMonthsResource,
  stipendEventsResource,
  stipendRunsResource,
  useBuildRun,
  useDeleteRate,
  useMarkPaid,
  useRates,
} from '../api/stipends.ts';
import { AttendanceDialog } from '../components/attendance-dialog.tsx';
import { StipendMonthsTable } from '../components/stipend-months-table.tsx';
import { RateForm } from '../components/rate-form.tsx';
import { BusinessFilter } from '../../../entities/people/party-filters.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { formatCents, formatMonth } from '../lib/money.ts';
import { useFocusableScroll } from '../lib/focusable-scroll.ts';
import { TabLinks } from '../../../shared/ui/tab-links.tsx';
import '../../../entities/people/person-detail.css';
import '../stipends.css';

const TABS = ['months', 'runs', 'rates', 'events'] as const;
type TTab = (typeof TABS)[number];

/** The previous calendar month (`YYYY-MM`), the usual one to pay. */
function previousMonth(): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return m.toISOString().slice(0, 7);
}

function MonthsTab() {
  const { t } = useTranslation('stipends');
  const [month, setMonth] = useState('');
  const [status, setStatus] = useState<TStipendStatus | undefined>();
  const [business, setBusiness] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [line, setLine] = useState<TStipendMonth | null>(null);
  const list = stipendMonthsResource.useList({
    page,
    limit: 20,
    ...(month ? { month } : {}),
    ...(status ? { status } : {}),
    ...(business ? { business } : {}),
  });
  return (
    <>
      <div className="pk-stipends-toolbar">
        <label>
          {t('filters.month')}
          <Input type="month" value={month} onChange={(e) => (setMonth(e.target.value), setPage(1))} />
        </label>
        <label>
          {t('filters.status')}
          <Select
            allowClear
            style={{ minWidth: 160 }}
            value={status}
            onChange={(v) => (setStatus(v), setPage(1))}
            options={STIPEND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            aria-label={t('filters.status')}
          />
        </label>
        <BusinessFilter
          value={business}
          onChange={(v) => (setBusiness(v), setPage(1))}
          label={t('filters.business')}
          className="pk-stipends-select"
        />
      </div>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <StipendMonthsTable
          view="admin"
          page={list.data}
          loading={list.isFetching && !list.data}
          onConfirm={setLine}
          onPage={(p) => setPage(p)}
        />
      )}
      <AttendanceDialog line={line} onClose={() => setLine(null)} />
    </>
  );
}

function RunsTab() {
  const { t } = useTranslation(['stipends', 'errors']);
  const lang = useLanguage();
  const toast = useToast();
  const [month, setMonth] = useState(previousMonth);
  const [page, setPage] = useState(1);
  const runs = stipendRunsResource.useList({ page, limit: 10 });
  const build = useBuildRun();
  const paid = useMarkPaid();
  const { ask, dialog } = useConfirmAction();
  const box = useFocusableScroll<HTMLDivElement>(t('tabs.runs'), [runs.data]);
  const download = (run: TRun, format: 'xlsx' | 'csv') =>
    downloadRun(run, format).catch((err: Error) => toast.error(errorText(err, t)));
  return (
    <>
      <div className="pk-stipends-toolbar">
        <label>
          {t('runs.month')}
          <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <Button
          type="primary"
          loading={build.isPending}
          disabled={!month}
          onClick={() =>
            build.mutate(
              { month },
              {
                onSuccess: (run) => toast.success(t('runs.built', { count: run.lineCount })),
                onError: (err) => toast.error(errorText(err, t)),
              },
            )
          }
        >
          {t('runs.build')}
        </Button>
      </div>
      {runs.isError ? (
        <ListError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <div ref={box}>
          <Table<TRun>
            rowKey="_id"
            size="middle"
            dataSource={runs.data?.docs ?? []}
            loading={!runs.data}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('runs.empty') }}
            pagination={
              runs.data
                ? {
                    current: page,
                    pageSize: 10,
                    total: runs.data.totalDocs,
                    onChange: setPage,
                    showSizeChanger: false,
                  }
                : false
            }
            columns={[
              { key: 'month', title: t('columns.month'), render: (_, r) => formatMonth(r.month, lang) },
              { key: 'lines', title: t('runs.lines'), dataIndex: 'lineCount' },
              { key: 'total', title: t('columns.amount'), render: (_, r) => formatCents(r.totalCents, lang) },
              {
                key: 'host',
                title: t('columns.hostShare'),
                render: (_, r) => formatCents(r.hostShareCents, lang),
              },
              {
                key: 'programme',
                title: t('columns.programmeShare'),
                render: (_, r) => formatCents(r.programmeShareCents, lang),
              },
              {
                key: 'status',
                title: t('columns.status'),
                render: (_, r) =>
                  r.status === 'PAID' ? (
                    <Tag className="pk-stipend-tag" color="green">
                      {t('status.PAID')}
                    </Tag>
                  ) : (
                    <Tag className="pk-stipend-tag" color="geekblue">
                      {t('runs.open')}
                    </Tag>
                  ),
              },
              {
                key: 'created',
                title: t('runs.created'),
                render: (_, r) => <span className="pk-nowrap">{formatDateTime(r.createdAt)}</span>,
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                render: (_, r) => (
                  <Space wrap>
                    <Button size="small" onClick={() => void download(r, 'xlsx')}>
                      {t('runs.xlsx')}
                    </Button>
                    <Button size="small" onClick={() => void download(r, 'csv')}>
                      {t('runs.csv')}
                    </Button>
                    {r.status !== 'PAID' && (
                      <Button
                        size="small"
                        type="primary"
                        onClick={() =>
                          ask({
                            title: t('runs.payTitle', { month: formatMonth(r.month, lang) }),
                            text: t('runs.payText', {
                              count: r.lineCount,
                              total: formatCents(r.totalCents, lang),
                            }),
                            confirmLabel: t('runs.pay'),
                            run: () => paid.mutateAsync(r._id),
                            success: t('runs.paid'),
                          })
                        }
                      >
                        {t('runs.pay')}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      {dialog}
    </>
  );
}

/** What a rate applies to: the organisation, or the posting with its organisation; an override whose record is gone says so. */
function RateTarget({ rate }: { rate: TRate }) {
  const { t } = useTranslation('stipends');
  if (rate.scope === 'DEFAULT') return <>—</>;
  if (rate.scopeName === null) return <span className="pk-stipends-gone">{t('rates.gone')}</span>;
  if (rate.scope === 'BUSINESS' || !rate.business) return <>{rate.scopeName}</>;
  return (
    <>
      {rate.scopeName}
      <div className="pk-stipends-org">{rate.business.businessName}</div>
    </>
  );
}

function RatesTab() {
  const { t } = useTranslation('stipends');
  const lang = useLanguage();
  const rates = useRates();
  const remove = useDeleteRate();
  const { ask, dialog } = useConfirmAction();
  const box = useFocusableScroll<HTMLDivElement>(t('tabs.rates'), [rates.data]);
  const nameOf = (r: TRate) => r.scopeName ?? t('rates.gone');
  return (
    <>
      <p className="pk-stipends-intro">{t('rates.intro')}</p>
      {rates.isError ? (
        <ListError error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <div ref={box}>
          <Table<TRate>
            rowKey="_id"
            size="middle"
            loading={!rates.data}
            dataSource={rates.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'scope', title: t('fields.scope'), render: (_, r) => t(`rates.scopes.${r.scope}`) },
              { key: 'name', title: t('rates.name'), render: (_, r) => <RateTarget rate={r} /> },
              {
                key: 'monthly',
                title: t('fields.monthlyCents'),
                render: (_, r) => formatCents(r.monthlyCents, lang),
              },
              {
                key: 'share',
                title: t('fields.hostSharePercent'),
                render: (_, r) => `${r.hostSharePercent} %`,
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                render: (_, r) =>
                  r.scope === 'DEFAULT' ? null : (
                    <Button
                      size="small"
                      danger
                      className="pk-stipends-danger"
                      aria-label={t('rates.removeFor', { name: nameOf(r) })}
                      onClick={() =>
                        ask({
                          title: t('rates.removeTitle', { name: nameOf(r) }),
                          text: t('rates.removeText'),
                          confirmLabel: t('rates.remove'),
                          danger: true,
                          run: () => remove.mutateAsync(r._id),
                          success: t('rates.removed'),
                        })
                      }
                    >
                      {t('rates.remove')}
                    </Button>
                  ),
              },
            ]}
          />
        </div>
      )}
      <h2 className="pk-stipends-subtitle">{t('rates.set')}</h2>
      <RateForm />
      {dialog}
    </>
  );
}

/** What changed, in one line: the fields after the change (an IBAN only masked, as the API keeps it). */
const changeText = (e: TStipendEvent) =>
  Object.entries(e.after ?? {})
    .filter(([k]) => k !== 'lines')
    .map(([k, v]) => `${k}: ${v === null ? '—' : String(v)}`)
    .join(', ');

function EventsTab() {
  const { t } = useTranslation('stipends');
  const [page, setPage] = useState(1);
  const events = stipendEventsResource.useList({ page, limit: 20 });
  const box = useFocusableScroll<HTMLDivElement>(t('tabs.events'), [events.data]);
  if (events.isError) return <ListError error={events.error} onRetry={() => void events.refetch()} />;
  return (
    <div ref={box}>
      <Table<TStipendEvent>
        rowKey="_id"
        size="middle"
        loading={!events.data}
        dataSource={events.data?.docs ?? []}
        scroll={{ x: 'max-content' }}
        pagination={
          events.data
            ? {
                current: page,
                pageSize: 20,
                total: events.data.totalDocs,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
        columns={[
          {
            key: 'at',
            title: t('events.at'),
            render: (_, e) => <span className="pk-nowrap">{formatDateTime(e.at)}</span>,
          },
          { key: 'actor', title: t('events.actor'), render: (_, e) => t(`events.roles.${e.actor.role}`) },
          {
            key: 'what',
            title: t('events.what'),
            render: (_, e) => `${t(`events.entities.${e.entity}`)}: ${t(`events.actions.${e.action}`)}`,
          },
          { key: 'change', title: t('events.change'), render: (_, e) => <code>{changeText(e)}</code> },
        ]}
      />
    </div>
  );
}

/**
 * /dashboard/payments (admins): every organisation's stipend months (filters by month, status, organisation),
 * payment runs (build one for a month, download the bank file as xlsx or csv, mark it paid), the rates (the
 * default and the overrides per organisation or posting) and the change log; the tab is in the URL (`?tab=`).
 */
export function PaymentsAdminPage() {
  const { t } = useTranslation(['dashboard', 'stipends']);
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: TTab = TABS.find((k) => k === asked) ?? 'months';
  const title = t('dashboard:sections.payments');
  return (
    <div className="pk-dash-page pk-stipends-page">
      <h1 className="pk-dash-h1">{title}</h1>
      <TabLinks tabs={TABS} current={tab} label={(key) => t(`stipends:tabs.${key}`)} ariaLabel={title} />
      <div className="pk-card">
        {tab === 'months' && <MonthsTab />}
        {tab === 'runs' && <RunsTab />}
        {tab === 'rates' && <RatesTab />}
        {tab === 'events' && <EventsTab />}
      </div>
    </div>
  );
}
