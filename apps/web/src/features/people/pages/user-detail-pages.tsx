import { Tag } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type TInternCv } from '@praktika/contracts/cv';
import type { TMentorProfile } from '@praktika/contracts/accounts';
import { MENTOR_MIN_EXPERIENCE_YEARS } from '@praktika/contracts/people';
import {
  useApproveMentor,
  useBusinessRecord,
  useInternRecord,
  useMentorRecord,
  useSetUpdateRequired,
} from '../../../entities/people/api.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { useGuardianConsent } from '../../../entities/guardian/api.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ApplicationSectionSlot } from '../lib/slots.ts';
import {
  VerificationActions,
  VerificationTag,
  emailCheck,
  verificationFacts,
} from '../components/verification.tsx';
import {
  ActiveButton,
  ActiveTag,
  ConfirmRequestButton,
  CvHistorySections,
  DetailSection,
  Facts,
  PersonDetail,
  orDash,
  refName,
  refNames,
} from '../../../entities/people/person-detail.tsx';
import '../../../entities/people/person-detail.css';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

const internFullName = (i: TInternCv) => `${i.internName} ${i.internLastName}`;
const mentorFullName = (m: TMentorProfile) => `${m.mentorName} ${m.mentorSurname}`;

/** "Ask for a CV update" or "Withdraw the update request", after a confirmation. */
function UpdateRequiredButton({ intern }: { intern: TInternCv }) {
  const { t } = useTranslation('users');
  const setRequired = useSetUpdateRequired();
  const name = internFullName(intern);
  const next = !intern.updateRequired;
  return (
    <ConfirmRequestButton
      request={{
        title: t(next ? 'actions.requireUpdateTitle' : 'actions.cancelUpdateTitle', { name }),
        text: t(next ? 'actions.requireUpdateText' : 'actions.cancelUpdateText', { name }),
        confirmLabel: t(next ? 'actions.requireUpdate' : 'actions.cancelUpdate'),
        run: () => setRequired.mutateAsync({ id: intern._id, updateRequired: next }),
        success: t(next ? 'actions.updateRequired' : 'actions.updateCancelled'),
      }}
    />
  );
}

/**
 * Issue 22 §2: the guardian's consent on the intern's record (admins; the guardian's details are a third party's
 * data, read only by the intern and admins). Nothing while it loads or for adults.
 */
function GuardianSection({ internId }: { internId: string }) {
  const { t } = useTranslation('users');
  const consent = useGuardianConsent(internId);
  const c = consent.data;
  // adults who never named a guardian: nothing to show
  if (!c || (c.status === 'NOT_NEEDED' && !c.guardian)) return null;
  return (
    <DetailSection title={t('guardian.title')} sensitive>
      <Facts
        items={[
          [
            t('guardian.status'),
            t(`guardian.statuses.${c.status}`) + (c.withdrawn ? ` (${t('guardian.withdrawn')})` : ''),
          ],
          ...(c.guardian
            ? ([
                [t('guardian.name'), c.guardian.name],
                [t('guardian.email'), c.guardian.email],
                [t('guardian.phone'), orDash(c.guardian.phone)],
                [t('guardian.sentAt'), c.sentAt ? formatDate(c.sentAt) : '—'],
                [t('guardian.decidedAt'), c.decidedAt ? formatDate(c.decidedAt) : '—'],
              ] as [string, string][])
            : []),
          ...(c.adultFrom
            ? ([[t('guardian.adultFrom'), formatDate(c.adultFrom)]] as [string, string][])
            : []),
        ]}
      />
    </DetailSection>
  );
}

/**
 * /dashboard/internDetail/:id (admins): the intern's whole CV read-only (birth date, ethnicity and health
 * conditions in a section marked sensitive), with Deactivate/Activate and "Ask for a CV update"; with
 * `?application=`, that application's facts, files and timeline first.
 */
export function InternDetailPage() {
  const { id = '' } = useParams();
  const applicationId = useSearchParams()[0].get('application');
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const query = useInternRecord(id);
  return (
    <PersonDetail
      query={query}
      tab="interns"
      title={(i) => t('detail.internTitle', { name: internFullName(i) })}
      tags={(i) => (
        <>
          <ActiveTag active={i.active} />
          <Tag>{t(i.updateFinished ? 'status.cvFilled' : 'status.cvIncomplete')}</Tag>
          {i.updateRequired && <Tag>{t('status.updateRequired')}</Tag>}
        </>
      )}
      actions={(i) => (
        <>
          <UpdateRequiredButton intern={i} />
          <ActiveButton type="intern" id={i._id} active={i.active} name={internFullName(i)} />
        </>
      )}
    >
      {(i) => (
        <>
          {applicationId && <ApplicationSectionSlot id={applicationId} />}
          <DetailSection title={t('detail.profile')}>
            <Facts
              items={[
                [t('fields.email'), i.email],
                [t('fields.phoneNumber'), orDash(i.phoneNumber)],
                [t('fields.address'), orDash(i.address)],
                [t('fields.municipality'), refName(i.municipality, lang)],
                [t('fields.gender'), t(`gender.${i.gender}`)],
                [t('fields.availability'), orDash(i.availability)],
                [t('fields.categories'), refNames(i.categories, lang)],
                [t('fields.skills'), refNames(i.skills, lang)],
                [t('fields.hearAbout'), refName(i.hearAbout, lang)],
                [t('fields.otherEngagements'), orDash(i.otherEngagements)],
                [t('fields.cvFile'), i.cvFile?.name ?? '—'],
                [t('fields.emailLanguage'), t(`languageNames.${i.emailLanguage}`)],
                [t('fields.registered'), formatDate(i.createdAt)],
              ]}
            />
          </DetailSection>
          <GuardianSection internId={i._id} />
          <DetailSection title={t('detail.sensitive')} sensitive>
            <Facts
              items={[
                [t('fields.birthdate'), formatDate(i.birthdate)],
                [t('fields.ethnicity'), refName(i.ethnicity, lang)],
                [t('fields.disabilities'), refNames(i.disabilities, lang)],
              ]}
            />
          </DetailSection>
          <CvHistorySections cv={i} />
        </>
      )}
    </PersonDetail>
  );
}

/** /dashboard/businessDetail/:id (admins): the organisation's whole record, with Deactivate/Activate. */
export function BusinessDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['users', 'common']);
  const lang = useLanguage();
  const query = useBusinessRecord(id);
  return (
    <PersonDetail
      query={query}
      tab="organisations"
      title={(b) => t('users:detail.businessTitle', { name: b.businessName })}
      tags={(b) => (
        <>
          <ActiveTag active={b.active} />
          <VerificationTag verification={b.verification} />
        </>
      )}
      actions={(b) => (
        <>
          <VerificationActions id={b._id} name={b.businessName} verification={b.verification} />
          <ActiveButton type="business" id={b._id} active={b.active} name={b.businessName} />
        </>
      )}
    >
      {(b) => (
        <DetailSection title={t('users:detail.profile')}>
          <Facts
            items={[
              ...(b.verification ? verificationFacts(b.verification, t) : []),
              [t('users:fields.email'), `${b.businessEmail} (${emailCheck(b.businessEmail, t)})`],
              [t('users:fields.businessNumber'), orDash(b.businessNumber)],
              [t('users:fields.businessType'), refName(b.businessType, lang)],
              [t('users:fields.businessCategory'), refName(b.businessCategory, lang)],
              [t('users:fields.businessCategories'), refNames(b.businessCategories, lang)],
              [t('users:fields.phoneNumber'), orDash(b.businessPhoneNumber)],
              [t('users:fields.businessContactPerson'), orDash(b.businessContactPerson)],
              [t('users:fields.businessCountry'), refName(b.businessCountry, lang)],
              b.businessMunicipality
                ? [t('users:fields.municipality'), refName(b.businessMunicipality, lang)]
                : [t('users:fields.businessOtherMunicipality'), orDash(b.businessOtherMunicipality)],
              [
                t('users:fields.businessAllowNotifications'),
                t(b.businessAllowNotifications ? 'common:actions.yes' : 'common:actions.no'),
              ],
              [t('users:fields.registered'), formatDate(b.createdAt)],
            ]}
          />
        </DetailSection>
      )}
    </PersonDetail>
  );
}

/**
 * Approve (or withdraw the approval), after a confirmation. Under MENTOR_MIN_EXPERIENCE_YEARS the API refuses
 * with `minExperience`; the dialog then says how many years are needed and how many the mentor gave.
 */
function ApproveButton({ mentor }: { mentor: TMentorProfile }) {
  const { t } = useTranslation('users');
  const approve = useApproveMentor();
  const name = mentorFullName(mentor);
  const next = !mentor.mentorApprovedByAdmin;
  return (
    <ConfirmRequestButton
      request={{
        title: t(next ? 'actions.approveTitle' : 'actions.withdrawTitle', { name }),
        text: t(next ? 'actions.approveText' : 'actions.withdrawText', { name }),
        confirmLabel: t(next ? 'actions.approve' : 'actions.withdraw'),
        danger: !next,
        run: () => approve.mutateAsync({ id: mentor._id, approved: next }),
        success: t(next ? 'actions.approved' : 'actions.withdrawn'),
        explain: (err) => {
          if (!(err instanceof ApiError)) return null;
          const issue = err.details.find((d) => d.issue === 'minExperience') as
            { min?: number; given?: number | null } | undefined;
          if (!issue) return null;
          // what the API found (`given`), else the record as shown
          const years = issue.given === undefined ? mentor.mentorYearsOfExperience : issue.given;
          const min = issue.min ?? MENTOR_MIN_EXPERIENCE_YEARS;
          // none given says what is missing and what to do (issue 17), rather than "has given: not given"
          if (years === null) return t('actions.minExperienceMissing', { min, name });
          return t('actions.minExperience', { min, name, years: t('years', { count: years }) });
        },
      }}
    />
  );
}

/**
 * /dashboard/mentorDetail/:id (admins): the mentor's whole record (ethnicity and health conditions marked
 * sensitive), with Approve / Withdraw approval and Deactivate/Activate.
 */
export function MentorDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const query = useMentorRecord(id);
  return (
    <PersonDetail
      query={query}
      tab="mentors"
      title={(m) => t('detail.mentorTitle', { name: mentorFullName(m) })}
      tags={(m) => (
        <>
          <ActiveTag active={m.active} />
          <Tag className={m.mentorApprovedByAdmin ? undefined : 'pk-users-tag-wait'}>
            {t(m.mentorApprovedByAdmin ? 'status.approved' : 'status.waiting')}
          </Tag>
        </>
      )}
      actions={(m) => (
        <>
          <ApproveButton mentor={m} />
          <ActiveButton type="mentor" id={m._id} active={m.active} name={mentorFullName(m)} />
          <LinkButton to={`/dashboard/internsAssigned/${encodeURIComponent(m._id)}`}>
            {t('dashboard:sections.internsAssigned')}
          </LinkButton>
        </>
      )}
    >
      {(m) => (
        <>
          <DetailSection title={t('detail.profile')}>
            <Facts
              items={[
                [t('fields.email'), m.email],
                [t('fields.municipality'), refName(m.mentorMunicipality, lang)],
                [t('fields.gender'), t(`gender.${m.mentorGender}`)],
                [t('fields.job'), orDash(m.mentorJob)],
                [t('fields.fieldOfEducation'), orDash(m.mentorFieldOfEducation)],
                [
                  t('fields.yearsOfExperience'),
                  m.mentorYearsOfExperience === null
                    ? t('notGiven')
                    : t('years', { count: m.mentorYearsOfExperience }),
                ],
                [
                  t('fields.languages'),
                  m.mentorLanguages.length
                    ? m.mentorLanguages.map((l) => shownLanguageName(l, lang)).join(', ')
                    : '—',
                ],
                [t('fields.availability'), t(`availability.${m.mentorAvailability}`)],
                [
                  t('fields.interns'),
                  t('internsOf', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns }),
                ],
                [t('fields.skills'), refNames(m.mentorSkills, lang)],
                [t('fields.categories'), refNames(m.mentorCategories, lang)],
                [t('fields.cvFile'), m.CV?.name ?? '—'],
                [
                  t('fields.approval'),
                  m.mentorApprovedAt
                    ? `${t('status.approved')} · ${formatDate(m.mentorApprovedAt)}`
                    : t('status.waiting'),
                ],
                [t('fields.emailLanguage'), t(`languageNames.${m.emailLanguage}`)],
                [t('fields.registered'), formatDate(m.createdAt)],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('detail.sensitive')} sensitive>
            <Facts
              items={[
                [t('fields.ethnicity'), refName(m.mentorEthnicity, lang)],
                [t('fields.disabilities'), refNames(m.mentorDisabilities, lang)],
              ]}
            />
          </DetailSection>
        </>
      )}
    </PersonDetail>
  );
}
