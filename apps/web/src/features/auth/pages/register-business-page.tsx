import { useCallback, useMemo } from 'react';
import { Checkbox, Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZBusinessSignup } from '@praktika/contracts/auth';
import { CatalogueSelect, useCatalogue } from '../../../shared/ui/catalogue-select.tsx';
import { CatalogueField, GridField, SignupLayout } from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';

const FIELD_BY_TYPE = { USER_EXISTS: 'email', USER_EXISTS_NUMBER: 'number' } as const;

/** Kosovo in the countries catalogue (matched by its English or Albanian name). */
export function isKosovo(item: { enName?: string; sqName?: string } | undefined): boolean {
  return !!item && (/^kosov/i.test(item.enName ?? '') || /^kosov/i.test(item.sqName ?? ''));
}

/** /registerBusiness: the organisation's signup (ZBusinessSignup), then the check-your-e-mail screen. */
export default function RegisterBusinessPage() {
  const { t } = useTranslation(['auth', 'validation']);
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
  const signup = useSignupForm({
    type: 'business',
    schema: ZBusinessSignup,
    labels,
    toInput,
    fieldByType: FIELD_BY_TYPE,
  });
  const { rules } = signup;
  const country = Form.useWatch('country', signup.form);
  const showMunicipality = inKosovo(country);

  return (
    <SignupLayout
      type="business"
      title={t('auth:register.businessTitle')}
      intro={t('auth:register.intro')}
      signup={signup}
      labels={labels}
      beforeTerms={
        <Form.Item name="allowNotifications" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{labels.allowNotifications}</Checkbox>
        </Form.Item>
      }
    >
      <GridField name="name" label={labels.name} rules={rules('name')}>
        <Input autoComplete="organization" />
      </GridField>
      <GridField name="number" label={labels.number} rules={rules('number')}>
        <Input />
      </GridField>
      <CatalogueField name="type" label={labels.type} rules={rules('type')} collection="businesstypes" />
      <CatalogueField
        name="category"
        label={labels.category}
        rules={rules('category')}
        collection="businesscategories"
      />
      <CatalogueField
        name="categories"
        label={labels.categories}
        rules={rules('categories')}
        collection="categories"
        multiple
      />
      <GridField name="contact" label={labels.contact} rules={rules('contact')}>
        <Input autoComplete="name" />
      </GridField>
      <GridField name="phoneNumber" label={labels.phoneNumber} rules={rules('phoneNumber')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </GridField>
      <GridField name="email" label={labels.email} rules={rules('email')}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
      <CatalogueField name="country" label={labels.country} rules={rules('country')} collection="countries" />
      <Col xs={24} md={12}>
        {showMunicipality ? (
          <Form.Item name="municipality" label={labels.municipality} rules={rules('municipality')} required>
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
    </SignupLayout>
  );
}
