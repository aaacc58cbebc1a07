import { useTranslation } from 'react-i18next';
import type { CatalogueDef } from '@praktika/contracts/catalogues';
import { CatalogueAdminPage } from '../components/catalogue-admin-page.tsx';

/** A catalogue's admin screen under /dashboard: the shared catalogue page titled by the menu's label. */
export function CatalogueScreen({ def, titleKey }: { def: CatalogueDef; titleKey: string }) {
  const { t } = useTranslation('dashboard');
  return <CatalogueAdminPage key={def.path} def={def} title={t(`sections.${titleKey}`)} />;
}
