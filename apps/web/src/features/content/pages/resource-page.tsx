import { useMemo, useState } from 'react';
import { Button, Spin, Tag } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resourceDescription, resourceName, useResourceDetail } from '../api/resources.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { downloadFile } from '../../../shared/lib/upload.ts';
import { catalogueName, useCatalogue, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import './resources.css';

/**
 * /resources/:id: one resource for a signed-in user (GET /api/resources/:id): its texts, and its link (opened in
 * a new tab) or its file (downloaded with the session's token). A visitor goes to the intern login and comes back.
 */
export default function ResourcePage() {
  const { id } = useParams();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace state={{ from: `/resources/${id ?? ''}` }} />;
  return <ResourceDetail id={id ?? ''} />;
}

function ResourceDetail({ id }: { id: string }) {
  const { t } = useTranslation(['public', 'resources']);
  const lang = useLanguage();
  const toast = useToast();
  const detail = useResourceDetail(id);
  const r = detail.data;
  usePageTitle(r ? 'resources:detail.pageTitle' : 'public:resources.title', {
    name: r ? resourceName(r, lang) : '',
  });
  const { data: categories } = useCatalogue('categories');
  const { data: tags } = useCatalogue('tags');
  const names = useMemo(
    () => new Map([...(categories ?? []), ...(tags ?? [])].map((i) => [i._id, catalogueName(i, lang)])),
    [categories, tags, lang],
  );
  const [downloading, setDownloading] = useState(false);

  const back = (
    <LinkButton to="/resources" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('resources:detail.back')}
    </LinkButton>
  );

  if (detail.isError)
    return (
      <>
        <PageIntro title={t('public:resources.title')} />
        <div className="pk-container pk-section">
          <ListError error={detail.error} onRetry={() => void detail.refetch()} />
          <div className="pk-resource-actions">{back}</div>
        </div>
      </>
    );
  if (!r)
    return (
      <div className="pk-container pk-section pk-library-loading">
        <Spin />
      </div>
    );

  const download = () => {
    if (!r.file) return;
    setDownloading(true);
    downloadFile(r.file)
      .catch((err: unknown) => toast.error(errorText(err, t)))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageIntro title={resourceName(r, lang)} lead={names.get(r.category)} />
      <div className="pk-container pk-section">
        <div className="pk-card pk-library-card">
          <div className="pk-library-badges">
            <Tag>{t(`resources:kind.${r.kind}`)}</Tag>
            <Tag>
              {t('resources:library.inLanguage', { language: t(`resources:languages.${r.language}`) })}
            </Tag>
            {r.isGuide && <Tag>{t('resources:library.guide')}</Tag>}
          </div>
          {resourceDescription(r, lang) && (
            <p className="pk-library-description">{resourceDescription(r, lang)}</p>
          )}
          {r.tags.length > 0 && (
            <ul className="pk-library-tag-list" aria-label={t('resources:fields.tags')}>
              {r.tags.map((tag) => (
                <li key={tag}>
                  <Tag>{names.get(tag) ?? '…'}</Tag>
                </li>
              ))}
            </ul>
          )}
          <div className="pk-resource-actions">
            {r.link && (
              <Button
                type="primary"
                href={r.link}
                target="_blank"
                rel="noopener noreferrer"
                icon={<LinkOutlined aria-hidden />}
              >
                {t('resources:detail.openLink')}{' '}
                <span className="sr-only">{t('resources:detail.newTab')}</span>
              </Button>
            )}
            {r.file && (
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading}
                onClick={download}
              >
                {t('resources:detail.download', { name: r.file.name })}
              </Button>
            )}
            {back}
          </div>
        </div>
      </div>
    </>
  );
}
