import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePendingSurveys } from '../api/pending-surveys.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';

/** On an organisation's or mentor's landing page: "You have 2 surveys to answer" with a link, when any are due. */
export function PendingSurveysNotice() {
  const { t } = useTranslation('surveyAnswer');
  const pending = usePendingSurveys(true);
  const count = pending.data?.totalDocs ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="pk-pending-surveys"
      style={{ marginBottom: 16 }}
      title={t('pending.notice', { count })}
      action={
        <LinkButton to="/dashboard/surveys?completed=false" size="small" type="primary">
          {t('pending.open')}
        </LinkButton>
      }
    />
  );
}
