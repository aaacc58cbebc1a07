import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Every public page: skip link, header with navigation and menus, the page, footer with partners. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="pk-public">
      <a href="#main" className="pk-skip-link">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="pk-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
