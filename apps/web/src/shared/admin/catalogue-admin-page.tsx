import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_SORTS,
  DEFAULT_CATALOGUE_SORT,
  INSTITUTION_TYPES,
  catalogueExtraFields,
  type CatalogueDef,
  type TCatalogueItem,
  type TCataloguePath,
  type TCatalogueSort,
} from '@praktika/contracts/catalogues';
import { roleMay } from '@praktika/contracts/policy';
import { catalogueResource, type TCatalogueQuery } from '../api/catalogues.ts';
import { ApiError } from '../lib/api-client.ts';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../lib/session.ts';
import {
  CatalogueSelect,
  catalogueName,
  catalogueQueryOptions,
  useLanguage,
} from '../ui/catalogue-select.tsx';
import { ListError } from '../ui/list-error.tsx';
import { errorText, useToast } from '../ui/toast.ts';
import { CatalogueFormModal } from './catalogue-form-modal.tsx';
import './admin.css';

/** Page sizes offered; the size is kept in the URL (`size`), 10 when absent. */
export const CATALOGUE_PAGE_SIZES = [1, 5, 10, 20] as const;
export const CATALOGUE_PAGE_SIZE = 10;
/** How long the name search waits after the last keystroke before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueAdminPageProps {
  /** The collection's row of `CATALOGUES` (path, keys, duplicate error, extras, filters). */
  def: CatalogueDef;
  /** The screen's translated title. */
  title: string;
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
const pageSize = (v: string | null) =>
  (CATALOGUE_PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : CATALOGUE_PAGE_SIZE;
const sortOf = (v: string | null): TCatalogueSort =>
  (CATALOGUE_SORTS as readonly string[]).includes(v ?? '') ? (v as TCatalogueSort) : DEFAULT_CATALOGUE_SORT;

/** The sortable columns and the `sort` value of each direction. */
const SORTABLE = { name: 'name', updatedAt: 'updatedAt' } as const;
type TSortColumn = keyof typeof SORTABLE;
function sortOrder(sort: TCatalogueSort, column: TSortColumn): SortOrder {
  const field = sort.replace(/^-/, '');
  if (field !== SORTABLE[column]) return null;
  return sort.startsWith('-') ? 'descend' : 'ascend';
}

/** Names of the items of another catalogue, for the subcategory's category and the institution's municipality. */
function useNames(path: TCataloguePath, enabled: boolean) {
  const lang = useLanguage();
  const { data } = useQuery({ ...catalogueQueryOptions(path, lang), enabled });
  return useMemo(() => new Map((data ?? []).map((i) => [i._id, catalogueName(i, lang)])), [data, lang]);
}

/**
 * The ONE admin screen of every reference catalogue, configured by its `CATALOGUES` row: a paged table (names and
 * descriptions in the current language, the collection's extras), name search and the collection's filters (in
 * the URL), create/edit in a dialog, delete after a confirmation. Write buttons only for roles the policy allows.
 */
export function CatalogueAdminPage({ def, title }: CatalogueAdminPageProps) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const lang = useLanguage();
  const toast = useToast();
  const session = useSession();
  const role = session?.role ?? null;
  const may = {
    create: roleMay(role, 'create', 'catalogue'),
    update: roleMay(role, 'update', 'catalogue'),
    delete: roleMay(role, 'delete', 'catalogue'),
  };
  const extras = catalogueExtraFields(def);
  const filters = def.filters;

  // antd gives every size changer the same id under test; its own keeps the dialog's label unambiguous
  const sizeChangerId = useId();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'));
  const size = pageSize(params.get('size'));
  const sort = sortOf(params.get('sort'));
  const name = params.get('name') ?? '';
  const filter = {
    category: params.get('category') ?? undefined,
    municipality: params.get('municipality') ?? undefined,
    type: params.get('type') ?? undefined,
  };

  /** Changes URL parameters (empty values removed); anything but the page goes back to page 1. */
  const patch = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // Debounced name search: the box follows typing, the URL (and the query) follow a pause.
  const [search, setSearch] = useState(name);
  // The URL changed from elsewhere (back button, a link): the box follows it.
  const [seenName, setSeenName] = useState(name);
  if (name !== seenName) {
    setSeenName(name);
    if (search.trim() !== name) setSearch(name);
  }
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === name) return;
    const timer = setTimeout(() => patch({ name: wanted }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // patch reads the latest params through setParams' callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, name]);

  const resource = catalogueResource(def.path as TCataloguePath);
  const query: TCatalogueQuery = {
    page,
    limit: size,
    selectedLanguage: lang,
    ...(sort !== DEFAULT_CATALOGUE_SORT ? { sort } : {}),
    ...(name ? { name } : {}),
    ...(filters.includes('category') && filter.category ? { category: filter.category } : {}),
    ...(filters.includes('municipality') && filter.municipality ? { municipality: filter.municipality } : {}),
    ...(filters.includes('type') && filter.type
      ? { type: filter.type as (typeof INSTITUTION_TYPES)[number] }
      : {}),
  };
  const list = resource.useList(query);
  const remove = resource.useRemove();

  // A page beyond the end (e.g. after deleting the last item of the last page) goes to the last page.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages) && !list.isPlaceholderData)
      patch({ page: Math.max(1, totalPages) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalPages, page, list.isPlaceholderData]);

  const categoryNames = useNames('categories', extras.includes('category'));
  const municipalityNames = useNames('municipalities', extras.includes('municipality'));

  const [editing, setEditing] = useState<TCatalogueItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCatalogueItem | null>(null);
  /** The delete was refused: the item is in use (by `count` records when the API says how many). */
  const [inUse, setInUse] = useState<{ count?: number } | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    setInUse(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('admin:catalogue.deleted'));
        closeDelete();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errorType === 'RESOURCE_IN_USE')
          setInUse({ count: err.details.find((d) => d.issue === 'inUse')?.count });
        else toast.error(errorText(err, t));
      },
    });
  };

  const columns: TableColumnsType<TCatalogueItem> = [
    {
      key: 'name',
      title: t('admin:catalogue.columns.name'),
      render: (_, item) => catalogueName(item, lang),
      sorter: true,
      sortOrder: sortOrder(sort, 'name'),
      // never unsorted: the name order is the default
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    {
      key: 'description',
      title: t('admin:catalogue.columns.description'),
      responsive: ['md'],
      render: (_, item) => item[`${lang}Description`] || '—',
    },
    ...extras.map((field) => ({
      key: field,
      title: t(`admin:fields.${field}`),
      responsive: ['lg' as const],
      render: (_: unknown, item: TCatalogueItem) => {
        if (field === 'category') return (item.category && categoryNames.get(item.category)) || '—';
        if (field === 'municipality')
          return (item.municipality && municipalityNames.get(item.municipality)) || '—';
        if (field === 'type') return item.type ? t(`admin:institutionTypes.${item.type}`) : '—';
        return item.hasUniqueIdentifier ? t('common:actions.yes') : t('common:actions.no');
      },
    })),
    {
      key: 'updatedAt',
      title: t('admin:catalogue.columns.updatedAt'),
      responsive: ['sm'],
      render: (_, item) => formatDate(item.updatedAt),
      sorter: true,
      sortOrder: sortOrder(sort, 'updatedAt'),
      // newest first on the first click; a third click goes back to the name order
      sortDirections: ['descend', 'ascend'],
    },
  ];
  if (may.update || may.delete)
    columns.push({
      key: 'actions',
      title: t('admin:catalogue.columns.actions'),
      align: 'right',
      render: (_, item) => {
        const itemName = catalogueName(item, lang);
        return (
          <Space size={4} wrap>
            {may.update && (
              <Button
                icon={<EditOutlined aria-hidden />}
                aria-label={t('admin:catalogue.editItem', { name: itemName })}
                onClick={() => setEditing(item)}
              />
            )}
            {may.delete && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('admin:catalogue.deleteItem', { name: itemName })}
                onClick={() => setDeleting(item)}
              />
            )}
          </Space>
        );
      },
    });

  return (
    <div className="pk-dash-page pk-admin-catalogue">
      <div className="pk-admin-head">
        <h1 className="pk-dash-h1">{title}</h1>
        {may.create && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin:catalogue.create')}
          </Button>
        )}
      </div>
      <div className="pk-card pk-admin-card">
        <div className="pk-admin-filters" role="search">
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => patch({ name: v.trim() })}
            placeholder={t('admin:catalogue.search')}
            aria-label={t('admin:catalogue.search')}
            className="pk-admin-search"
          />
          {filters.includes('category') && (
            <CatalogueSelect
              collection="categories"
              value={filter.category}
              onChange={(v) => patch({ category: typeof v === 'string' ? v : undefined })}
              placeholder={t('admin:fields.category')}
              aria-label={t('admin:fields.category')}
              className="pk-admin-filter"
            />
          )}
          {filters.includes('municipality') && (
            <CatalogueSelect
              collection="municipalities"
              value={filter.municipality}
              onChange={(v) => patch({ municipality: typeof v === 'string' ? v : undefined })}
              placeholder={t('admin:fields.municipality')}
              aria-label={t('admin:fields.municipality')}
              className="pk-admin-filter"
            />
          )}
          {filters.includes('type') && (
            <Select
              allowClear
              value={filter.type}
              onChange={(v: string | undefined) => patch({ type: v })}
              placeholder={t('admin:fields.type')}
              aria-label={t('admin:fields.type')}
              className="pk-admin-filter"
              options={INSTITUTION_TYPES.map((v) => ({ value: v, label: t(`admin:institutionTypes.${v}`) }))}
            />
          )}
        </div>
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<TCatalogueItem>
            rowKey="_id"
            columns={columns}
            dataSource={list.data?.docs ?? []}
            loading={list.isFetching}
            size="middle"
            showSorterTooltip={false}
            onChange={(pagination, _filters, sorter, { action }) => {
              if (action === 'paginate') {
                const nextSize = pagination.pageSize ?? size;
                // a new size starts again at page 1
                if (nextSize !== size)
                  patch({ size: nextSize === CATALOGUE_PAGE_SIZE ? undefined : nextSize });
                else patch({ page: pagination.current ?? 1 });
              } else if (action === 'sort' && !Array.isArray(sorter)) {
                const column = sorter.columnKey as TSortColumn | undefined;
                const next: TCatalogueSort | undefined =
                  column && column in SORTABLE && sorter.order
                    ? (`${sorter.order === 'descend' ? '-' : ''}${SORTABLE[column]}` as TCatalogueSort)
                    : undefined;
                patch({ sort: next === DEFAULT_CATALOGUE_SORT ? undefined : next });
              }
            }}
            pagination={{
              current: list.data?.page ?? page,
              pageSize: size,
              total: list.data?.totalDocs ?? 0,
              showSizeChanger: { id: sizeChangerId },
              pageSizeOptions: CATALOGUE_PAGE_SIZES.map(String),
              hideOnSinglePage: false,
            }}
          />
        )}
      </div>
      {editing && (
        <CatalogueFormModal
          key={editing === 'new' ? 'new' : editing._id}
          def={def}
          item={editing === 'new' ? null : editing}
          title={title}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        open={deleting !== null}
        title={t('admin:catalogue.deleteTitle')}
        onCancel={closeDelete}
        destroyOnHidden
        footer={
          inUse
            ? [
                <Button key="close" onClick={closeDelete}>
                  {t('common:actions.close')}
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={closeDelete}>
                  {t('common:actions.cancel')}
                </Button>,
                <Button key="delete" danger type="primary" loading={remove.isPending} onClick={confirmDelete}>
                  {t('common:actions.delete')}
                </Button>,
              ]
        }
      >
        {deleting && (
          <>
            <p>{t('admin:catalogue.deleteText', { name: catalogueName(deleting, lang) })}</p>
            {inUse && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={
                  inUse.count === undefined
                    ? t('errors:RESOURCE_IN_USE')
                    : t('admin:catalogue.inUse', { count: inUse.count })
                }
              />
            )}
          </>
        )}
      </Modal>
    </div>
  );
}
