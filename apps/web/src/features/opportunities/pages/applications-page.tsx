import { Empty, Pagination, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TYPE_FILTER } from '@praktika/contracts/applications';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';
import { ApplicationList } from '../components/application-card.tsx';
import { InternPage } from '../components/intern-guard.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { GuardianNotice } from '../../../entities/guardian/guardian-notice.tsx';
import '../opportunities.css';

const PAGE_SIZE = 10;
type TypeFilter = (typeof APPLICATION_TYPE_FILTER)[number];

function ApplicationsList() {
  const { t } = useTranslation('opportunities');
  const url = useListUrlState({ sizes: [PAGE_SIZE], defaultSize: PAGE_SIZE });
  const raw = url.text('type');
  const type: TypeFilter = (APPLICATION_TYPE_FILTER as readonly string[]).includes(raw)
    ? (raw as TypeFilter)
    : 'ALL';
  const list = applicationsResource.useList({ page: url.page, limit: PAGE_SIZE, type });
  const session = useSession();
  return (
    <>
      {/* Issue 22 §2: under 18 without a guardian's consent, invitations cannot be accepted yet: why. */}
      <GuardianNotice session={session} compact />
      <Segmented
        className="pk-opp-mode"
        aria-label={t('applications.filter')}
        value={type}
        onChange={(v) => url.patch({ type: v === 'ALL' ? undefined : String(v) })}
        options={APPLICATION_TYPE_FILTER.map((v) => ({
          value: v,
          label: t(`applications.filterTypes.${v}`),
        }))}
      />
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingSkeleton className="pk-card" />
      ) : list.data.docs.length === 0 ? (
        <div className="pk-card">
          <Empty description={t('applications.empty')} />
        </div>
      ) : (
        <>
          <ApplicationList applications={list.data.docs} busy={list.isFetching} />
          <Pagination
            className="pk-opp-pages"
            current={list.data.page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(p) => url.patch({ page: p })}
          />
        </>
      )}
    </>
  );
}

/** /applications: every application of the intern, with its timeline; accept or decline invitations, withdraw. */
export default function ApplicationsPage() {
  return (
    <InternPage section="applications">
      <ApplicationsList />
    </InternPage>
  );
}
