import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TMentorProfile } from '@praktika/contracts/accounts';
import { GENDERS } from '@praktika/contracts/auth';
import type { TFile } from '@praktika/contracts/files';
import {
  MENTOR_MIN_EXPERIENCE_YEARS,
  ZMentorUpdate,
  type TMentorAvailability,
  type TMentorUpdate,
} from '@praktika/contracts/people';
import { CatalogueField, FormFields, GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import { formatDate } from '../../../shared/lib/format.ts';
import { downloadFile } from '../../../shared/lib/upload.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { useMentorFileUpload, useMentorProfile, useSaveMentor } from '../api/profiles.ts';
import {
  ProfileFile,
  ProfilePage,
  ProfileSaveButton,
  ProfileSection,
  refIds,
} from '../components/profile-parts.tsx';
import { useProfileForm } from '../components/use-profile-form.ts';
import './profile.css';
import { useSpokenLanguageOptions } from '../../../shared/lib/language-names.ts';

type Values = Record<string, unknown>;

const FIELDS = [
  'mentorName',
  'mentorSurname',
  'mentorGender',
  'mentorMunicipality',
  'mentorJob',
  'mentorFieldOfEducation',
  'mentorYearsOfExperience',
  'mentorLanguages',
  'mentorAvailability',
  'mentorCategories',
  'mentorSkills',
  'mentorEthnicity',
  'mentorDisabilities',
] as const;

/** The stored record as form values (references as ids). */
export function mentorValues(m: TMentorProfile): Values {
  return {
    mentorName: m.mentorName,
    mentorSurname: m.mentorSurname,
    mentorGender: m.mentorGender,
    mentorMunicipality: m.mentorMunicipality?._id ?? null,
    mentorJob: m.mentorJob,
    mentorFieldOfEducation: m.mentorFieldOfEducation,
    mentorYearsOfExperience: m.mentorYearsOfExperience,
    mentorLanguages: m.mentorLanguages,
    mentorAvailability: m.mentorAvailability,
    mentorCategories: refIds(m.mentorCategories),
    mentorSkills: refIds(m.mentorSkills),
    mentorEthnicity: m.mentorEthnicity?._id ?? null,
    mentorDisabilities: refIds(m.mentorDisabilities),
  };
}

/**
 * /dashboard for a mentor: the approval state first (before approval: "waiting for approval", and no interns can
 * be assigned yet), "interns: n of 5", every field of `PUT /mentors/:id` (languages from the CV language list,
 * experience, availability, …), the photo and the CV file (each its own upload, with progress; the current CV
 * can be downloaded).
 */
export function MentorProfilePage({ id }: { id: string }) {
  return (
    <ProfilePage kind="mentor" query={useMentorProfile(id)}>
      {(mentor) => (
        <>
          <MentorStatus mentor={mentor} />
          <MentorProfileForm id={id} mentor={mentor} />
        </>
      )}
    </ProfilePage>
  );
}

/** Approval (waiting or approved since) and how many interns the mentor has of the most allowed. */
export function MentorStatus({ mentor }: { mentor: TMentorProfile }) {
  const { t } = useTranslation('profile');
  return (
    <div className="pk-profile-status">
      {mentor.mentorApprovedByAdmin ? (
        <Alert
          type="success"
          showIcon
          title={t('approval.approvedTitle')}
          description={
            mentor.mentorApprovedAt
              ? t('approval.approved', { date: formatDate(mentor.mentorApprovedAt) })
              : undefined
          }
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="mentor-waiting"
          title={t('approval.waitingTitle')}
          description={
            <>
              {t('approval.waiting', { years: MENTOR_MIN_EXPERIENCE_YEARS })}{' '}
              {/* issue 17: say what stands in the way of the approval, when the record shows it */}
              {mentor.mentorYearsOfExperience === null ? (
                <strong>{t('approval.yearsMissing', { years: MENTOR_MIN_EXPERIENCE_YEARS })}</strong>
              ) : mentor.mentorYearsOfExperience < MENTOR_MIN_EXPERIENCE_YEARS ? (
                <strong>
                  {t('approval.yearsTooFew', {
                    count: mentor.mentorYearsOfExperience,
                    years: MENTOR_MIN_EXPERIENCE_YEARS,
                  })}
                </strong>
              ) : null}
            </>
          }
        />
      )}
      <p className="pk-profile-interns" data-testid="mentor-interns">
        {t('interns', { count: mentor.mentorNumberOfInterns, max: mentor.mentorMaxInterns })}
      </p>
    </div>
  );
}

function MentorProfileForm({ id, mentor }: { id: string; mentor: TMentorProfile }) {
  const { t } = useTranslation(['profile', 'auth']);
  const toast = useToast();
  const labels = useFieldLabels('profile', FIELDS);
  const save = useSaveMentor(id);
  const uploadPhoto = useMentorFileUpload(id, 'photo');
  const uploadCv = useMentorFileUpload(id, 'CV');
  const [downloading, setDownloading] = useState(false);

  const contract = useProfileForm<TMentorUpdate, TMentorProfile>({
    schema: ZMentorUpdate,
    labels,
    name: 'mentorProfile',
    save,
    toValues: mentorValues,
  });
  const { form, rules } = contract;
  // the stored record fills the form once (a later refetch does not overwrite what is being typed)
  const [initial] = useState(() => mentorValues(mentor));

  const languageOptions = useSpokenLanguageOptions();
  const availability = Form.useWatch('mentorAvailability', form) as TMentorAvailability | undefined;

  const download = (file: TFile) => {
    setDownloading(true);
    downloadFile(file)
      .catch((err: unknown) => toast.apiError(err))
      .finally(() => setDownloading(false));
  };

  return (
    <Form {...contract.formProps} initialValues={initial}>
      <FormFields labels={labels} rules={rules}>
        <ProfileSection id="profile-about" title={t('sections.about')}>
          <GridField name="mentorName">
            <Input autoComplete="given-name" maxLength={100} />
          </GridField>
          <GridField name="mentorSurname">
            <Input autoComplete="family-name" maxLength={100} />
          </GridField>
          <GridField name="mentorGender">
            <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`auth:gender.${g}`) }))} />
          </GridField>
          <CatalogueField name="mentorMunicipality" collection="municipalities" />
          <GridField name="mentorJob">
            <Input autoComplete="organization-title" maxLength={150} />
          </GridField>
          <GridField name="mentorFieldOfEducation">
            <Input maxLength={150} />
          </GridField>
          <GridField name="mentorYearsOfExperience">
            <InputNumber min={0} max={70} precision={0} inputMode="numeric" className="pk-profile-number" />
          </GridField>
          <GridField name="mentorLanguages">
            <Select
              mode="multiple"
              options={languageOptions}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
            />
          </GridField>
        </ProfileSection>

        <ProfileSection id="profile-mentoring" title={t('sections.mentoring')}>
          <Col span={24}>
            <Form.Item label={labels.mentorAvailability} htmlFor="mentorProfile_mentorAvailability">
              <div className="pk-profile-switch">
                <Form.Item
                  name="mentorAvailability"
                  noStyle
                  valuePropName="checked"
                  getValueProps={(v: unknown) => ({ checked: v === 'available' })}
                  normalize={(checked: boolean) => (checked ? 'available' : 'unavailable')}
                >
                  <Switch id="mentorProfile_mentorAvailability" aria-describedby="profile-availability" />
                </Form.Item>
                <span id="profile-availability" aria-live="polite">
                  {t(`availability.${availability ?? mentor.mentorAvailability}`)}
                </span>
              </div>
            </Form.Item>
          </Col>
          <CatalogueField name="mentorCategories" collection="categories" multiple />
          <CatalogueField name="mentorSkills" collection="skills" multiple />
        </ProfileSection>

        <ProfileSection id="profile-private" title={t('sections.private')} intro={t('privateHint')}>
          <CatalogueField name="mentorEthnicity" collection="ethnicities" />
          <CatalogueField name="mentorDisabilities" collection="healthconditions" multiple />
        </ProfileSection>

        <ProfileSection id="profile-files" title={t('sections.files')}>
          <ProfileFile title={t('fields.photo')} hint={t('photoHint')}>
            <UploadField
              kind="photo"
              value={mentor.photo}
              upload={uploadPhoto}
              removable={false}
              label={t('choosePhoto')}
            />
          </ProfileFile>
          <ProfileFile title={t('fields.CV')} hint={t('cvHint')}>
            <UploadField
              kind="cv"
              value={mentor.CV}
              upload={uploadCv}
              removable={false}
              label={t('chooseCv')}
            />
            {mentor.CV && (
              <Button
                className="pk-profile-download"
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading}
                onClick={() => mentor.CV && download(mentor.CV)}
              >
                {t('downloadCv', { name: mentor.CV.name })}
              </Button>
            )}
          </ProfileFile>
        </ProfileSection>

        <ProfileSaveButton loading={save.isPending} />
      </FormFields>
    </Form>
  );
}
