import { useMemo, useState } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZMentorSignup } from '@praktika/contracts/auth';
import { getSession } from '../../../shared/lib/session.ts';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckEmail } from '../components/check-email.tsx';
import { GenderField } from '../components/gender-field.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { TermsField } from '../components/terms-field.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email' } as const;

/** /registerMentors: the mentor's signup (ZMentorSignup), then the check-your-e-mail screen. */
export default function RegisterMentorPage() {
  const { t } = useTranslation('auth');
  const [signedIn] = useState(() => getSession() !== null);
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
  const { form, rules, onFinish, pending, sentTo } = useSignupForm({
    type: 'mentor',
    schema: ZMentorSignup,
    labels,
    fieldByType: FIELD_BY_TYPE,
  });

  if (signedIn) return <Navigate to="/" replace />;
  if (sentTo)
    return (
      <AuthCard>
        <CheckEmail email={sentTo} type="mentor" />
      </AuthCard>
    );

  return (
    <AuthCard wide title={t('register.mentorTitle')} intro={t('register.mentorIntro')}>
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
            <Form.Item name="surname" label={labels.surname} rules={rules('surname')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={labels.email} rules={rules('email')}>
              <Input type="email" autoComplete="email" inputMode="email" />
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
            <Form.Item name="job" label={labels.job} rules={rules('job')}>
              <Input autoComplete="organization-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="fieldOfEducation"
              label={labels.fieldOfEducation}
              rules={rules('fieldOfEducation')}
            >
              <Input />
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
            <Form.Item name="ethnicity" label={labels.ethnicity} rules={rules('ethnicity')}>
              <CatalogueSelect collection="ethnicities" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="disabilities" label={labels.disabilities} rules={rules('disabilities')}>
              <CatalogueSelect collection="healthconditions" mode="multiple" />
            </Form.Item>
          </Col>
          <Col xs={0} md={12} />
          <PasswordFields rules={rules} labels={labels} columns />
        </Row>
        <TermsField rules={rules('terms')} />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('register.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link to="/admin/login" state={{ type: 'mentor' }}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
