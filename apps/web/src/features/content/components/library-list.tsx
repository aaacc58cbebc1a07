import { useState } from 'react';
import { Button, Input, Switch, Tag } from 'antd';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TPaged } from '@praktika/contracts/common';
import type { TFile } from '@praktika/contracts/files';
import type { TResourceQuery } from '../../../shared/api/create-resource.ts';
import { fileDocumentDescription, fileDocumentName } from '../api/documents.ts';
import { useDebouncedUrlSearch, useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { formatFileSize } from '../../../shared/forms/upload-field.tsx';
import { formatDate } from '../../../shared/lib/format.ts';
import { downloadFile } from '../../../shared/lib/upload.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { CardList } from './card-list.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import './library-list.css';

/** Items per page of a reader's library list. */
export const LIBRARY_LIST_PAGE_SIZE = 10;

/** What the list shows of an item: guides and documents both fit. */
export type LibraryItem = Record<`${TLanguage}Name` | `${TLanguage}Description`, string> & {
  _id: string;
  file: TFile;
  updatedAt: string;
  /** The language the item is written in (guides). */
  language?: TLanguage;
};

export interface LibraryListProps<TItem extends LibraryItem, TQuery extends TResourceQuery> {
  /** The page's heading (also its title, through the dashboard's section). */
  title: string;
  /** A sentence under the heading saying what the list holds. */
  intro: string;
  /** The collection's list hook (`createResource(...).useList`). */
  useList: (query: TQuery) => UseQueryResult<TPaged<TItem>>;
  /** Parameters every call carries (e.g. `isGuide: true`). */
  baseQuery?: TResourceQuery;
  /** Offer the "only my language" switch (`useLanguageFilter` with the UI language; kept in the URL as `mine`). */
  languageSwitch?: boolean;
}

/**
 * The read-only library of a signed-in reader (mentors' facilitation guides, organisations' guides and
 * documents): a search by name and the page in the URL, one card per item with its name, description, language
 * and last change, and a Download button that fetches the file with the session's token.
 */
export function LibraryList<TItem extends LibraryItem, TQuery extends TResourceQuery>({
  title,
  intro,
  useList,
  baseQuery,
  languageSwitch,
}: LibraryListProps<TItem, TQuery>) {
  const { t } = useTranslation(['documents', 'common', 'errors']);
  const lang = useLanguage();
  const toast = useToast();
  const url = useListUrlState({ sizes: [LIBRARY_LIST_PAGE_SIZE], defaultSize: LIBRARY_LIST_PAGE_SIZE });
  const { page, patch } = url;
  const name = url.text('name');
  const mine = languageSwitch === true && url.text('mine') === 'true';
  const [search, setSearch] = useDebouncedUrlSearch(name, (v) => patch({ name: v }));
  const [downloading, setDownloading] = useState<string | null>(null);

  const query: TResourceQuery = {
    page,
    limit: LIBRARY_LIST_PAGE_SIZE,
    selectedLanguage: lang,
    ...baseQuery,
    ...(name ? { name } : {}),
    ...(mine ? { useLanguageFilter: true } : {}),
  };
  // the URL's values are what the controls offer; the API checks them again
  const list = useList(query as TQuery);

  const download = (item: TItem) => {
    setDownloading(item._id);
    downloadFile(item.file)
      .catch((err: unknown) =>
        toast.error(`${t('documents:library.downloadFailed')} ${errorText(err, t)}`.trim()),
      )
      .finally(() => setDownloading((id) => (id === item._id ? null : id)));
  };

  const filtered = name !== '' || mine;
  const switchId = 'pk-library-mine';

  return (
    <div className="pk-dash-page pk-reader-library">
      <h1 className="pk-dash-h1">{title}</h1>
      <p className="pk-reader-intro">{intro}</p>
      <div className="pk-reader-filters" role="search">
        <Input.Search
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => patch({ name: v.trim() })}
          placeholder={t('documents:library.search')}
          aria-label={t('documents:library.search')}
          className="pk-reader-search"
        />
        {languageSwitch && (
          <span className="pk-reader-switch">
            <Switch
              id={switchId}
              checked={mine}
              onChange={(on) => patch({ mine: on ? 'true' : undefined })}
            />
            <label htmlFor={switchId}>{t('documents:library.onlyMine')}</label>
          </span>
        )}
      </div>
      <CardList
        list={list}
        classNames={{ loading: 'pk-reader-loading', list: 'pk-reader-list', pages: 'pk-reader-pages' }}
        empty={t(filtered ? 'documents:library.emptySearch' : 'documents:library.empty')}
        pageSize={LIBRARY_LIST_PAGE_SIZE}
        onPage={(p) => patch({ page: p })}
        renderItem={(item) => {
          const itemName = fileDocumentName(item, lang);
          const description = fileDocumentDescription(item, lang);
          return (
            <li key={item._id} className="pk-card pk-reader-card">
              <FileTextOutlined aria-hidden className="pk-reader-icon" />
              <div className="pk-reader-body">
                <h2 className="pk-reader-name">{itemName}</h2>
                {description && <p className="pk-reader-description">{description}</p>}
                <p className="pk-reader-meta">
                  {item.language && (
                    <Tag>
                      {t('documents:library.inLanguage', {
                        language: t(`documents:languages.${item.language}`),
                      })}
                    </Tag>
                  )}
                  <span>{t('documents:library.updated', { date: formatDate(item.updatedAt) })}</span>
                  <span>{formatFileSize(item.file.size, lang)}</span>
                </p>
              </div>
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading === item._id}
                onClick={() => download(item)}
                aria-label={t('documents:library.downloadNamed', { name: itemName })}
                className="pk-reader-download"
              >
                {t('documents:library.download')}
              </Button>
            </li>
          );
        }}
      />
    </div>
  );
}
