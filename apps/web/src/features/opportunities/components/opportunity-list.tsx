import { Button, Empty, Input, Pagination, Segmented, Select } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OPPORTUNITY_LANGUAGES, OPPORTUNITY_PAGE_SIZES } from '@praktika/contracts/opportunities';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import type { TPaged } from '@praktika/contracts/common';
import {
  jobsResource,
  trainingsResource,
  type TJobItem,
  type TJobQueryWeb,
  type TTrainingItem,
  type TTrainingQueryWeb,
} from '../api/opportunities.ts';
import {
  useClampPage,
  useDebouncedUrlSearch,
  useListUrlState,
} from '../../../shared/admin/use-list-url-state.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { isProgrammeIntern } from '../lib/opportunity-view.ts';
import { MatchedEmpty } from './matched-help.tsx';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card.tsx';
import '../opportunities.css';

/** The title search waits this long after the last keystroke (platform-core.md §2). */
export const TITLE_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = OPPORTUNITY_PAGE_SIZES[0];

/** The URL parameters of the filters (any change of one returns to page 1). */
const FILTERS = ['title', 'municipality', 'skills', 'categories', 'language', 'training'] as const;

/**
 * The list of internship postings (`kind` JOB) or trainings: cards three per row (fewer on narrow screens), the
 * title search (500 ms), filters for municipality, skills, category, language and (jobs) training, a reset
 * button, pages of 3 (default) or 6 with the page in the URL, skeleton cards while loading, an empty message.
 *
 * Matched mode (`mode=matched` in the URL, or `matchedOnly`): the signed-in intern's id goes as `internId`; each
 * card shows the match's strength and reasons (the API leaves out score 0), and an empty matched list says why
 * and links to the CV. A programme intern sees the All / Matched to me switch.
 */
export function OpportunityList({
  kind,
  matchedOnly = false,
  headingId,
}: {
  kind: TOpportunityKind;
  /** The intern's own matched list (/opportunities, /trainings): no switch, always matched. */
  matchedOnly?: boolean;
  /** The page heading that names the list region. */
  headingId?: string;
}) {
  const { t } = useTranslation('opportunities');
  const session = useSession();
  const location = useLocation();
  const canMatch = isProgrammeIntern(session);
  const url = useListUrlState({ sizes: OPPORTUNITY_PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE });
  const { page, size, patch } = url;
  const title = url.text('title');
  const municipality = url.text('municipality');
  const skills = url.list('skills');
  const categories = url.list('categories');
  const language = url.text('language');
  const training = url.text('training');
  const matched = canMatch && (matchedOnly || url.text('mode') === 'matched');
  const [search, setSearch] = useDebouncedUrlSearch(title, (v) => patch({ title: v }), TITLE_DEBOUNCE_MS);

  const common = {
    page,
    limit: size,
    ...(municipality ? { municipality } : {}),
    ...(skills.length ? { skills } : {}),
    ...(categories.length ? { categories } : {}),
    ...(language ? { language } : {}),
    ...(matched && session ? { internId: session.id } : {}),
  };
  const jobQuery: TJobQueryWeb = {
    ...common,
    ...(title ? { title } : {}),
    ...(training === '0' || training === '1' ? { training } : {}),
  };
  const trainingQuery: TTrainingQueryWeb = { ...common, ...(title ? { name: title } : {}) };
  const jobs = jobsResource.useList(jobQuery, { enabled: kind === 'JOB' });
  const trainings = trainingsResource.useList(trainingQuery, { enabled: kind === 'TRAINING' });
  const list = kind === 'JOB' ? jobs : trainings;
  const data = list.data as TPaged<TJobItem | TTrainingItem> | undefined;
  useClampPage(page, data?.totalPages, !list.isFetching && !list.isPlaceholderData, (p) =>
    patch({ page: p }),
  );

  const anyFilter = FILTERS.some((f) => url.text(f)) || search.trim() !== '';
  const reset = () => {
    setSearch('');
    patch(Object.fromEntries(FILTERS.map((f) => [f, undefined])));
  };
  const from = location.pathname + location.search;
  const setMulti = (name: string) => (v: string | string[] | undefined) =>
    patch({ [name]: Array.isArray(v) && v.length ? v.join(',') : undefined });
  const setOne = (name: string) => (v: string | string[] | undefined) =>
    patch({ [name]: typeof v === 'string' && v ? v : undefined });

  return (
    <section className="pk-opp-list" aria-labelledby={headingId}>
      {canMatch && !matchedOnly && (
        <Segmented
          className="pk-opp-mode"
          aria-label={t('list.mode')}
          value={matched ? 'matched' : 'all'}
          onChange={(v) => patch({ mode: v === 'matched' ? 'matched' : undefined })}
          options={[
            { value: 'all', label: t('list.all') },
            { value: 'matched', label: t('list.matched') },
          ]}
        />
      )}
      <div className="pk-opp-filters" role="search" aria-label={t('list.filters')}>
        <Input.Search
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => patch({ title: v.trim() || undefined })}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          className="pk-opp-search"
        />
        <CatalogueSelect
          collection="municipalities"
          value={municipality || undefined}
          onChange={setOne('municipality')}
          placeholder={t('filters.municipality')}
          aria-label={t('filters.municipality')}
          className="pk-opp-filter"
        />
        {(['skills', 'categories'] as const).map((name) => (
          <CatalogueSelect
            key={name}
            collection={name}
            mode="multiple"
            maxTagCount="responsive"
            value={name === 'skills' ? skills : categories}
            onChange={setMulti(name)}
            placeholder={t(`filters.${name}`)}
            aria-label={t(`filters.${name}`)}
            className="pk-opp-filter"
          />
        ))}
        <Select
          allowClear
          value={language || undefined}
          onChange={(v: string | undefined) => patch({ language: v || undefined })}
          placeholder={t('filters.language')}
          aria-label={t('filters.language')}
          className="pk-opp-filter"
          options={OPPORTUNITY_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {kind === 'JOB' && (
          <Select
            allowClear
            value={training || undefined}
            onChange={(v: string | undefined) => patch({ training: v || undefined })}
            placeholder={t('filters.training')}
            aria-label={t('filters.training')}
            className="pk-opp-filter"
            options={[
              { value: '1', label: t('filters.withTraining') },
              { value: '0', label: t('filters.withoutTraining') },
            ]}
          />
        )}
        <Button onClick={reset} disabled={!anyFilter}>
          {t('list.reset')}
        </Button>
      </div>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <ul className="pk-opp-grid" aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: size }, (_, i) => (
            <OpportunityCardSkeleton key={i} />
          ))}
        </ul>
      ) : data.docs.length === 0 && matched && !anyFilter ? (
        <MatchedEmpty kind={kind} />
      ) : data.docs.length === 0 ? (
        <div className="pk-card">
          <Empty description={kind === 'JOB' ? t('list.emptyJobs') : t('list.emptyTrainings')} />
        </div>
      ) : (
        <>
          <p className="pk-opp-count" aria-live="polite">
            {t('list.count', { count: data.totalDocs })}
          </p>
          <ul className="pk-opp-grid" aria-busy={list.isFetching}>
            {data.docs.map((item) => (
              <OpportunityCard key={item._id} kind={kind} item={item} page={page} from={from} />
            ))}
          </ul>
          <Pagination
            className="pk-opp-pages"
            current={data.page}
            pageSize={size}
            total={data.totalDocs}
            showSizeChanger
            pageSizeOptions={OPPORTUNITY_PAGE_SIZES.map(String)}
            locale={{ items_per_page: t('list.perPage') }}
            onChange={(p, s) => (s !== size ? patch({ size: s }) : patch({ page: p }))}
          />
        </>
      )}
    </section>
  );
}
