import type { ReactNode } from 'react';
import { Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@praktika/contracts/applications';
import { displayDate } from '@praktika/contracts/dates';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import {
  ApplicationStatusTag,
  ApplicationTimeline,
} from '../../../entities/applications/application-status.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { AdminCancelButton } from './admin-cancel-button.tsx';
import { DetailSection, Facts } from '../../../entities/people/person-detail.tsx';
import { FileDownloadButton, dateRange, postingTitle } from '../lib/engagement-view.tsx';
import '../engagements.css';

/** The application's facts: posting, organisation, status, dates, interview, outcome and the contract. */
function ApplicationFacts({ application: a }: { application: TApplication }) {
  const { t } = useTranslation(['engagements', 'opportunities']);
  const items: Array<[string, ReactNode]> = [
    [t('engagements:columns.posting'), `${postingTitle(a)} · ${t(`engagements:types.${a.type}`)}`],
    [t('engagements:columns.business'), a.business.businessName],
    [t('engagements:columns.status'), <ApplicationStatusTag key="status" status={a.status} />],
    [t('engagements:columns.dates'), dateRange(a.startDate, a.endDate)],
  ];
  if (a.interview)
    items.push([
      t('engagements:columns.interview'),
      [`${displayDate(a.interview.date)} ${a.interview.time}`, a.interview.place, a.interview.link]
        .filter(Boolean)
        .join(' · '),
    ]);
  if (a.outcome || a.status === 'CANCELLED')
    items.push([
      t('engagements:columns.outcome'),
      t(`engagements:outcomes.${a.status === 'CANCELLED' ? 'CANCELLED' : (a.outcome ?? 'none')}`),
    ]);
  if (a.type === 'JOB')
    items.push([
      t('engagements:columns.contract'),
      a.contract ? (
        <FileDownloadButton key="contract" file={a.contract} label={t('engagements:common.download')} />
      ) : (
        t('engagements:common.noContract')
      ),
    ]);
  return <Facts items={items} />;
}

/**
 * One application on the intern's page (`?application=`): its facts, the files the intern uploaded with it and
 * its timeline; an admin may cancel it while it runs. The API decides who may read it (the intern, the posting's organisation, admins); a refusal or an
 * unknown id shows the error in place of the section.
 */
export function ApplicationSection({ id }: { id: string }) {
  const { t } = useTranslation('engagements');
  const query = applicationsResource.useOne(id);
  if (query.isPending)
    return (
      <section className="pk-card pk-users-section" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.errorType === 'NOT_FOUND';
    return (
      <section className="pk-card pk-users-section">
        {missing ? (
          <p role="alert">{t('detail.notFound')}</p>
        ) : (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const a = query.data;
  return (
    <>
      <DetailSection title={t('detail.application', { posting: postingTitle(a) })}>
        <ApplicationFacts application={a} />
        <div className="pk-engagement-admin-actions">
          <AdminCancelButton application={a} />
        </div>
        <h3 className="pk-users-h3 pk-engagement-section">{t('detail.files')}</h3>
        {a.files.length ? (
          <ul className="pk-engagement-files">
            {a.files.map((f) => (
              <li key={f.file._id}>
                <Space size={4} wrap>
                  <span>{f.name}</span>
                  <FileDownloadButton file={f.file} />
                </Space>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pk-muted">{t('detail.noFiles')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('detail.timeline')}>
        <ApplicationTimeline timeline={a.timeline} />
      </DetailSection>
    </>
  );
}
