import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_LINKS, SECTION_LINKS } from './nav-items.ts';

const navClass = (active: boolean) => (active ? 'pk-nav-link is-active' : 'pk-nav-link');

/**
 * The list items of the top navigation, shared by the header and the phone drawer. On the home page a section
 * link (/#contact) is the current one while its hash is in the URL, and Home is then not (one highlight only).
 */
export function NavLinkItems() {
  const { t } = useTranslation('common');
  const { pathname, hash } = useLocation();
  const section = pathname === '/' ? SECTION_LINKS.find((l) => hash === `#${l.hash}`)?.key : undefined;
  return (
    <>
      {ROUTE_LINKS.map((l) =>
        l.to === '/' ? (
          // Home is current on "/" only without a section's hash (NavLink would mark it on every /#section)
          <li key={l.key}>
            <Link
              to="/"
              className={navClass(pathname === '/' && !section)}
              aria-current={pathname === '/' && !section ? 'page' : undefined}
            >
              {t(`nav.${l.key}`)}
            </Link>
          </li>
        ) : (
          <li key={l.key}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => navClass(isActive)}>
              {t(`nav.${l.key}`)}
            </NavLink>
          </li>
        ),
      )}
      {SECTION_LINKS.map((l) => (
        <li key={l.key} className="pk-nav-section">
          <Link
            to={{ pathname: '/', hash: l.hash }}
            className={navClass(section === l.key)}
            aria-current={section === l.key ? 'location' : undefined}
          >
            {t(`nav.${l.key}`)}
          </Link>
        </li>
      ))}
    </>
  );
}
