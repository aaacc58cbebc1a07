import { useCallback } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZBusinessSignup, isFreeMail } from '@praktika/contracts/auth';
import { useCatalogue } from '../../../shared/ui/catalogue-select.tsx';
import { CatalogueField, GridField, SignupLayout, useFieldLabels } from '../components/signup-layout.tsx';
import { MunicipalityField } from '../components/municipality-field.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { isKosovo } from '../../../shared/lib/countries.ts';

const FIELD_BY_TYPE = {
  USER_EXISTS: 'email',
  USER_EXISTS_NUMBER: 'number',
  INTERN_ACCOUNT_EXISTS: 'email',
} as const;

const FIELDS = [
  'name',
  'number',
  'type',
  'category',
  'categories',
  'contact',
  'phoneNumber',
  'email',
  'country',
  'municipality',
  'otherMunicipality',
  'allowNotifications',
  'password',
  'passwordConfirm',
  'terms',
] as const;
const LABEL_KEYS = { name: 'businessName', type: 'businessType', category: 'businessCategory' };

/** /registerBusiness: the organisation's signup (ZBusinessSignup), then the check-your-e-mail screen. */
export default function RegisterBusinessPage() {
  const { t } = useTranslation(['auth', 'validation']);
  usePageTitle('auth:register.businessTitle');
  const countries = useCatalogue('countries');
  const kosovoId = countries.data?.find(isKosovo)?._id;

  const labels = useFieldLabels(FIELDS, LABEL_KEYS);

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
  // Said before sending (issue 22 §3): an address at a free-mail provider is refused unless the chosen entity type
  // allows one; the server checks the same rule (a 400 `freeMail` on the e-mail, accounts/organisation-email.ts).
  const businessTypes = useCatalogue('businesstypes');
  const email: unknown = Form.useWatch('email', signup.form);
  const type: unknown = Form.useWatch('type', signup.form);
  const freeMailRefused =
    typeof email === 'string' &&
    /@[^@\s]+\.[^@\s]+$/.test(email) &&
    isFreeMail(email) &&
    businessTypes.data?.find((item) => item._id === type)?.allowsFreeMail !== true;

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
      <GridField name="name">
        <Input autoComplete="organization" />
      </GridField>
      <GridField name="number">
        <Input />
      </GridField>
      <CatalogueField name="type" collection="businesstypes" />
      <CatalogueField name="category" collection="businesscategories" />
      <CatalogueField name="categories" collection="categories" multiple />
      <GridField name="contact">
        <Input autoComplete="name" />
      </GridField>
      <GridField name="phoneNumber">
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </GridField>
      <GridField
        name="email"
        extra={
          freeMailRefused ? (
            <span role="status" data-testid="free-mail-warning">
              {t('validation:freeMail')}
            </span>
          ) : undefined
        }
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
      <CatalogueField name="country" collection="countries" />
      <MunicipalityField
        listed={showMunicipality}
        name="municipality"
        otherName="otherMunicipality"
        otherLabel={labels.otherMunicipality}
        rules={rules}
      />
    </SignupLayout>
  );
}
