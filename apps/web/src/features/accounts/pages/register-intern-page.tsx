import { Col, DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZInternSignup } from '@praktika/contracts/auth';
import { GenderField } from '../components/gender-field.tsx';
import {
  CatalogueField,
  GridField,
  PersonNameFields,
  SignupLayout,
  useFieldLabels,
} from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import {
  DATE_FORMAT,
  DATE_INPUT_FORMATS,
  defaultBirthdateView,
  isMinorBirthdate,
  toIsoDay,
} from '../lib/birthdate.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const ALSO_REQUIRED = ['birthdate'] as const;
const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;
const GUARDIAN_FIELDS = ['guardianName', 'guardianEmail', 'guardianPhone'] as const;

/** The guardian's fields go only with a minor's birth date (an adult's would be ignored by the API anyway). */
const toInput = (v: Record<string, unknown>) => {
  const out: Record<string, unknown> = { ...v, birthdate: toIsoDay(v.birthdate) };
  if (!isMinorBirthdate(v.birthdate)) for (const key of GUARDIAN_FIELDS) delete out[key];
  return out;
};

const FIELDS = [
  'name',
  'lastName',
  'email',
  'birthdate',
  'gender',
  'municipality',
  'phoneNumber',
  'address',
  'categories',
  'skills',
  'availability',
  'hearAbout',
  'ethnicity',
  'disabilities',
  ...GUARDIAN_FIELDS,
  'password',
  'passwordConfirm',
  'terms',
] as const;

/** /register: the intern's signup (ZInternSignup), then the check-your-e-mail screen. */
export default function RegisterInternPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:register.internTitle');
  const labels = useFieldLabels(FIELDS);
  const signup = useSignupForm({
    type: 'intern',
    schema: ZInternSignup,
    labels,
    toInput,
    alsoRequired: ALSO_REQUIRED,
    fieldByType: FIELD_BY_TYPE,
  });
  const { rules } = signup;
  const minor = isMinorBirthdate(Form.useWatch('birthdate', signup.form));

  return (
    <SignupLayout
      type="intern"
      title={t('register.internTitle')}
      intro={t('register.intro')}
      signup={signup}
      labels={labels}
    >
      <PersonNameFields familyName="lastName" />
      <GridField name="birthdate" extra={t('register.birthdateHint')}>
        {/* No disabledDate: antd drops a typed disabled date, and the person must see the age rule instead. */}
        <DatePicker
          format={DATE_INPUT_FORMATS}
          defaultPickerValue={defaultBirthdateView()}
          style={{ width: '100%' }}
          placeholder={DATE_FORMAT}
        />
      </GridField>
      <Col xs={24} md={12}>
        <GenderField label={labels.gender} rules={rules('gender')} />
      </Col>
      <CatalogueField name="municipality" collection="municipalities" />
      <GridField name="phoneNumber">
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </GridField>
      <GridField name="address">
        <Input autoComplete="street-address" />
      </GridField>
      <CatalogueField name="categories" collection="categories" multiple />
      <CatalogueField name="skills" collection="skills" multiple />
      <GridField name="availability" extra={t('register.availabilityHint')}>
        <Input />
      </GridField>
      <CatalogueField name="hearAbout" collection="hearabout" />
      <CatalogueField name="ethnicity" collection="ethnicities" />
      <CatalogueField name="disabilities" collection="healthconditions" multiple />
      {minor && (
        <>
          <Col xs={24}>
            <div data-testid="guardian-fields" role="group" aria-labelledby="guardian-title">
              <h2 id="guardian-title" style={{ fontSize: 16, margin: '8px 0 4px' }}>
                {t('register.guardianTitle')}
              </h2>
              <p>{t('register.guardianIntro')}</p>
            </div>
          </Col>
          <GridField name="guardianName" required>
            <Input autoComplete="off" />
          </GridField>
          <GridField name="guardianEmail" required>
            <Input type="email" autoComplete="off" inputMode="email" />
          </GridField>
          <GridField name="guardianPhone">
            <Input type="tel" autoComplete="off" inputMode="tel" />
          </GridField>
        </>
      )}
    </SignupLayout>
  );
}
