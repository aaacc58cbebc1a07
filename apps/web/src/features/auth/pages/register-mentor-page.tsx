import { Col, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZMentorSignup } from '@praktika/contracts/auth';
import { GenderField } from '../components/gender-field.tsx';
import { CatalogueField, GridField, SignupLayout, useFieldLabels } from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;

const FIELDS = [
  'name',
  'surname',
  'email',
  'gender',
  'municipality',
  'job',
  'fieldOfEducation',
  'categories',
  'skills',
  'ethnicity',
  'disabilities',
  'password',
  'passwordConfirm',
  'terms',
] as const;

/** /registerMentors: the mentor's signup (ZMentorSignup), then the check-your-e-mail screen. */
export default function RegisterMentorPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:register.mentorTitle');
  const labels = useFieldLabels(FIELDS);
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
      <GridField name="name">
        <Input autoComplete="given-name" />
      </GridField>
      <GridField name="surname">
        <Input autoComplete="family-name" />
      </GridField>
      <GridField name="email">
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
      <Col xs={24} md={12}>
        <GenderField label={labels.gender} rules={rules('gender')} />
      </Col>
      <CatalogueField name="municipality" collection="municipalities" />
      <GridField name="job">
        <Input autoComplete="organization-title" />
      </GridField>
      <GridField name="fieldOfEducation">
        <Input />
      </GridField>
      <CatalogueField name="categories" collection="categories" multiple />
      <CatalogueField name="skills" collection="skills" multiple />
      <CatalogueField name="ethnicity" collection="ethnicities" />
      <CatalogueField name="disabilities" collection="healthconditions" multiple />
      {/* keeps the password pair on one row */}
      <Col xs={0} md={12} />
    </SignupLayout>
  );
}
