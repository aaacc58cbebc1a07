import { Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { useCvMissing } from '../api/opportunities.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';

/**
 * "Matched to me" for an intern whose CV is not complete: matching reads a complete CV, so this names exactly the
 * parts still missing (`cvMissing` of the list's matched mode) and links to /resume.
 */
export function CvToComplete({ kind, internId }: { kind: TOpportunityKind; internId: string }) {
  const { t } = useTranslation('opportunities');
  const missing = useCvMissing(kind, internId);
  return (
    <Result
      status="info"
      title={t('matched.cvTitle')}
      subTitle={t('matched.cvText')}
      extra={
        <LinkButton type="primary" to="/resume">
          {t('matched.toCv')}
        </LinkButton>
      }
    >
      {missing.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <ul className="pk-opp-cv-missing" aria-label={t('matched.cvText')} data-testid="cv-missing">
          {/* the token said "not complete" but the CV reads complete (another tab saved it): the rule itself */}
          {(missing.data?.length
            ? missing.data
            : (['personal', 'categories', 'education', 'languages'] as const)
          ).map((part) => (
            <li key={part}>{t(`matched.parts.${part}`)}</li>
          ))}
        </ul>
      )}
    </Result>
  );
}

/** An empty matched list of an intern whose CV is complete: why, and what widens it. */
export function MatchedEmpty({ kind }: { kind: TOpportunityKind }) {
  const { t } = useTranslation('opportunities');
  return (
    <div className="pk-card" data-testid="matched-empty">
      <Empty
        description={
          <>
            <strong className="pk-opp-empty-title">
              {kind === 'JOB' ? t('matched.emptyJobsTitle') : t('matched.emptyTrainingsTitle')}
            </strong>
            <span className="pk-opp-empty-text">{t('matched.emptyText')}</span>
          </>
        }
      >
        <LinkButton to="/resume">{t('matched.toCv')}</LinkButton>
      </Empty>
    </div>
  );
}
