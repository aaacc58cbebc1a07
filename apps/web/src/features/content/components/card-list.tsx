import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import type { TPaged } from '@praktika/contracts/common';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';

/** The state of a paged list query that a list of cards shows. */
interface PagedQuery<T> {
  data: TPaged<T> | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The body of a public or reader list of cards (articles, resources, guides and documents): the reason it could
 * not load (with retry), a spinner, the empty text, or the cards (`renderItem` gives each `<li>`) and their pages.
 */
export function CardList<T>({
  list,
  classNames,
  empty,
  pageSize,
  onPage,
  renderItem,
}: {
  list: PagedQuery<T>;
  /** The classes of the spinner's box, the `<ul>` and the pager. */
  classNames: { loading: string; list: string; pages: string };
  empty: string;
  pageSize: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}) {
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div className={classNames.loading}>
        <Spin />
      </div>
    );
  if (list.data.docs.length === 0)
    return (
      <div className="pk-card">
        <Empty description={empty} />
      </div>
    );
  return (
    <>
      <ul className={classNames.list} aria-busy={list.isFetching}>
        {list.data.docs.map((item) => renderItem(item))}
      </ul>
      <ListPager className={classNames.pages} list={list.data} pageSize={pageSize} onPage={onPage} />
    </>
  );
}
