import { Pagination } from 'antd';
import type { TPaged } from '@praktika/contracts/common';

/**
 * The page links under a public or reader list of cards: one page size (no size changer), hidden when everything
 * fits on one page; `onPage` puts the page in the URL.
 */
export function ListPager({
  list,
  pageSize,
  onPage,
  className,
}: {
  list: Pick<TPaged<unknown>, 'page' | 'totalDocs'>;
  pageSize: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <Pagination
      className={className}
      current={list.page}
      pageSize={pageSize}
      total={list.totalDocs}
      hideOnSinglePage
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
