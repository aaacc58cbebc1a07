import { useState } from 'react';
import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TRedFlag } from '@praktika/contracts/safety';
import { redFlagsResource } from '../api/safety.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import '../../../shared/admin/admin.css';
import '../pages/report-page.css';

const STATUS_COLORS = { NEW: 'blue', IN_REVIEW: 'gold', RESOLVED: 'green' } as const;

/** A report's status as its reporter reads it: received, in review, resolved. */
export function ReporterStatusTag({ status }: { status: TRedFlag['status'] }) {
  const { t } = useTranslation('engagements');
  return <Tag color={STATUS_COLORS[status]}>{t(`reporterStatuses.${status}`)}</Tag>;
}

const DEFAULT_PAGE_SIZE = 5;

/**
 * The reports the signed-in person filed (GET /redflags answers a reporter theirs only, without the administrators'
 * priority, note and deadline), newest first, each with its status (received, in review, resolved). Interns see
 * it on /internship, organisations on their active interns, mentors on their report page. `hideWhenEmpty` shows
 * nothing to someone who never reported (nor while loading or on an error); `texts` replaces the title and empty text; `page`/`onPage` keep the page
 * in the URL where the caller wants it.
 */
export function MyReports({
  hideWhenEmpty = false,
  texts,
  page: pageProp,
  onPage,
  pageSize = DEFAULT_PAGE_SIZE,
}: {
  hideWhenEmpty?: boolean;
  texts?: { title: string; none: string; sentOn: (date: string) => string };
  page?: number;
  onPage?: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation('engagements');
  const [ownPage, setOwnPage] = useState(1);
  const page = pageProp ?? ownPage;
  const list = redFlagsResource.useList({ page, limit: pageSize });
  const name = (f: TRedFlag) =>
    f.reported === 'BUSINESS' ? f.business.businessName : `${f.intern.internName} ${f.intern.internLastName}`;
  // an optional section: nothing until there is something to show
  if (hideWhenEmpty && !list.data?.totalDocs) return null;
  return (
    <section
      className="pk-card pk-admin-card pk-report-earlier"
      aria-labelledby="pk-my-reports-title"
      data-testid="my-reports"
    >
      <h2 id="pk-my-reports-title" className="pk-report-h2">
        {texts?.title ?? t('myReports.title')}
      </h2>
      <p className="pk-report-intro">{t('myReports.intro')}</p>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <Skeleton active />
      ) : !list.data?.docs.length ? (
        <p className="pk-report-none">{texts?.none ?? t('myReports.none')}</p>
      ) : (
        <>
          <ul className="pk-my-reports-list">
            {list.data.docs.map((f) => (
              <li key={f._id} className="pk-my-reports-card" data-testid={`report-${f._id}`}>
                <div className="pk-my-reports-head">
                  <h3 className="pk-my-reports-title">
                    {t(`subjects.${f.reported}`)}: {name(f)}
                  </h3>
                  <ReporterStatusTag status={f.status} />
                </div>
                <p className="pk-my-reports-line">
                  {texts
                    ? texts.sentOn(formatDate(f.createdAt))
                    : t('myReports.sentOn', { date: formatDate(f.createdAt) })}
                </p>
                <p className="pk-my-reports-line">
                  {f.reasons.map((r) => (
                    <Tag key={r}>{t(`redFlagReasons.${r}`)}</Tag>
                  ))}
                </p>
                {f.reasonText && <p className="pk-my-reports-text">{f.reasonText}</p>}
              </li>
            ))}
          </ul>
          <ListPager
            className="pk-my-reports-pager"
            list={list.data}
            pageSize={pageSize}
            onPage={(p) => (onPage ? onPage(p) : setOwnPage(p))}
          />
        </>
      )}
    </section>
  );
}
