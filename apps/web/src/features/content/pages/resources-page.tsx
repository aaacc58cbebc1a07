import { useMemo, useState } from 'react';
import { Button, Input, Modal, Tag } from 'antd';
import { FileTextOutlined, LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TResourceSummary } from '@praktika/contracts/resources';
import {
  resourceDescription,
  resourceName,
  resourcesResource,
  type TResourceQueryWeb,
} from '../api/resources.ts';
import { useDebouncedUrlSearch, useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSession } from '../../../shared/lib/session.ts';
import {
  CatalogueSelect,
  catalogueName,
  useCatalogue,
  useLanguage,
} from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { CardList } from '../components/card-list.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import '../../../shared/card-grid.css';
import './resources.css';

/** Resources per page of the public library. */
export const LIBRARY_PAGE_SIZE = 12;

/** Names of a catalogue's items by id, in the current language. */
function useNames(path: 'categories' | 'tags') {
  const lang = useLanguage();
  const { data } = useCatalogue(path);
  return useMemo(() => new Map((data ?? []).map((i) => [i._id, catalogueName(i, lang)])), [data, lang]);
}

/**
 * /resources: the resource library for everyone. Filters (name, category, subcategory, tags) and the page live in
 * the URL; each card shows the name, description, category, tags, the resource's language and whether it is a
 * link or a file. Open goes to /resources/:id for a signed-in user; a visitor is asked to sign in first and
 * comes back there afterwards (the login pages' `state.from`).
 */
export default function ResourcesPage() {
  const { t } = useTranslation(['public', 'resources']);
  usePageTitle('public:resources.title');
  const lang = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const url = useListUrlState({ sizes: [LIBRARY_PAGE_SIZE], defaultSize: LIBRARY_PAGE_SIZE });
  const { page, patch } = url;
  const name = url.text('name');
  const category = url.text('category');
  const subcategory = url.text('subcategory');
  const tags = url.list('tags');
  const [search, setSearch] = useDebouncedUrlSearch(name, (v) => patch({ name: v }));

  const query: TResourceQueryWeb = {
    page,
    limit: LIBRARY_PAGE_SIZE,
    selectedLanguage: lang,
    ...(name ? { name } : {}),
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(tags.length ? { tags } : {}),
  };
  const list = resourcesResource.useList(query);
  const categories = useNames('categories');
  const tagNames = useNames('tags');
  const [asking, setAsking] = useState<TResourceSummary | null>(null);

  const open = (r: TResourceSummary) => {
    if (session) void navigate(`/resources/${r._id}`);
    else setAsking(r);
  };
  const from = asking ? `/resources/${asking._id}` : '/resources';

  return (
    <>
      <PageIntro title={t('public:resources.title')} lead={t('public:resources.lead')} />
      <div className="pk-container pk-section">
        <div className="pk-library-filters" role="search" aria-label={t('resources:library.filters')}>
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => patch({ name: v.trim() })}
            placeholder={t('resources:search')}
            aria-label={t('resources:search')}
            className="pk-library-search"
          />
          <CatalogueSelect
            collection="categories"
            value={category || undefined}
            onChange={(v) =>
              patch({ category: typeof v === 'string' ? v : undefined, subcategory: undefined })
            }
            placeholder={t('resources:fields.category')}
            aria-label={t('resources:fields.category')}
            className="pk-library-filter"
          />
          <CatalogueSelect
            collection="subcategories"
            category={category || null}
            disabled={!category}
            value={subcategory || undefined}
            onChange={(v) => patch({ subcategory: typeof v === 'string' ? v : undefined })}
            placeholder={t('resources:fields.subcategory')}
            aria-label={t('resources:fields.subcategory')}
            className="pk-library-filter"
          />
          <CatalogueSelect
            collection="tags"
            mode="multiple"
            value={tags}
            onChange={(v) => patch({ tags: Array.isArray(v) ? v.join(',') : undefined })}
            placeholder={t('resources:fields.tags')}
            aria-label={t('resources:fields.tags')}
            className="pk-library-filter pk-library-tags"
          />
        </div>
        <CardList
          list={list}
          classNames={{
            loading: 'pk-library-loading',
            list: 'pk-library-list pk-card-grid',
            pages: 'pk-library-pages',
          }}
          empty={t('resources:library.empty')}
          pageSize={LIBRARY_PAGE_SIZE}
          onPage={(p) => patch({ page: p })}
          renderItem={(r) => {
            const rName = resourceName(r, lang);
            return (
              <li key={r._id} className="pk-card pk-library-card">
                <div className="pk-library-badges">
                  <Tag
                    icon={r.kind === 'file' ? <FileTextOutlined aria-hidden /> : <LinkOutlined aria-hidden />}
                  >
                    {t(`resources:kind.${r.kind}`)}
                  </Tag>
                  <Tag>
                    {t('resources:library.inLanguage', {
                      language: t(`resources:languages.${r.language}`),
                    })}
                  </Tag>
                  {r.isGuide && <Tag>{t('resources:library.guide')}</Tag>}
                </div>
                <h2 className="pk-library-name">{rName}</h2>
                <p className="pk-library-category">{categories.get(r.category) ?? ''}</p>
                {resourceDescription(r, lang) && (
                  <p className="pk-library-description">{resourceDescription(r, lang)}</p>
                )}
                {r.tags.length > 0 && (
                  <ul className="pk-library-tag-list" aria-label={t('resources:fields.tags')}>
                    {r.tags.map((id) => (
                      <li key={id}>
                        <Tag>{tagNames.get(id) ?? '…'}</Tag>
                      </li>
                    ))}
                  </ul>
                )}
                <Button
                  type="primary"
                  className="pk-library-open"
                  onClick={() => open(r)}
                  aria-label={t('resources:library.openNamed', { name: rName })}
                >
                  {t('resources:library.open')}
                </Button>
              </li>
            );
          }}
        />
      </div>
      <Modal
        open={asking !== null}
        title={t('resources:library.signInTitle')}
        onCancel={() => setAsking(null)}
        footer={null}
        destroyOnHidden
      >
        <p>{t('resources:library.signInText')}</p>
        <div className="pk-library-signin">
          <LinkButton to="/login" state={{ from }} type="primary">
            {t('resources:library.signInIntern')}
          </LinkButton>
          <LinkButton to="/admin/login" state={{ from, type: 'business' }}>
            {t('resources:library.signInStaff')}
          </LinkButton>
        </div>
      </Modal>
    </>
  );
}
