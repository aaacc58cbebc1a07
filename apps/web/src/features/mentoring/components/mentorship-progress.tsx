import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMentorshipProgress } from '@praktika/contracts/mentoring';
import './mentoring.css';

/**
 * A mentorship's meeting progress (the "report" of /myMentor, the mentor's cards and the admin lists): held over
 * the planned meetings as a bar, the minimum required, the meetings due so far and a "behind" tag when fewer were
 * held than due. `compact` leaves out the due and upcoming lines (cards in a list).
 */
export function MentorshipProgress({
  progress,
  compact = false,
}: {
  progress: TMentorshipProgress;
  compact?: boolean;
}) {
  const { t } = useTranslation('mentoring');
  const percent = progress.planned > 0 ? Math.min(100, (progress.held / progress.planned) * 100) : 0;
  const held = t('progress.held', { held: progress.held, planned: progress.planned });
  return (
    <div className="pk-mentoring-progress" data-testid="mentorship-progress">
      <div className="pk-mentoring-progress-head">
        <span>{held}</span>
        {progress.behind ? (
          <Tag color="orange" className="pk-mentoring-tag">
            {t('progress.behind')}
          </Tag>
        ) : (
          <Tag color="green" className="pk-mentoring-tag">
            {t('progress.onTrack')}
          </Tag>
        )}
      </div>
      <Progress
        percent={Math.round(percent)}
        showInfo={false}
        size="small"
        status={progress.behind ? 'exception' : 'normal'}
        aria-label={held}
      />
      <p className="pk-mentoring-muted">
        {t('progress.min', { min: progress.min })}
        {!compact && (
          <>
            {' · '}
            {t('progress.due', { due: progress.due })}
            {' · '}
            {t('progress.upcoming', { upcoming: progress.upcoming })}
          </>
        )}
      </p>
    </div>
  );
}
