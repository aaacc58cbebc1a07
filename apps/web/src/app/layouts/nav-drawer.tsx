import { Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedOutMenus } from './account-menu.tsx';
import { NavLinkItems } from './nav-links.tsx';

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
          <NavLinkItems />
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
