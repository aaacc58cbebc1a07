import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDays, displayDate } from '@praktika/contracts/dates';
import { RECRUITMENT_GRACE_DAYS, type TJob, type TTraining } from '@praktika/contracts/opportunities';

type Posting = Pick<TJob | TTraining, 'status' | 'recruitmentOpen' | 'deadline'>;

/** Where a posting stands: active (through its deadline), expired but still recruiting (until when), or closed. */
export function PostingStatus({ posting }: { posting: Posting }) {
  const { t } = useTranslation('postings');
  if (posting.status === 'ACTIVE')
    return <Tag className="pk-postings-tag pk-postings-tag-active">{t('postings:status.ACTIVE')}</Tag>;
  if (posting.recruitmentOpen)
    return (
      <Tag className="pk-postings-tag pk-postings-tag-grace">
        {t('postings:status.recruitingUntil', {
          date: displayDate(addDays(posting.deadline, RECRUITMENT_GRACE_DAYS)),
        })}
      </Tag>
    );
  return <Tag className="pk-postings-tag pk-postings-tag-closed">{t('postings:status.CLOSED')}</Tag>;
}
