import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '@praktika/contracts/banners';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
} from '../../../shared/admin/collection-admin-page.tsx';
import { bannersResource, type TBannerQueryWeb } from '../api/banners.ts';
import { bannerText } from '../api/public-content.ts';
import { BannerForm } from '../components/banner-form.tsx';
import './content-admin.css';

/** /dashboard/banner: the home page's slider banners, one config of the collection page. */
export const bannersAdmin: CollectionConfig<TBanner, TBannerQueryWeb> = {
  resource: bannersResource,
  policySubject: 'banner',
  filters: (t) => [{ type: 'boolean', name: 'active', label: t('banners:fields.active') }],
  useColumns: ({ lang, t }) => {
    const columns: CollectionColumn<TBanner>[] = [
      { key: 'text', title: t('banners:columns.text'), render: (_, b) => bannerText(b, lang) },
      {
        key: 'active',
        title: t('banners:columns.active'),
        // antd's coloured tags are below 4.5:1; the word says it
        render: (_, b) => <Tag>{b.active ? t('banners:shown') : t('banners:hidden')}</Tag>,
      },
      {
        key: 'position',
        title: t('banners:columns.position'),
        responsive: ['sm'],
        render: (_, b) => b.position,
      },
      {
        key: 'photos',
        title: t('banners:columns.photos'),
        responsive: ['sm'],
        render: (_, b) => b.photos.length,
      },
    ];
    return columns;
  },
  Form: BannerForm,
  itemName: (b, lang) => bannerText(b, lang),
};

export function BannersAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={bannersAdmin} title={t('sections.banner')} />;
}
