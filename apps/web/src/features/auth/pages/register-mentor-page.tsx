import { useMemo } from 'react';
import { Col, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZMentorSignup } from '@praktika/contracts/auth';
import { GenderField } from '../components/gender-field.tsx';
import { CatalogueField, GridField, SignupLayout } from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;

/** /registerMentors: the mentor's signup (ZMentorSignup), then the check-your-e-mail screen. */
export default function RegisterMentorPage() {
  const { t } = useTranslation('auth');
  const labels = useMemo(
    () => ({
      name: t('fields.name'),
      surname: t('fields.surname'),
      email: t('fields.email'),
      gender: t('fields.gender'),
      municipality: t('fields.municipality'),
      job: t('fields.job'),
      fieldOfEducation: t('fields.fieldOfEducation'),
      categories: t('fields.categories'),
      skills: t('fields.skills'),
      ethnicity: t('fields.ethnicity'),
      disabilities: t('fields.disabilities'),
      password: t('fields.password'),
      passwordConfirm: t('fields.passwordConfirm'),
      terms: t('fields.terms'),
    }),
    [t],
  );
  const signup = useSignupForm({
    type: 'mentor',
    schema: ZMentorSignup,
    labels,
    fieldByType: FIELD_BY_TYPE,
  });
  const { rules } = signup;

  return (
    <SignupLayout
      type="mentor"
      title={t('register.mentorTitle')}
      intro={t('register.mentorIntro')}
      signup={signup}
      labels={labels}
    >
      <GridField name="name" label={labels.name} rules={rules('name')}>
        <Input autoComplete="given-name" />
      </GridField>
      <GridField name="surname" label={labels.surname} rules={rules('surname')}>
        <Input autoComplete="family-name" />
      </GridField>
      <GridField name="email" label={labels.email} rules={rules('email')}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
      <Col xs={24} md={12}>
        <GenderField label={labels.gender} rules={rules('gender')} />
      </Col>
      <CatalogueField
        name="municipality"
        label={labels.municipality}
        rules={rules('municipality')}
        collection="municipalities"
      />
      <GridField name="job" label={labels.job} rules={rules('job')}>
        <Input autoComplete="organization-title" />
      </GridField>
      <GridField name="fieldOfEducation" label={labels.fieldOfEducation} rules={rules('fieldOfEducation')}>
        <Input />
      </GridField>
      <CatalogueField
        name="categories"
        label={labels.categories}
        rules={rules('categories')}
        collection="categories"
        multiple
      />
      <CatalogueField
        name="skills"
        label={labels.skills}
        rules={rules('skills')}
        collection="skills"
        multiple
      />
      <CatalogueField
        name="ethnicity"
        label={labels.ethnicity}
        rules={rules('ethnicity')}
        collection="ethnicities"
      />
      <CatalogueField
        name="disabilities"
        label={labels.disabilities}
        rules={rules('disabilities')}
        collection="healthconditions"
        multiple
      />
      {/* keeps the password pair on one row */}
      <Col xs={0} md={12} />
    </SignupLayout>
  );
}
