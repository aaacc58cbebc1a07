import { Button, Checkbox, Empty, Select, Skeleton, Tag } from 'antd';
import { PaperClipOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  type TApplication,
  type TApplicationStatus,
} from '@praktika/contracts/applications';
import { displayDate } from '@praktika/contracts/dates';
import type { TFile } from '@praktika/contracts/files';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { applicationsResource, useFavourite } from '../../../entities/applications/api.ts';
import { downloadFile } from '../../../shared/lib/upload.ts';
import {
  ApplicationStatusTag,
  ApplicationTimeline,
} from '../../../entities/applications/application-status.tsx';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { ApplicationActions } from './application-actions.tsx';

export const APPLICANTS_PAGE_SIZE = 10;

const isStatus = (v: string): v is TApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(v);

/** The intern's record with this application's timeline (W3's internDetail page). */
export const internDetailPath = (a: Pick<TApplication, '_id' | 'intern'>) =>
  `/dashboard/internDetail/${encodeURIComponent(a.intern._id)}?application=${encodeURIComponent(a._id)}`;

function FileButton({ name, file }: { name: string; file: TFile }) {
  const { t } = useTranslation(['postings', 'errors']);
  const toast = useToast();
  return (
    <Button
      size="small"
      icon={<PaperClipOutlined aria-hidden />}
      aria-label={t('postings:applicants.download', { name, file: file.name })}
      onClick={() => downloadFile(file).catch((err: unknown) => toast.error(errorText(err, t)))}
    >
      {name}
    </Button>
  );
}

/** One applicant: who (name, age, minor, municipality), the status, the star, the files, the dates, the buttons. */
function ApplicantCard({
  application: a,
  engagementMonths,
}: {
  application: TApplication;
  engagementMonths: number;
}) {
  const { t } = useTranslation(['postings', 'opportunities', 'errors']);
  const lang = useLanguage();
  const toast = useToast();
  const favourite = useFavourite();
  const name = `${a.intern.internName} ${a.intern.internLastName}`;
  return (
    <li className="pk-card pk-postings-applicant" data-testid="applicant" data-status={a.status}>
      <div className="pk-postings-applicant-head">
        <div>
          <h3 className="pk-postings-applicant-name">
            <Link to={internDetailPath(a)}>{name}</Link>
          </h3>
          <p className="pk-postings-meta">
            {t('postings:applicants.age', { count: a.intern.age })}
            {a.intern.municipality && <> · {catalogueName(a.intern.municipality, lang)}</>}
            {' · '}
            {t('postings:applicants.appliedOn', { date: displayDate(a.createdAt.slice(0, 10)) })}
          </p>
        </div>
        <div className="pk-postings-applicant-tags">
          {a.intern.minor && (
            <Tag className="pk-postings-tag pk-postings-tag-minor">{t('postings:applicants.minor')}</Tag>
          )}
          <ApplicationStatusTag status={a.status} />
          <Button
            type="text"
            aria-pressed={a.favourite}
            aria-label={t('postings:applicants.favourite', { name })}
            icon={
              a.favourite ? (
                <StarFilled aria-hidden className="pk-postings-star" />
              ) : (
                <StarOutlined aria-hidden />
              )
            }
            loading={favourite.isPending}
            onClick={() =>
              favourite.mutate(
                { id: a._id, favourite: !a.favourite },
                { onError: (err) => toast.error(errorText(err, t)) },
              )
            }
          />
        </div>
      </div>
      {a.interview && (
        <p className="pk-postings-meta">
          {t('postings:applicants.interview', {
            date: displayDate(a.interview.date),
            time: a.interview.time,
            where: [a.interview.place, a.interview.link].filter(Boolean).join(' · '),
          })}
        </p>
      )}
      {a.startDate && a.endDate && (
        <p className="pk-postings-meta">
          {t('postings:applicants.period', { start: displayDate(a.startDate), end: displayDate(a.endDate) })}
          {a.outcome && <> · {t(`opportunities:outcomes.${a.outcome}`)}</>}
        </p>
      )}
      {(a.files.length > 0 || a.contract) && (
        <div className="pk-postings-files" aria-label={t('postings:applicants.files')} role="group">
          {a.files.map((f) => (
            <FileButton key={f.file._id} name={f.name} file={f.file} />
          ))}
          {a.contract && <FileButton name={t('postings:contract.name')} file={a.contract} />}
        </div>
      )}
      <ApplicationActions application={a} engagementMonths={engagementMonths} />
      <details className="pk-postings-timeline">
        <summary>{t('opportunities:timeline.title')}</summary>
        <ApplicationTimeline timeline={a.timeline} />
      </details>
    </li>
  );
}

/**
 * The applicants of one posting: filters for status (several) and favourites (kept in the URL), one card per
 * applicant, pages of ten.
 */
export function ApplicantsTab({
  kind,
  postingId,
  engagementMonths,
}: {
  kind: TOpportunityKind;
  postingId: string;
  engagementMonths: number;
}) {
  const { t } = useTranslation(['postings', 'opportunities', 'common']);
  const url = useListUrlState({ sizes: [APPLICANTS_PAGE_SIZE], defaultSize: APPLICANTS_PAGE_SIZE });
  const statuses = url.list('status').filter(isStatus);
  const favourites = url.text('favourites') === 'true';
  const list = applicationsResource.useList({
    page: url.page,
    limit: APPLICANTS_PAGE_SIZE,
    type: kind,
    [kind === 'JOB' ? 'job' : 'training']: postingId,
    ...(statuses.length ? { status: statuses } : {}),
    ...(favourites ? { favourites: true } : {}),
  });
  const filtered = statuses.length > 0 || favourites;

  return (
    <section aria-label={t('postings:tabs.applicants')}>
      <div className="pk-admin-filters" role="search">
        <Select<string[]>
          mode="multiple"
          allowClear
          className="pk-admin-filter pk-postings-status-filter"
          placeholder={t('postings:applicants.statusFilter')}
          aria-label={t('postings:applicants.statusFilter')}
          value={statuses}
          onChange={(v) => url.patch({ status: v.join(',') })}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`opportunities:status.${s}`) }))}
        />
        <Checkbox
          checked={favourites}
          onChange={(e) => url.patch({ favourites: e.target.checked ? 'true' : undefined })}
        >
          {t('postings:applicants.favouritesOnly')}
        </Checkbox>
        {filtered && (
          <Button type="link" onClick={() => url.patch({ status: undefined, favourites: undefined })}>
            {t('common:actions.resetFilters')}
          </Button>
        )}
      </div>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active aria-busy="true" />
      ) : list.data.docs.length === 0 ? (
        <Empty description={t(filtered ? 'postings:applicants.noneFiltered' : 'postings:applicants.none')} />
      ) : (
        <>
          <ul className="pk-postings-list" aria-busy={list.isFetching}>
            {list.data.docs.map((a) => (
              <ApplicantCard key={a._id} application={a} engagementMonths={engagementMonths} />
            ))}
          </ul>
          <ListPager
            list={list.data}
            pageSize={APPLICANTS_PAGE_SIZE}
            onPage={(page) => url.patch({ page })}
          />
        </>
      )}
    </section>
  );
}
