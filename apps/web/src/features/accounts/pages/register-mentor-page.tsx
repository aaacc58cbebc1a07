import { Alert, Checkbox, Col, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENTOR_MIN_EXPERIENCE_YEARS, ZMentorSignup } from '@praktika/contracts/auth';
import { GenderField } from '../components/gender-field.tsx';
import {
  CatalogueField,
  GridField,
  PersonNameFields,
  SignupLayout,
  useFieldLabels,
} from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { Field } from '../../../shared/forms/form-fields.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;
/** The "I have fewer years" box: not sent (the contract refuses fewer years anyway). */
const FEWER = 'fewerYears';
const withoutFewer = ({ [FEWER]: _fewer, ...values }: Record<string, unknown>) => values;

const FIELDS = [
  'name',
  'surname',
  'email',
  'gender',
  'municipality',
  'job',
  'fieldOfEducation',
  'yearsOfExperience',
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
    toInput: withoutFewer,
  });
  const { rules } = signup;
  const fewer = Form.useWatch(FEWER, signup.form) === true;
  const minYears = MENTOR_MIN_EXPERIENCE_YEARS;

  return (
    <SignupLayout
      type="mentor"
      title={t('register.mentorTitle')}
      intro={t('register.mentorIntro')}
      signup={signup}
      labels={labels}
    >
      <PersonNameFields familyName="surname" />
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
      {/* Issue 17: the years are asked here (required, at least 5), or the mentor says they have fewer and
          learns why they cannot register yet: an account nobody could approve helps nobody. */}
      <Col xs={24} md={12}>
        {fewer ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('register.fewerYearsTitle', { minYears })}
            description={t('register.fewerYearsText', { minYears })}
            style={{ marginBottom: 24 }}
          />
        ) : (
          <Field name="yearsOfExperience" extra={t('register.yearsHint', { minYears })}>
            <InputNumber min={0} max={70} precision={0} style={{ width: '100%' }} />
          </Field>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={FEWER}
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value === true
                  ? Promise.reject(new Error(t('register.fewerYearsError', { minYears })))
                  : Promise.resolve(),
            },
          ]}
        >
          <Checkbox>{t('register.fewerYears', { minYears })}</Checkbox>
        </Form.Item>
      </Col>
      <CatalogueField name="categories" collection="categories" multiple />
      <CatalogueField name="skills" collection="skills" multiple />
      <CatalogueField name="ethnicity" collection="ethnicities" />
      <CatalogueField name="disabilities" collection="healthconditions" multiple />
      {/* keeps the password pair on one row */}
      <Col xs={0} md={12} />
    </SignupLayout>
  );
}
