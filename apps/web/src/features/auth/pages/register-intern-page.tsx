import { useMemo } from 'react';
import { Col, DatePicker, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZInternSignup } from '@praktika/contracts/auth';
import { GenderField } from '../components/gender-field.tsx';
import { CatalogueField, GridField, SignupLayout } from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { DATE_FORMAT, defaultBirthdateView, disabledBirthDate, toIsoDay } from '../lib/birthdate.ts';

const ALSO_REQUIRED = ['birthdate'] as const;
const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;
const toInput = (v: Record<string, unknown>) => ({ ...v, birthdate: toIsoDay(v.birthdate) });

/** /register: the intern's signup (ZInternSignup), then the check-your-e-mail screen. */
export default function RegisterInternPage() {
  const { t } = useTranslation('auth');
  const labels = useMemo(
    () => ({
      name: t('fields.name'),
      lastName: t('fields.lastName'),
      email: t('fields.email'),
      birthdate: t('fields.birthdate'),
      gender: t('fields.gender'),
      municipality: t('fields.municipality'),
      phoneNumber: t('fields.phoneNumber'),
      address: t('fields.address'),
      categories: t('fields.categories'),
      skills: t('fields.skills'),
      availability: t('fields.availability'),
      hearAbout: t('fields.hearAbout'),
      ethnicity: t('fields.ethnicity'),
      disabilities: t('fields.disabilities'),
      password: t('fields.password'),
      passwordConfirm: t('fields.passwordConfirm'),
      terms: t('fields.terms'),
    }),
    [t],
  );
  const signup = useSignupForm({
    type: 'intern',
    schema: ZInternSignup,
    labels,
    toInput,
    alsoRequired: ALSO_REQUIRED,
    fieldByType: FIELD_BY_TYPE,
  });
  const { rules } = signup;

  return (
    <SignupLayout
      type="intern"
      title={t('register.internTitle')}
      intro={t('register.intro')}
      signup={signup}
      labels={labels}
    >
      <GridField name="name" label={labels.name} rules={rules('name')}>
        <Input autoComplete="given-name" />
      </GridField>
      <GridField name="lastName" label={labels.lastName} rules={rules('lastName')}>
        <Input autoComplete="family-name" />
      </GridField>
      <GridField name="email" label={labels.email} rules={rules('email')}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
      <GridField
        name="birthdate"
        label={labels.birthdate}
        rules={rules('birthdate')}
        extra={t('register.birthdateHint')}
      >
        <DatePicker
          format={DATE_FORMAT}
          disabledDate={(d) => disabledBirthDate(d)}
          defaultPickerValue={defaultBirthdateView()}
          style={{ width: '100%' }}
          placeholder={DATE_FORMAT}
        />
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
      <GridField name="phoneNumber" label={labels.phoneNumber} rules={rules('phoneNumber')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </GridField>
      <GridField name="address" label={labels.address} rules={rules('address')}>
        <Input autoComplete="street-address" />
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
      <GridField
        name="availability"
        label={labels.availability}
        rules={rules('availability')}
        extra={t('register.availabilityHint')}
      >
        <Input />
      </GridField>
      <CatalogueField
        name="hearAbout"
        label={labels.hearAbout}
        rules={rules('hearAbout')}
        collection="hearabout"
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
    </SignupLayout>
  );
}
