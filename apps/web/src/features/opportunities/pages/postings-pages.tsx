import { useMemo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { displayDate } from '@praktika/contracts/dates';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
  type CollectionFormProps,
  type CollectionResource,
  type FilterDescriptor,
} from '../../../shared/admin/collection-admin-page.tsx';
import {
  jobsResource,
  opportunitySpots,
  opportunityTitle,
  trainingsResource,
  type TJobItem,
  type TTrainingItem,
} from '../api/opportunities.ts';
import type { TResourceQuery } from '../../../shared/api/create-resource.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { JobForm } from '../components/job-form.tsx';
import { BusinessSelect } from '../../../entities/people/business-select.tsx';
import { PostingStatus } from '../components/posting-status.tsx';
import { TrainingForm } from '../components/training-form.tsx';
import '../postings.css';

/** The detail page of a posting (applicants and matched interns). */
export const postingPath = (kind: TOpportunityKind, id: string) =>
  `/dashboard/${kind === 'JOB' ? 'jobs' : 'trainings'}/${encodeURIComponent(id)}`;

type Posting = TJobItem | TTrainingItem;

/** The columns both lists share; admins also see the organisation (the spec's admin flag). */
function useColumns(kind: TOpportunityKind, t: TFunction): CollectionColumn<Posting>[] {
  const isAdmin = useSession()?.role === 'admin';
  const columns: CollectionColumn<Posting>[] = [
    {
      key: 'title',
      title: t(kind === 'JOB' ? 'postings:columns.title' : 'postings:columns.name'),
      render: (_, p) => <Link to={postingPath(kind, p._id)}>{opportunityTitle(p)}</Link>,
    },
  ];
  if (isAdmin)
    columns.push({
      key: 'business',
      title: t('postings:columns.business'),
      responsive: ['sm'],
      render: (_, p) => p.business.businessName,
    });
  columns.push(
    { key: 'status', title: t('postings:columns.status'), render: (_, p) => <PostingStatus posting={p} /> },
    {
      key: 'deadline',
      title: t('postings:columns.deadline'),
      responsive: ['md'],
      render: (_, p) => displayDate(p.deadline),
    },
    {
      key: 'spots',
      title: t('postings:columns.spots'),
      responsive: ['md'],
      render: (_, p) => t('postings:acceptedOf', { count: p.acceptedCount, spots: opportunitySpots(p) }),
    },
    {
      key: 'createdAt',
      title: t('postings:columns.published'),
      responsive: ['lg'],
      render: (_, p) => displayDate(p.createdAt.slice(0, 10)),
    },
  );
  return columns;
}

function filters(kind: TOpportunityKind, isAdmin: boolean) {
  return (t: TFunction): FilterDescriptor[] => [
    {
      type: 'search',
      name: kind === 'JOB' ? 'title' : 'name',
      label: t(kind === 'JOB' ? 'postings:filters.title' : 'postings:filters.name'),
    },
    {
      type: 'enum',
      name: 'state',
      label: t('postings:filters.state'),
      options: (['open', 'expired'] as const).map((v) => ({
        value: v,
        label: t(`postings:filters.states.${v}`),
      })),
    },
    ...(isAdmin
      ? [
          {
            type: 'custom',
            name: 'business',
            label: t('postings:filters.business'),
            render: ({ value, onChange, label, className }) => (
              <BusinessSelect
                value={value}
                onChange={(v) => onChange(v ?? undefined)}
                placeholder={label}
                aria-label={label}
                className={className}
              />
            ),
          } satisfies FilterDescriptor,
        ]
      : []),
    {
      type: 'catalogue',
      name: 'municipality',
      label: t('postings:filters.municipality'),
      collection: 'municipalities',
      multiple: true,
    },
  ];
}

/**
 * The list of one kind for the signed-in role: an organisation's own postings (every state: recruitment open or
 * closed), or, for admins, every organisation's, with the organisation as a column and a filter. Admins create on
 * an organisation's behalf (the form asks which).
 */
function usePostingsConfig(kind: TOpportunityKind): CollectionConfig<Posting, TResourceQuery> {
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const me = session?.id;
  return useMemo(
    () => ({
      // both resources list postings; the page sends each its own query (title or name, the same filters)
      resource: (kind === 'JOB' ? jobsResource : trainingsResource) as unknown as CollectionResource<
        Posting,
        TResourceQuery
      >,
      policySubject: 'opportunity',
      useColumns: ({ t }) => useColumns(kind, t),
      filters: filters(kind, isAdmin),
      baseQuery: () => ({ state: 'all', ...(isAdmin || !me ? {} : { business: me }) }),
      Form: (kind === 'JOB' ? JobForm : TrainingForm) as ComponentType<CollectionFormProps<Posting>>,
      texts: (t) => ({
        create: t(kind === 'JOB' ? 'postings:create.job' : 'postings:create.training'),
        createTitle: t(kind === 'JOB' ? 'postings:create.jobTitle' : 'postings:create.trainingTitle'),
        created: t(kind === 'JOB' ? 'postings:create.jobCreated' : 'postings:create.trainingCreated'),
      }),
      rowActions: (p, { t }) => (
        <LinkButton to={postingPath(kind, p._id)} size="small">
          {t(kind === 'JOB' ? 'postings:openApplicants' : 'postings:openTraining')}
        </LinkButton>
      ),
      itemName: (p) => opportunityTitle(p),
    }),
    [kind, isAdmin, me],
  );
}

/** /dashboard/jobs: internship postings (an organisation's own; every organisation's for admins). */
export function JobsPostingsPage() {
  const { t } = useTranslation('dashboard');
  const config = usePostingsConfig('JOB');
  return <CollectionAdminPage config={config} title={t('sections.jobs')} className="pk-postings" />;
}

/** /dashboard/trainings: trainings (an organisation's own; every organisation's for admins). */
export function TrainingsPostingsPage() {
  const { t } = useTranslation('dashboard');
  const config = usePostingsConfig('TRAINING');
  return <CollectionAdminPage config={config} title={t('sections.trainings')} className="pk-postings" />;
}
