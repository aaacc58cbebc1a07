import { Suspense, useState } from 'react';
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/lib/session.ts';
import { useIsMobile } from '../../shared/hooks/use-media-query.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageMenu } from '../../shared/ui/language-menu.tsx';
import { MenuButton } from '../../shared/ui/menu-button.tsx';
import { lazyWithAntd } from '../../shared/ui/antd-loader.tsx';
import { setLanguage } from '../i18n.ts';
import { AccountMenu, SignedOutMenus } from './account-menu.tsx';
import { INFO_LINKS } from './nav-items.ts';
import { NavLinkItems } from './nav-links.tsx';

// antd's Drawer: with antd's scope, also on the home page, which loads without it
const NavDrawer = lazyWithAntd(() => import('./nav-drawer.tsx'));

function InfoMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <MenuButton
      variant="nav"
      align="start"
      testId="info-menu"
      label={
        <>
          {t('nav.info')} <DownOutlined aria-hidden />
        </>
      }
      items={INFO_LINKS.map((l) => ({ key: `${l.key}:${l.hash}`, label: t(`nav.${l.key}`) }))}
      onSelect={(key) => void navigate({ pathname: '/', hash: key.split(':')[1] })}
    />
  );
}

/** The public site's header: brand, navigation, language, and the signed-in or signed-out menus. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const session = useSession();
  const mobile = useIsMobile();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [seen, setSeen] = useState({ key: location.key, mobile });
  // Close the drawer whenever the user navigates or the window grows past the breakpoint.
  if (seen.key !== location.key || seen.mobile !== mobile) {
    setSeen({ key: location.key, mobile });
    if (open) setOpen(false);
  }

  return (
    <header className={session ? 'pk-header is-signed-in' : 'pk-header'}>
      <div className="pk-header-inner">
        <Brand />
        {!mobile && (
          <nav className="pk-nav" aria-label={t('nav.label')}>
            <ul>
              <NavLinkItems />
              <li>
                <InfoMenu />
              </li>
            </ul>
          </nav>
        )}
        <div className="pk-header-actions">
          <LanguageMenu onChange={setLanguage} />
          {session ? <AccountMenu session={session} /> : !mobile && <SignedOutMenus />}
          {mobile && (
            // a plain button (styled as the menu buttons): antd stays out of the home page's JS
            <button
              type="button"
              className="pk-menu-button is-text pk-hamburger"
              aria-label={t('nav.open')}
              aria-expanded={open}
              aria-controls="pk-nav-drawer"
              onClick={() => {
                setDrawerLoaded(true);
                setOpen(true);
              }}
            >
              <MenuOutlined aria-hidden />
            </button>
          )}
        </div>
      </div>
      {mobile && drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} signedIn={Boolean(session)} />
        </Suspense>
      )}
    </header>
  );
}
