import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { CollectionColumn } from '../admin/collection-admin-page.tsx';

/** A screen width from which a column shows (antd's breakpoints). */
export type Breakpoint = NonNullable<CollectionColumn<unknown>['responsive']>[number];

/**
 * Columns of a collection list, each titled by its key: `const column = titledColumns<TItem>(t, 'users:columns')`,
 * then `column('email', (u) => u.email, 'md')` is titled `users:columns.email`, renders the cell from the item
 * and shows from `md` on (at every width without a breakpoint).
 */
export function titledColumns<T>(t: TFunction, prefix: string) {
  return (key: string, render: (item: T) => ReactNode, from?: Breakpoint): CollectionColumn<T> => ({
    key,
    title: t(`${prefix}.${key}`),
    ...(from ? { responsive: [from] } : {}),
    render: (_, item) => render(item),
  });
}
