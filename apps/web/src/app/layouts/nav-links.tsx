import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_LINKS, SECTION_LINKS } from './nav-items.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'pk-nav-link is-active' : 'pk-nav-link';

/** The list items of the top navigation, shared by the header and the phone drawer. */
export function NavLinkItems() {
  const { t } = useTranslation('common');
  return (
    <>
      {ROUTE_LINKS.map((l) => (
        <li key={l.key}>
          <NavLink to={l.to} end={l.end} className={navClass}>
            {t(`nav.${l.key}`)}
          </NavLink>
        </li>
      ))}
      {SECTION_LINKS.map((l) => (
        <li key={l.key} className="pk-nav-section">
          <Link to={{ pathname: '/', hash: l.hash }} className="pk-nav-link">
            {t(`nav.${l.key}`)}
          </Link>
        </li>
      ))}
    </>
  );
}
