import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page's tabs as links that keep the tab in the URL (`?tab=<key>`; none for the first, the default tab), the
 * current one marked `aria-current="page"`. `label(key)` is what a tab shows. The classes (`pk-users-tabs`,
 * `pk-users-tab`) are styled by entities/people/person-detail.css, which the pages import.
 */
export function TabLinks<K extends string>({
  tabs,
  current,
  label,
  ariaLabel,
}: {
  tabs: readonly K[];
  current: K;
  label: (key: K) => ReactNode;
  ariaLabel: string;
}) {
  return (
    <nav className="pk-users-tabs" aria-label={ariaLabel}>
      {tabs.map((key) => (
        <Link
          key={key}
          to={{ search: key === tabs[0] ? '' : `?tab=${key}` }}
          aria-current={key === current ? 'page' : undefined}
          className={`pk-users-tab${key === current ? ' pk-users-tab-active' : ''}`}
        >
          {label(key)}
        </Link>
      ))}
    </nav>
  );
}
