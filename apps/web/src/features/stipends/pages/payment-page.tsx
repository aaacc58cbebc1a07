import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStipendMonth, TStipendStatus } from '@praktika/contracts/stipends';
import { stipendMonthsResource } from '../api/stipends.ts';
import { AttendanceDialog } from '../components/attendance-dialog.tsx';
import { StipendMonthsTable } from '../components/stipend-months-table.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import '../stipends.css';

type Filter = 'ALL' | TStipendStatus;

/**
 * /dashboard/payment (organisations): the stipend months of the organisation's interns. Per intern and month the
 * days present, the stipend, the organisation's and the programme's shares and the status; "Confirm" opens the
 * attendance form (days present out of the working days, a note).
 */
export function PaymentPage() {
  const { t } = useTranslation(['dashboard', 'stipends']);
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [line, setLine] = useState<TStipendMonth | null>(null);
  const list = stipendMonthsResource.useList({
    page,
    limit: 20,
    ...(filter !== 'ALL' ? { status: filter } : {}),
  });
  return (
    <div className="pk-dash-page pk-stipends-page">
      <h1 className="pk-dash-h1">{t('dashboard:sections.payment')}</h1>
      <p className="pk-stipends-intro">{t('stipends:organisation.intro')}</p>
      <div className="pk-card">
        <Segmented<Filter>
          className="pk-stipends-filter"
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={(['ALL', 'TO_CONFIRM', 'CONFIRMED', 'PAID'] as const).map((v) => ({
            value: v,
            label: v === 'ALL' ? t('stipends:all') : t(`stipends:status.${v}`),
          }))}
        />
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <StipendMonthsTable
            view="business"
            page={list.data}
            loading={list.isFetching && !list.data}
            onConfirm={setLine}
            onPage={(p) => setPage(p)}
          />
        )}
      </div>
      <AttendanceDialog line={line} onClose={() => setLine(null)} />
    </div>
  );
}
