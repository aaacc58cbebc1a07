import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPaged } from '@praktika/contracts/common';
import type { TStipendMonth } from '@praktika/contracts/stipends';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { formatCents, formatMonth } from '../lib/money.ts';
import { StipendStatus } from './stipend-status.tsx';
import { useFocusableScroll } from '../lib/focusable-scroll.ts';

export type MonthsView = 'intern' | 'business' | 'admin';

/**
 * Stipend months as a table: per intern (organisations, admins) and month, the days present out of the working
 * days, the amount, the host's and the programme's shares and the status; organisations and admins confirm the
 * attendance of a line not yet in a payment run.
 */
export function StipendMonthsTable({
  view,
  page,
  loading,
  onConfirm,
  onPage,
}: {
  view: MonthsView;
  page: TPaged<TStipendMonth> | undefined;
  loading: boolean;
  onConfirm?: (line: TStipendMonth) => void;
  onPage?: (page: number, limit: number) => void;
}) {
  const { t } = useTranslation('stipends');
  const lang = useLanguage();
  const box = useFocusableScroll<HTMLDivElement>(t('tabs.months'), [page]);
  const money = (c: number | null) => <span className="pk-nowrap">{formatCents(c, lang)}</span>;
  const columns: TableColumnsType<TStipendMonth> = [
    ...(view !== 'intern'
      ? [
          {
            key: 'intern',
            title: t('columns.intern'),
            render: (_: unknown, l: TStipendMonth) => (
              <>
                <strong>{`${l.intern.internName} ${l.intern.internLastName}`}</strong>
                <div className="pk-muted">{view === 'admin' ? l.business.businessName : l.title}</div>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'month',
      title: t('columns.month'),
      render: (_: unknown, l) => <span className="pk-nowrap">{formatMonth(l.month, lang)}</span>,
    },
    {
      key: 'days',
      title: t('columns.days'),
      render: (_: unknown, l) =>
        l.daysPresent === null
          ? t('daysOpen', { days: l.workingDays })
          : t('daysOf', { present: l.daysPresent, days: l.workingDays }),
    },
    { key: 'amount', title: t('columns.amount'), render: (_: unknown, l) => money(l.amountCents) },
    { key: 'host', title: t('columns.hostShare'), render: (_: unknown, l) => money(l.hostShareCents) },
    {
      key: 'programme',
      title: t('columns.programmeShare'),
      render: (_: unknown, l) => money(l.programmeShareCents),
    },
    ...(view === 'admin'
      ? [
          {
            key: 'iban',
            title: t('columns.iban'),
            render: (_: unknown, l: TStipendMonth) =>
              l.iban ? <code>{l.iban}</code> : <span className="pk-muted">{t('noIban')}</span>,
          },
        ]
      : []),
    { key: 'status', title: t('columns.status'), render: (_: unknown, l) => <StipendStatus line={l} /> },
    ...(onConfirm
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_: unknown, l: TStipendMonth) =>
              l.status !== 'PAID' && !l.runId ? (
                <Button
                  size="small"
                  type={l.status === 'TO_CONFIRM' ? 'primary' : 'default'}
                  onClick={() => onConfirm(l)}
                  aria-label={t(l.status === 'TO_CONFIRM' ? 'confirmFor' : 'correctFor', {
                    name: `${l.intern.internName} ${l.intern.internLastName}`,
                    month: formatMonth(l.month, lang),
                  })}
                >
                  {l.status === 'TO_CONFIRM' ? t('confirm') : t('correct')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div ref={box}>
      <Table<TStipendMonth>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={page?.docs ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        pagination={
          onPage && page
            ? {
                current: page.page,
                pageSize: page.limit,
                total: page.totalDocs,
                onChange: onPage,
                showSizeChanger: false,
              }
            : false
        }
      />
    </div>
  );
}
