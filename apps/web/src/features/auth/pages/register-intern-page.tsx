import { useMemo, useState } from 'react';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZInternSignup } from '@praktika/contracts/auth';
import { getSession } from '../../../shared/lib/session.ts';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckEmail } from '../components/check-email.tsx';
import { GenderField } from '../components/gender-field.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { TermsField } from '../components/terms-field.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { DATE_FORMAT, defaultBirthdateView, disabledBirthDate, toIsoDay } from '../lib/birthdate.ts';

const ALSO_REQUIRED = ['birthdate'] as const;
const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;
const toInput = (v: Record<string, unknown>) => ({ ...v, birthdate: toIsoDay(v.birthdate) });

/** /register: the intern's signup (ZInternSignup), then the check-your-e-mail screen. */
export default function RegisterInternPage() {
  const { t } = useTranslation('auth');
  const [signedIn] = useState(() => getSession() !== null);
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
  const { form, rules, onFinish, pending, sentTo } = useSignupForm({
    type: 'intern',
    schema: ZInternSignup,
    labels,
    toInput,
    alsoRequired: ALSO_REQUIRED,
    fieldByType: FIELD_BY_TYPE,
  });

  if (signedIn) return <Navigate to="/" replace />;
  if (sentTo)
    return (
      <AuthCard>
        <CheckEmail email={sentTo} type="intern" />
      </AuthCard>
    );

  return (
    <AuthCard wide title={t('register.internTitle')} intro={t('register.intro')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        disabled={pending}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={labels.name} rules={rules('name')}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label={labels.lastName} rules={rules('lastName')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={labels.email} rules={rules('email')}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
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
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <GenderField label={labels.gender} rules={rules('gender')} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="municipality" label={labels.municipality} rules={rules('municipality')}>
              <CatalogueSelect collection="municipalities" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phoneNumber" label={labels.phoneNumber} rules={rules('phoneNumber')}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="address" label={labels.address} rules={rules('address')}>
              <Input autoComplete="street-address" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="categories" label={labels.categories} rules={rules('categories')}>
              <CatalogueSelect collection="categories" mode="multiple" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="skills" label={labels.skills} rules={rules('skills')}>
              <CatalogueSelect collection="skills" mode="multiple" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="availability"
              label={labels.availability}
              rules={rules('availability')}
              extra={t('register.availabilityHint')}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="hearAbout" label={labels.hearAbout} rules={rules('hearAbout')}>
              <CatalogueSelect collection="hearabout" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="ethnicity" label={labels.ethnicity} rules={rules('ethnicity')}>
              <CatalogueSelect collection="ethnicities" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="disabilities" label={labels.disabilities} rules={rules('disabilities')}>
              <CatalogueSelect collection="healthconditions" mode="multiple" />
            </Form.Item>
          </Col>
          <PasswordFields rules={rules} labels={labels} columns />
        </Row>
        <TermsField rules={rules('terms')} />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('register.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </AuthCard>
  );
}
