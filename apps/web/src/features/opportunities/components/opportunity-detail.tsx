import { Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import {
  jobsResource,
  opportunityBody,
  opportunityTitle,
  trainingsResource,
  type TJobItem,
  type TTrainingItem,
} from '../api/opportunities.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { backHref, pageParam, publishedDate, spotsLeft } from '../lib/opportunity-view.ts';
import { ApplySection } from './apply-section.tsx';
import { OrganisationLogo } from './organisation-logo.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import '../opportunities.css';

const names = (items: TCatalogueRef[], lang: ReturnType<typeof useLanguage>) =>
  items.map((i) => catalogueName(i, lang)).join(', ');

/**
 * /jobs/:id and /trainings/:id: everything about a posting (the body as rich text), its organisation, dates,
 * spots left, status (active/expired), a back link to the list it came from (`?page=`), and Apply.
 */
export function OpportunityDetail({ kind }: { kind: TOpportunityKind }) {
  const { t } = useTranslation('opportunities');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = backHref(kind, pageParam(params.get('page')), from);
  const jobs = jobsResource.useOne(kind === 'JOB' ? id : undefined);
  const trainings = trainingsResource.useOne(kind === 'TRAINING' ? id : undefined);
  const query = kind === 'JOB' ? jobs : trainings;
  const item = query.data as TJobItem | TTrainingItem | undefined;
  usePageTitle(item ? 'opportunities:detail.pageTitle' : 'opportunities:detail.loading', {
    title: item ? opportunityTitle(item) : '',
  });

  const backLink = (
    <Link to={back} className="pk-opp-back">
      <ArrowLeftOutlined aria-hidden /> {kind === 'JOB' ? t('detail.backJobs') : t('detail.backTrainings')}
    </Link>
  );
  if (query.isError)
    return (
      <div className="pk-container pk-section">
        {backLink}
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!item) return <PageLoader />;

  const job = 'title' in item ? item : null;
  const training = 'name' in item ? item : null;
  const title = opportunityTitle(item);
  const facts: Array<[string, string]> = [
    [t('card.published'), publishedDate(item.createdAt)],
    [t('card.deadline'), displayDate(item.deadline)],
    [t('card.municipality'), catalogueName(item.municipality, lang)],
    [t('detail.language'), t(`languages.${item.language}`)],
    [t('detail.spotsLeft'), String(spotsLeft(item))],
  ];
  if (job) facts.push([t('card.engagement'), t('card.months', { count: job.lengthOfEngagement || 3 })]);
  if (training)
    facts.push([t('card.runs'), `${displayDate(training.startDate)} – ${displayDate(training.endDate)}`]);
  if (item.categories.length) facts.push([t('card.categories'), names(item.categories, lang)]);
  if (item.skills.length) facts.push([t('card.skills'), names(item.skills, lang)]);

  return (
    <div className="pk-container pk-section pk-opp-detail">
      {backLink}
      <header className="pk-opp-detail-head">
        <OrganisationLogo business={item.business} size={72} />
        <div className="pk-opp-card-titles">
          <h1 className="pk-opp-detail-title">{title}</h1>
          <p className="pk-opp-card-org">
            {item.business.businessName} ·{' '}
            <a href={`mailto:${item.business.email}`} className="pk-opp-email">
              {item.business.email}
            </a>
          </p>
          <Tag color={item.status === 'ACTIVE' ? 'green' : 'default'} data-testid="opportunity-status">
            {t(`detail.status.${item.status}`)}
          </Tag>
          <VerifiedBadge verified={item.business.verified} />
        </div>
      </header>
      <div className="pk-opp-detail-grid">
        <div className="pk-card pk-opp-detail-body">
          <RichText html={opportunityBody(item)} lang={item.language} />
          {job?.training && (
            <section className="pk-opp-detail-training" aria-labelledby="pk-opp-training">
              <h2 id="pk-opp-training">{t('detail.training')}</h2>
              <p>
                {job.trainingType && t(`trainingTypes.${job.trainingType}`)}
                {job.trainingLength ? ` · ${t('card.weeks', { count: job.trainingLength })}` : ''}
              </p>
              {job.trainingDescription && <p className="pk-prewrap">{job.trainingDescription}</p>}
            </section>
          )}
          {item.files.length > 0 && (
            <section aria-labelledby="pk-opp-files">
              <h2 id="pk-opp-files">{t('detail.files')}</h2>
              <ul>
                {item.files.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="pk-opp-detail-side">
          <dl className="pk-card pk-opp-facts pk-opp-facts-side">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ApplySection
            kind={kind}
            opportunityId={item._id}
            title={title}
            requested={item.files}
            recruitmentOpen={item.recruitmentOpen}
            full={spotsLeft(item) === 0}
            hostVerified={item.business.verified}
          />
        </aside>
      </div>
    </div>
  );
}
