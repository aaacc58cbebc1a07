import { useCallback, useMemo, useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZBusinessSignup } from '@praktika/contracts/auth';
import { getSession } from '../../../shared/lib/session.ts';
import { CatalogueSelect, useCatalogue } from '../../../shared/ui/catalogue-select.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { CheckEmail } from '../components/check-email.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { TermsField } from '../components/terms-field.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email', USER_EXISTS_NUMBER: 'number' } as const;

/** Kosovo in the countries catalogue (matched by its English or Albanian name). */
export function isKosovo(item: { enName?: string; sqName?: string } | undefined): boolean {
  return !!item && (/^kosov/i.test(item.enName ?? '') || /^kosov/i.test(item.sqName ?? ''));
}

/** /registerBusiness: the organisation's signup (ZBusinessSignup), then the check-your-e-mail screen. */
export default function RegisterBusinessPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const [signedIn] = useState(() => getSession() !== null);
  const countries = useCatalogue('countries');
  const kosovoId = countries.data?.find(isKosovo)?._id;

  const labels = useMemo(
    () => ({
      name: t('auth:fields.businessName'),
      number: t('auth:fields.number'),
      type: t('auth:fields.businessType'),
      category: t('auth:fields.businessCategory'),
      categories: t('auth:fields.categories'),
      contact: t('auth:fields.contact'),
      phoneNumber: t('auth:fields.phoneNumber'),
      email: t('auth:fields.email'),
      country: t('auth:fields.country'),
      municipality: t('auth:fields.municipality'),
      otherMunicipality: t('auth:fields.otherMunicipality'),
      allowNotifications: t('auth:fields.allowNotifications'),
      password: t('auth:fields.password'),
      passwordConfirm: t('auth:fields.passwordConfirm'),
      terms: t('auth:fields.terms'),
    }),
    [t],
  );

  /** Kosovo (or no country yet): a municipality from the list; elsewhere: a free-text municipality. */
  const inKosovo = useCallback((country: unknown) => !country || country === kosovoId, [kosovoId]);
  const toInput = useCallback(
    (v: Record<string, unknown>) => {
      const { municipality, otherMunicipality, ...rest } = v;
      return inKosovo(v.country)
        ? { ...rest, municipality }
        : {
            ...rest,
            otherMunicipality: typeof otherMunicipality === 'string' ? otherMunicipality : undefined,
          };
    },
    [inKosovo],
  );
  const { form, rules, onFinish, pending, sentTo } = useSignupForm({
    type: 'business',
    schema: ZBusinessSignup,
    labels,
    toInput,
    fieldByType: FIELD_BY_TYPE,
  });
  const country = Form.useWatch('country', form);
  const showMunicipality = inKosovo(country);

  if (signedIn) return <Navigate to="/" replace />;
  if (sentTo)
    return (
      <AuthCard>
        <CheckEmail email={sentTo} type="business" />
      </AuthCard>
    );

  return (
    <AuthCard wide title={t('auth:register.businessTitle')} intro={t('auth:register.intro')}>
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
              <Input autoComplete="organization" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="number" label={labels.number} rules={rules('number')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={labels.type} rules={rules('type')}>
              <CatalogueSelect collection="businesstypes" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="category" label={labels.category} rules={rules('category')}>
              <CatalogueSelect collection="businesscategories" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="categories" label={labels.categories} rules={rules('categories')}>
              <CatalogueSelect collection="categories" mode="multiple" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contact" label={labels.contact} rules={rules('contact')}>
              <Input autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phoneNumber" label={labels.phoneNumber} rules={rules('phoneNumber')}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={labels.email} rules={rules('email')}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={labels.country} rules={rules('country')}>
              <CatalogueSelect collection="countries" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {showMunicipality ? (
              <Form.Item
                name="municipality"
                label={labels.municipality}
                rules={rules('municipality')}
                required
              >
                <CatalogueSelect collection="municipalities" />
              </Form.Item>
            ) : (
              <Form.Item
                name="otherMunicipality"
                label={labels.otherMunicipality}
                rules={[
                  ...rules('otherMunicipality'),
                  {
                    required: true,
                    whitespace: true,
                    message: t('validation:required', { field: labels.otherMunicipality }),
                  },
                ]}
              >
                <Input autoComplete="address-level2" />
              </Form.Item>
            )}
          </Col>
          <PasswordFields rules={rules} labels={labels} columns />
        </Row>
        <Form.Item name="allowNotifications" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{labels.allowNotifications}</Checkbox>
        </Form.Item>
        <TermsField rules={rules('terms')} />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('auth:register.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('auth:register.haveAccount')}{' '}
        <Link to="/admin/login" state={{ type: 'business' }}>
          {t('auth:register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
