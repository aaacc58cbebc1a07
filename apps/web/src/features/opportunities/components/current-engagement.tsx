import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, FlagOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import { WORKING_STATUSES, type TApplication } from '@praktika/contracts/applications';
import { downloadFile } from '../../../shared/lib/upload.ts';
import {
  ApplicationStatusTag,
  ApplicationTimeline,
} from '../../../entities/applications/application-status.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { EngagementDialogSlot } from '../lib/slots.ts';
import { OrganisationLogo } from './organisation-logo.tsx';
import { Fact } from './fact.tsx';

/** The running (or about to run) internship's card: dates, host, contract, cancel, report the host. */
export function CurrentEngagement({ application }: { application: TApplication }) {
  const { t } = useTranslation('opportunities');
  const toast = useToast();
  const [dialog, setDialog] = useState<'cancel' | 'report' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const working = (WORKING_STATUSES as readonly string[]).includes(application.status);
  const title = application.job?.title ?? application.training?.name ?? '';

  const download = () => {
    if (!application.contract) return;
    setDownloading(true);
    downloadFile(application.contract)
      .catch((err: unknown) => toast.apiError(err))
      .finally(() => setDownloading(false));
  };

  return (
    <article className="pk-card pk-engagement" data-testid="current-engagement">
      <header className="pk-app-head">
        <OrganisationLogo business={application.business} size={64} />
        <div className="pk-opp-card-titles">
          <h2 className="pk-opp-card-title">{title}</h2>
          <p className="pk-opp-card-org">
            {application.business.businessName} ·{' '}
            <a href={`mailto:${application.business.email}`}>{application.business.email}</a>
          </p>
        </div>
        <ApplicationStatusTag status={application.status} />
      </header>
      <dl className="pk-opp-facts">
        <Fact term={t('applications.start')}>
          {application.startDate ? displayDate(application.startDate) : t('engagement.notYet')}
        </Fact>
        <Fact term={t('applications.end')}>
          {application.endDate ? displayDate(application.endDate) : t('engagement.notYet')}
        </Fact>
        {application.type === 'JOB' && (
          <Fact term={t('engagement.contract')}>
            {application.contract ? application.contract.name : t('engagement.noContract')}
          </Fact>
        )}
      </dl>
      <div className="pk-app-actions">
        {application.contract && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={downloading}>
            {t('engagement.download')}
          </Button>
        )}
        {working && (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={() => setDialog('cancel')}>
            {application.type === 'JOB' ? t('engagement.cancel') : t('engagement.cancelTraining')}
          </Button>
        )}
        <Button icon={<FlagOutlined aria-hidden />} onClick={() => setDialog('report')}>
          {t('engagement.report')}
        </Button>
      </div>
      <h3 className="pk-engagement-subtitle">{t('timeline.title')}</h3>
      <ApplicationTimeline timeline={application.timeline} />
      {dialog && (
        <EngagementDialogSlot dialog={dialog} application={application} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
