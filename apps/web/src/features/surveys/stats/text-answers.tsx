import { useState } from 'react';
import { Empty, Input, Pagination, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { textAnswersOptions, type TStatisticsQueryWeb } from '../api/surveys.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';

export const TEXTS_PAGE_SIZE = 10;

/**
 * The written answers of one question (a TEXT question, or a checkbox's "Other" texts), newest first: a search
 * box (sent after a pause) and pages of 10, with the statistics' filters.
 */
export function TextAnswers({
  query,
  questionKey,
  revision,
  question,
}: {
  query: TStatisticsQueryWeb;
  questionKey: string;
  revision?: number;
  /** The question's title (the search box's accessible name). */
  question: string;
}) {
  const { t } = useTranslation('surveyStats');
  const [search, setSearch] = useState('');
  const wanted = useDebouncedValue(search.trim(), 300);
  // a page belongs to the search it was chosen under: a new search starts at page 1
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === wanted ? paging.page : 1;
  const texts = useQuery({
    ...textAnswersOptions({
      ...query,
      questionKey,
      ...(revision !== undefined ? { revision } : {}),
      ...(wanted ? { search: wanted } : {}),
      page,
      limit: TEXTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const data = texts.data;
  return (
    <div className="pk-ss-texts">
      <Input.Search
        allowClear
        value={search}
        placeholder={t('texts.search')}
        aria-label={t('texts.searchLabel', { question })}
        onChange={(e) => setSearch(e.target.value)}
        className="pk-ss-texts-search"
      />
      {texts.isError ? (
        <ListError error={texts.error} onRetry={() => void texts.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.docs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('texts.empty')} />
      ) : (
        <>
          <p className="pk-ss-muted" aria-live="polite">
            {t('texts.count', { count: data.totalDocs })}
          </p>
          <ul className="pk-ss-text-list">
            {data.docs.map((d, i) => (
              <li key={`${d.submittedAt}-${i}`}>
                <p className="pk-ss-text">{d.text}</p>
                <small className="pk-ss-muted">
                  {t('texts.submitted', { date: formatDate(d.submittedAt) })}
                </small>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav aria-label={t('texts.pages')}>
              <Pagination
                size="small"
                current={data.page}
                pageSize={TEXTS_PAGE_SIZE}
                total={data.totalDocs}
                showSizeChanger={false}
                onChange={(p) => setPaging({ search: wanted, page: p })}
              />
            </nav>
          )}
        </>
      )}
    </div>
  );
}
