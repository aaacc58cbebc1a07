import { useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { useApplied } from '../../../entities/applications/api.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { ApplicationStatusTag } from '../../../entities/applications/application-status.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useEngagementRule } from '../lib/engagement-rule.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { isMinorSession } from '../lib/minor.ts';
import { GuardianNotice, useGuardianBlock } from '../../../entities/guardian/guardian-notice.tsx';

/**
 * What a detail page offers under Apply. A visitor: sign in to apply (and come back). Staff: nothing. An intern
 * whose CV is not filled: 'Please fill your CV' with a link to /resume; past the age limit: the ABOVE_AGE text.
 * Already applied or invited: "Applied" with the status and a link to /applications. Working, or (internships)
 * after a completed internship: the rule, before any click, with the trainings offered instead. An intern under 18
 * without a guardian's consent: why, with the resend (issue 22 §2); on a posting of an organisation not verified
 * yet: why they cannot apply (issue 22 §3). Recruitment
 * closed: the JOB_EXPIRED text. Otherwise the Apply button and its dialog.
 */
export function ApplySection({
  kind,
  opportunityId,
  title,
  requested,
  recruitmentOpen,
  full = false,
  hostVerified,
}: {
  kind: TOpportunityKind;
  opportunityId: string;
  title: string;
  requested: readonly string[];
  recruitmentOpen: boolean;
  /** Every spot is taken. */
  full?: boolean;
  /** The organisation is verified (issue 22 §3); false closes the posting to interns under 18. */
  hostVerified?: boolean;
}) {
  const { t } = useTranslation(['opportunities', 'errors']);
  const session = useSession();
  const location = useLocation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const intern = session?.role === 'intern' && session.aboveOrUnderAge !== true;
  const cvFilled = intern && session.updateFinished === true && session.updateRequired !== true;
  const applied = useApplied(kind, opportunityId, !!cvFilled);
  const rule = useEngagementRule(kind, !!cvFilled);
  const guardian = useGuardianBlock(session);

  if (!session)
    return (
      <div className="pk-apply pk-card" data-testid="apply-section">
        <p>{t('apply.signInText')}</p>
        <LinkButton type="primary" to="/login" state={{ from: location.pathname + location.search }}>
          {t('apply.signIn')}
        </LinkButton>
      </div>
    );
  if (session.role !== 'intern') return null;
  if (session.aboveOrUnderAge === true)
    return <Alert type="info" showIcon title={t('errors:ABOVE_AGE')} data-testid="apply-section" />;
  if (!cvFilled)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="apply-section"
        title={t('errors:CV_NOT_FILLED')}
        description={<Link to="/resume">{t('apply.toCv')}</Link>}
      />
    );
  if (applied.isPending)
    return (
      <div className="pk-apply" data-testid="apply-section">
        <Spin size="small" />
      </div>
    );
  if (applied.data?.applied)
    return (
      <div className="pk-apply pk-card" data-testid="apply-section">
        <p className="pk-apply-done">
          <strong>{t('apply.applied')}</strong>{' '}
          {applied.data.application && <ApplicationStatusTag status={applied.data.application.status} />}
        </p>
        <Link to="/applications">{t('apply.toApplications')}</Link>
      </div>
    );
  // Issue 22 §2: under 18 without a guardian's consent: why, with the resend, instead of Apply.
  if (guardian.minor && guardian.consent.isPending)
    return (
      <div className="pk-apply" data-testid="apply-section">
        <Spin size="small" />
      </div>
    );
  if (guardian.blocked)
    return (
      <div data-testid="apply-section">
        <GuardianNotice session={session} compact />
      </div>
    );
  if (hostVerified === false && isMinorSession(session))
    return (
      <Alert
        type="info"
        showIcon
        data-testid="apply-section"
        title={t('verified.minorTitle')}
        description={t('verified.minorText')}
      />
    );
  if (rule)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="apply-section"
        title={t(`errors:${rule}`)}
        description={
          rule === 'INTERNSHIP_COMPLETED' ? (
            <Link to="/opportunitiestraining">{t('apply.toTrainings')}</Link>
          ) : undefined
        }
      />
    );
  if (!recruitmentOpen)
    return <Alert type="info" showIcon title={t('errors:JOB_EXPIRED')} data-testid="apply-section" />;
  if (full) return <Alert type="info" showIcon title={t('apply.full')} data-testid="apply-section" />;
  return (
    <div className="pk-apply" data-testid="apply-section">
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        {t('apply.open')}
      </Button>
      {open && (
        <ApplyDialog
          open={open}
          kind={kind}
          opportunityId={opportunityId}
          title={title}
          requested={requested}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            toast.success(t('apply.done'));
          }}
        />
      )}
    </div>
  );
}
