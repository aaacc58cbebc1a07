import { Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedOutMenus } from './account-menu.tsx';
import { ROUTE_LINKS, SECTION_LINKS } from './nav-items.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'pk-nav-link is-active' : 'pk-nav-link';

/**
 * The navigation drawer under 900 px. Its own chunk, loaded when the menu is first opened: antd's Drawer
 * brings rc-drawer and the form context with it, which the public entry does not need.
 */
export default function NavDrawer({
  open,
  onClose,
  signedIn,
}: {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      id="pk-nav-drawer"
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={t('nav.menu')}
      closeIcon={<CloseOutlined aria-label={t('nav.close')} />}
      className="pk-drawer"
    >
      <nav aria-label={t('nav.label')}>
        <ul className="pk-drawer-nav">
          {ROUTE_LINKS.map((l) => (
            <li key={l.key}>
              <NavLink to={l.to} end={l.end} className={navClass}>
                {t(`nav.${l.key}`)}
              </NavLink>
            </li>
          ))}
          {SECTION_LINKS.map((l) => (
            <li key={l.key}>
              <Link to={{ pathname: '/', hash: l.hash }} className="pk-nav-link">
                {t(`nav.${l.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={{ pathname: '/', hash: 'faq' }} className="pk-nav-link">
              {t('nav.info')}: {t('nav.demo')}
            </Link>
          </li>
        </ul>
      </nav>
      {!signedIn && <SignedOutMenus stacked onNavigate={onClose} />}
    </Drawer>
  );
}
