import { Space, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInternForOrganisation } from '@praktika/contracts/cv';
import { ENGAGED_STATUSES, type TApplication } from '@praktika/contracts/applications';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { internsResource } from '../../../entities/people/api.ts';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import {
  CvHistorySections,
  DetailSection,
  Facts,
  orDash,
  refName,
  refNames,
} from '../../../entities/people/person-detail.tsx';
import { ApplicationSection } from '../components/application-section.tsx';
import { FileDownloadButton, InternPhoto, internName, postingTitle } from '../lib/engagement-view.tsx';
import '../engagements.css';

/**
 * `GET /api/interns/:id` as an organisation reads it: the CV the organisation may see (no birth date, ethnicity,
 * health conditions or address; the API decides and answers 403 for an intern who never applied to it).
 */
export const organisationCvOptions = (id: string) => ({
  queryKey: [...internsResource.keys.detail(id), 'organisation'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ intern: TInternForOrganisation }>(`/interns/${encodeURIComponent(id)}`, { signal }).then(
      (d) => d.intern,
    ),
  retry: false,
});

/** The CV as an organisation (or the intern's mentor) may read it: no birth date, ethnicity or health. */
export function OrganisationCv({ cv }: { cv: TInternForOrganisation }) {
  const { t } = useTranslation(['users', 'engagements']);
  const lang = useLanguage();
  return (
    <>
      <DetailSection title={t('engagements:detail.cv')}>
        <Facts
          items={[
            [
              t('users:fields.email'),
              <a key="email" href={`mailto:${cv.email}`}>
                {cv.email}
              </a>,
            ],
            [t('users:fields.phoneNumber'), orDash(cv.phoneNumber)],
            [t('users:fields.municipality'), refName(cv.municipality, lang)],
            [t('users:fields.gender'), t(`users:gender.${cv.gender}`)],
            [t('engagements:detail.age'), String(cv.age)],
            [t('users:fields.availability'), orDash(cv.availability)],
            [t('users:fields.categories'), refNames(cv.categories, lang)],
            [t('users:fields.skills'), refNames(cv.skills, lang)],
            [t('users:fields.otherEngagements'), orDash(cv.otherEngagements)],
            [t('users:fields.cvFile'), cv.cvFile ? <FileDownloadButton key="cv" file={cv.cvFile} /> : '—'],
          ]}
        />
      </DetailSection>
      <CvHistorySections cv={cv} />
    </>
  );
}

/**
 * Where the intern's page goes back to: an applicant to the posting's applicants, an engaged intern to the active
 * interns, a finished engagement to the past interns (without an application: the active interns).
 */
export function backTarget(a: Pick<TApplication, 'type' | 'status' | 'job' | 'training'> | undefined): {
  to: string;
  list: 'posting' | 'activeInterns' | 'pastInterns';
} {
  if (!a) return { to: '/dashboard/activeInterns', list: 'activeInterns' };
  if ((ENGAGED_STATUSES as readonly string[]).includes(a.status))
    return { to: '/dashboard/activeInterns', list: 'activeInterns' };
  if (a.status === 'COMPLETED' || a.status === 'CANCELLED')
    return { to: '/dashboard/pastInterns', list: 'pastInterns' };
  const id = a.job?._id ?? a.training?._id ?? '';
  return {
    to: `/dashboard/${a.type === 'JOB' ? 'jobs' : 'trainings'}/${encodeURIComponent(id)}`,
    list: 'posting',
  };
}

/**
 * /dashboard/internDetail/:id for an organisation: the intern's CV as the organisation may see it, and with
 * `?application=` that application's facts, files and timeline. Without a CV the API lets it read, the
 * application's own view of the intern (name, e-mail, age, gender, municipality) stands in for it.
 */
export function OrganisationInternDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const applicationId = params.get('application') ?? '';
  const { t } = useTranslation(['engagements', 'users', 'dashboard']);
  const lang = useLanguage();
  const cv = useQuery({ ...organisationCvOptions(id), enabled: !!id });
  const application = applicationsResource.useOne(applicationId || undefined);

  const target = backTarget(application.data);
  const back = (
    <LinkButton to={target.to} type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {target.list === 'posting' && application.data
        ? t('engagements:detail.backApplicants', { posting: postingTitle(application.data) })
        : t(`dashboard:sections.${target.list}`)}
    </LinkButton>
  );
  if (cv.isPending || (applicationId && application.isPending)) return <PageLoader />;
  const intern = cv.data ?? (application.data?.intern._id === id ? application.data.intern : undefined);
  if (!intern)
    return (
      <div className="pk-dash-page pk-users-detail">
        {back}
        <ListError error={cv.error ?? application.error} onRetry={() => void cv.refetch()} />
      </div>
    );

  return (
    <div className="pk-dash-page pk-users-detail">
      {back}
      <div className="pk-engagement-person">
        <InternPhoto
          photo={cv.data?.photo ?? application.data?.intern.photo ?? null}
          name={internName(intern)}
        />
        <h1 className="pk-dash-h1">{internName(intern)}</h1>
      </div>
      <Space size={4} wrap className="pk-users-tags">
        {intern.minor && (
          <Tag color="orange" className="pk-engagement-tag">
            {t('engagements:common.minor')}
          </Tag>
        )}
      </Space>
      {applicationId && <ApplicationSection id={applicationId} />}
      {cv.data ? (
        <OrganisationCv cv={cv.data} />
      ) : (
        <DetailSection title={t('engagements:detail.cv')}>
          <p className="pk-muted">{t('engagements:detail.cvUnavailable')}</p>
          <Facts
            items={[
              [t('users:fields.email'), intern.email],
              [t('users:fields.municipality'), refName(intern.municipality, lang)],
              [t('users:fields.gender'), t(`users:gender.${intern.gender}`)],
              [t('engagements:detail.age'), String(intern.age)],
            ]}
          />
        </DetailSection>
      )}
    </div>
  );
}
