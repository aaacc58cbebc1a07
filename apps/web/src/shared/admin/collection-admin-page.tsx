import { Fragment, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button, DatePicker, Input, Modal, Select, Space, Table, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import type { SortOrder } from 'antd/es/table/interface';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TCataloguePath } from '@praktika/contracts/catalogues';
import {
  LANGUAGES,
  type TLanguage,
  type TPaged,
  type TRole,
  type TUiLanguage,
} from '@praktika/contracts/common';
import { roleMay, type TSubject } from '@praktika/contracts/policy';
import type { TResourceQuery } from '../api/create-resource.ts';
import { DATE_FORMAT } from '../lib/format.ts';
import { useReaderLanguage } from '../lib/reader-language.ts';
import { useSession } from '../lib/session.ts';
import { CatalogueSelect, useLanguage } from '../ui/catalogue-select.tsx';
import { ListError } from '../ui/list-error.tsx';
import { useToast } from '../ui/toast.ts';
import { useDeleteConfirm } from './use-delete-confirm.tsx';
import { useClampPage, useDebouncedUrlSearch, useListUrlState } from './use-list-url-state.ts';
import './admin.css';

/** A filter of the list, kept in the URL under `name` and sent to the API under the same name. */
export type FilterDescriptor =
  /** A debounced text search (a page may have several, e.g. first and last name). */
  | { type: 'search'; name: string; label: string }
  /** An item of a reference catalogue; `multiple` keeps a comma list; `parent` names the filter whose value the
   * items' `category` must equal (subcategories follow the chosen category). */
  | {
      type: 'catalogue';
      name: string;
      label: string;
      collection: TCataloguePath;
      multiple?: boolean;
      parent?: string;
    }
  /** Yes / no (sent as true / false). */
  | { type: 'boolean'; name: string; label: string }
  /** One of the platform's languages. */
  | { type: 'language'; name: string; label: string }
  /** One of fixed values, each with its translated label; `multiple` keeps a comma list. */
  | {
      type: 'enum';
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
      multiple?: boolean;
    }
  /** A calendar day (YYYY-MM-DD in the URL and the query), e.g. one end of a date range. */
  | { type: 'date'; name: string; label: string }
  /** Any other control (e.g. an organisation picked by a search): one text value in the URL and the query. */
  | {
      type: 'custom';
      name: string;
      label: string;
      render: (props: CustomFilterProps) => ReactNode;
    };

/** What a custom filter control receives: the URL's value and a setter ('' or undefined clears it). */
export interface CustomFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  className: string;
}

/** A table column; `sortField` makes it sortable by that API sort field (`field` / `-field` in the URL). */
export type CollectionColumn<TItem> = TableColumnType<TItem> & { key: string; sortField?: string };

/** What the create/edit dialog's form receives. */
export interface CollectionFormProps<TItem> {
  /** null: a new item. */
  item: TItem | null;
  /** After a successful save (the page toasts and closes). */
  onSaved: () => void;
  onCancel: () => void;
}

/** The parts of a `createResource` result the page uses (any resource of `TItem` fits). */
export interface CollectionResource<TItem, TQuery> {
  useList: (query: TQuery) => UseQueryResult<TPaged<TItem>>;
  /** Absent: a read-mostly list without Delete (e.g. people's accounts). */
  useRemove?: () => UseMutationResult<TItem, Error, string>;
}

/** Texts of the create button, its dialog's title and its success toast, when "Add new" does not fit. */
export interface CollectionTexts {
  create?: string;
  createTitle?: string;
  created?: string;
}

/** A list without Delete still renders the confirmation hook, which then never runs. */
const NO_REMOVE = { mutate: () => undefined, isPending: false };
const useNoRemove = () => NO_REMOVE;

/**
 * One collection's admin screen. Adding a collection is one config plus its form:
 *
 * ```ts
 * const articlesAdmin: CollectionConfig<TArticle, TArticleQuery> = {
 *   resource: articlesResource,               // createResource(...)
 *   policySubject: 'article',                 // create / update / delete buttons follow roleMay
 *   useColumns: ({ lang, t }) => [...],       // a hook: may read catalogues for names
 *   filters: (t) => [{ type: 'search', name: 'name', label: t('admin:catalogue.search') }],
 *   sorts: { values: ['name', '-name'], default: 'name' },
 *   baseQuery: (lang) => ({ selectedLanguage: lang }),
 *   Form: ArticleForm,                        // fields of one item on useContractForm
 *   itemName: (item, lang) => item[`${lang}Title`],
 * };
 * <CollectionAdminPage config={articlesAdmin} title={t('dashboard:sections.articles')} />
 * ```
 */
export interface CollectionConfig<TItem extends { _id: string }, TQuery extends TResourceQuery> {
  resource: CollectionResource<TItem, TQuery>;
  /** The policy subject whose `create`, `update` and `delete` rows decide the write buttons. */
  policySubject: TSubject;
  /** The columns (a hook, so it may read catalogues); the actions column is added by the page. */
  useColumns: (ctx: { lang: TLanguage; t: TFunction }) => CollectionColumn<TItem>[];
  filters?: (t: TFunction) => FilterDescriptor[];
  /** Sort values the API accepts and its default (kept out of the URL). */
  sorts?: { values: readonly string[]; default: string };
  /**
   * Query parameters every list call carries (e.g. `selectedLanguage`), after page and limit: from the data
   * language and the interface's (`reader`: sr-Cyrl when the reader reads Serbian in Cyrillic).
   */
  baseQuery?: (lang: TLanguage, reader: TUiLanguage) => TResourceQuery;
  /** The create/edit form (fields and its save/cancel buttons), rendered in the page's dialog. Absent: no
   * create or edit buttons (a read-mostly list). */
  Form?: ComponentType<CollectionFormProps<TItem>>;
  /** Other texts for the create button, dialog title and toast (default: "Add new", "Add to <title>"). */
  texts?: (t: TFunction) => CollectionTexts;
  /** Extra buttons or links of a row (e.g. "Open", "Approve"), before edit and delete. */
  rowActions?: (item: TItem, ctx: { lang: TLanguage; t: TFunction }) => ReactNode;
  /** The item's name in the current language: edit/delete button labels and the confirmation text. */
  itemName: (item: TItem, lang: TLanguage) => string;
  /** The dialog's width (default 960: three languages side by side). */
  formWidth?: number;
  /** What an empty list says (default: antd's "No data"). */
  emptyText?: (t: TFunction) => string;
}

/** `roleMay` over any subject's create/update/delete. */
const may = (role: TRole | null, action: 'create' | 'update' | 'delete', subject: TSubject) =>
  (roleMay as (role: TRole | null, action: string, subject: TSubject) => boolean)(role, action, subject);

function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  if (!sort || sort.replace(/^-/, '') !== field) return null;
  return sort.startsWith('-') ? 'descend' : 'ascend';
}

/** The ONE admin list screen: a config gives the collection, the page owns everything around it. */
export function CollectionAdminPage<TItem extends { _id: string }, TQuery extends TResourceQuery>({
  config,
  title,
  className,
  toolbar,
}: {
  config: CollectionConfig<TItem, TQuery>;
  /** The screen's translated title. */
  title: string;
  className?: string;
  /** Shown between the title and the list (e.g. tabs that switch the config). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const lang = useLanguage();
  const reader = useReaderLanguage();
  const toast = useToast();
  const role = useSession()?.role ?? null;
  const can = {
    create: !!config.Form && may(role, 'create', config.policySubject),
    update: !!config.Form && may(role, 'update', config.policySubject),
    delete: !!config.resource.useRemove && may(role, 'delete', config.policySubject),
  };
  const texts = config.texts?.(t) ?? {};
  const filters = config.filters?.(t) ?? [];

  // antd gives every size changer the same id under test; its own keeps the dialog's label unambiguous
  const sizeChangerId = useId();
  const url = useListUrlState({ sorts: config.sorts });
  const { page, size, sort, patch } = url;

  const query: TResourceQuery = {
    page,
    limit: size,
    ...config.baseQuery?.(lang, reader),
    ...(sort && sort !== config.sorts?.default ? { sort } : {}),
  };
  for (const f of filters) {
    if ((f.type === 'catalogue' || f.type === 'enum') && f.multiple) {
      const values = url.list(f.name);
      if (values.length) query[f.name] = values;
    } else {
      const value = url.text(f.name);
      if (value) query[f.name] = f.type === 'boolean' ? value === 'true' : value;
    }
  }
  // the URL's values are what the filters offer; the API checks them again
  const list = config.resource.useList(query as TQuery);
  const useRemove = config.resource.useRemove ?? useNoRemove;
  const remove = useRemove();
  useClampPage(page, list.data?.totalPages, !list.isPlaceholderData, (p) => patch({ page: p }));

  const [editing, setEditing] = useState<TItem | 'new' | null>(null);
  const del = useDeleteConfirm<TItem>({
    remove,
    idOf: (item) => item._id,
    nameOf: (item) => config.itemName(item, lang),
  });

  const columns: CollectionColumn<TItem>[] = config
    .useColumns({ lang, t })
    .map((c) => (c.sortField ? { ...c, sorter: true, sortOrder: sortOrderOf(sort, c.sortField) } : c));
  if (can.update || can.delete || config.rowActions)
    columns.push({
      key: 'actions',
      title: t('admin:catalogue.columns.actions'),
      align: 'right',
      // pinned: on a table wider than the page (it scrolls sideways) the row's actions stay in view
      fixed: 'right',
      render: (_, item) => {
        const name = config.itemName(item, lang);
        return (
          <Space size={4} wrap>
            {config.rowActions?.(item, { lang, t })}
            {can.update && (
              <Button
                icon={<EditOutlined aria-hidden />}
                aria-label={t('admin:catalogue.editItem', { name })}
                onClick={() => setEditing(item)}
              />
            )}
            {can.delete && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('admin:catalogue.deleteItem', { name })}
                onClick={() => del.ask(item)}
              />
            )}
          </Space>
        );
      },
    });

  /** Sets a filter; a changed parent (category) clears the filters that follow it (subcategory). */
  const setFilter = (name: string, value: string | undefined) => {
    const changes: Record<string, string | undefined> = { [name]: value };
    for (const f of filters) if (f.type === 'catalogue' && f.parent === name) changes[f.name] = undefined;
    patch(changes);
  };

  const filterControl = (f: FilterDescriptor): ReactNode => {
    // `key` goes on each element itself (React refuses a key spread from an object)
    const common = { placeholder: f.label, 'aria-label': f.label, className: 'pk-admin-filter' };
    switch (f.type) {
      case 'search':
        return (
          <SearchFilter
            key={f.name}
            label={f.label}
            urlValue={url.text(f.name)}
            onCommit={(v) => patch({ [f.name]: v })}
          />
        );
      case 'custom':
        return (
          <Fragment key={f.name}>
            {f.render({
              value: url.text(f.name) || undefined,
              onChange: (v) => setFilter(f.name, v || undefined),
              label: f.label,
              className: common.className,
            })}
          </Fragment>
        );
      case 'date': {
        const value = dayjs(url.text(f.name), 'YYYY-MM-DD', true);
        return (
          <DatePicker
            key={f.name}
            {...common}
            format={DATE_FORMAT}
            value={value.isValid() ? value : null}
            onChange={(d) => setFilter(f.name, d ? d.format('YYYY-MM-DD') : undefined)}
          />
        );
      }
      case 'catalogue': {
        const parent = f.parent ? url.text(f.parent) || null : undefined;
        return (
          <CatalogueSelect
            key={f.name}
            {...common}
            collection={f.collection}
            category={parent}
            mode={f.multiple ? 'multiple' : undefined}
            value={f.multiple ? url.list(f.name) : url.text(f.name) || undefined}
            onChange={(v) =>
              setFilter(f.name, Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : undefined)
            }
          />
        );
      }
      case 'boolean':
      case 'language':
      case 'enum': {
        const options =
          f.type === 'boolean'
            ? [
                { value: 'true', label: t('common:actions.yes') },
                { value: 'false', label: t('common:actions.no') },
              ]
            : f.type === 'language'
              ? LANGUAGES.map((l) => ({ value: l, label: t(`admin:catalogue.languages.${l}`) }))
              : [...f.options];
        if (f.type === 'enum' && f.multiple)
          return (
            <Select<string[]>
              key={f.name}
              {...common}
              mode="multiple"
              allowClear
              value={url.list(f.name)}
              onChange={(v) => setFilter(f.name, v.join(','))}
              options={options}
            />
          );
        return (
          <Select
            key={f.name}
            {...common}
            allowClear
            value={url.text(f.name) || undefined}
            onChange={(v: string | undefined) => setFilter(f.name, v)}
            options={options}
          />
        );
      }
    }
  };
  const filtered = filters.some((f) => url.text(f.name) !== '');

  return (
    <div className={`pk-dash-page pk-admin-catalogue ${className ?? ''}`}>
      <div className="pk-admin-head">
        <h1 className="pk-dash-h1">{title}</h1>
        {can.create && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {texts.create ?? t('admin:catalogue.create')}
          </Button>
        )}
      </div>
      {toolbar}
      <div className="pk-card pk-admin-card">
        {filters.length > 0 && (
          <div className="pk-admin-filters" role="search">
            {filters.map(filterControl)}
            {filtered && (
              <Button
                type="link"
                onClick={() => patch(Object.fromEntries(filters.map((f) => [f.name, undefined])))}
              >
                {t('common:actions.resetFilters')}
              </Button>
            )}
          </div>
        )}
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<TItem>
            rowKey="_id"
            columns={columns}
            dataSource={list.data?.docs ?? []}
            loading={list.isFetching}
            size="middle"
            showSorterTooltip={false}
            scroll={{ x: 'max-content' }}
            locale={config.emptyText ? { emptyText: config.emptyText(t) } : undefined}
            onChange={(pagination, _filters, sorter, { action }) => {
              if (action === 'paginate') {
                const nextSize = pagination.pageSize ?? size;
                // a new size starts again at page 1
                if (nextSize !== size) patch({ size: nextSize });
                else patch({ page: pagination.current ?? 1 });
              } else if (action === 'sort' && !Array.isArray(sorter)) {
                const column = columns.find((c) => c.key === sorter.columnKey);
                const next =
                  column?.sortField && sorter.order
                    ? `${sorter.order === 'descend' ? '-' : ''}${column.sortField}`
                    : undefined;
                patch({ sort: next });
              }
            }}
            pagination={{
              current: list.data?.page ?? page,
              pageSize: size,
              total: list.data?.totalDocs ?? 0,
              showSizeChanger: { id: sizeChangerId },
              pageSizeOptions: url.sizes.map(String),
              hideOnSinglePage: false,
            }}
          />
        )}
      </div>
      {editing && config.Form && (
        <Modal
          open
          title={
            editing === 'new'
              ? (texts.createTitle ?? t('admin:catalogue.createTitle', { title }))
              : t('admin:catalogue.editTitle', { name: config.itemName(editing, lang) })
          }
          onCancel={() => setEditing(null)}
          footer={null}
          width={config.formWidth ?? 960}
          destroyOnHidden
        >
          <config.Form
            key={editing === 'new' ? 'new' : editing._id}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              toast.success(
                editing === 'new'
                  ? (texts.created ?? t('admin:catalogue.created'))
                  : t('admin:catalogue.updated'),
              );
              setEditing(null);
            }}
          />
        </Modal>
      )}
      {del.dialog}
    </div>
  );
}

/** One search box of the filters: follows typing, writes the URL after a pause (or at once on Enter). */
function SearchFilter({
  label,
  urlValue,
  onCommit,
}: {
  label: string;
  urlValue: string;
  onCommit: (value: string) => void;
}) {
  const [search, setSearch] = useDebouncedUrlSearch(urlValue, onCommit);
  return (
    <Input.Search
      allowClear
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      onSearch={(v) => onCommit(v.trim())}
      placeholder={label}
      aria-label={label}
      className="pk-admin-search"
    />
  );
}
