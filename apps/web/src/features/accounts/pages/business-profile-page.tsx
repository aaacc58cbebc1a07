import { useCallback, useState } from 'react';
import { Button, Col, Form, Input, Switch } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TBusinessProfile } from '@praktika/contracts/accounts';
import { ZBusinessUpdate, type TBusinessUpdate } from '@praktika/contracts/people';
import { CatalogueField, FormFields, GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import { isKosovo } from '../../../shared/lib/countries.ts';
import { useCatalogue, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { useBusinessProfile, useLogoUpload, useSaveBusiness } from '../api/profiles.ts';
import { ChangeRequestForm, type TImmutableField } from '../components/change-request-form.tsx';
import {
  ProfilePage,
  ProfileSaveButton,
  ProfileSection,
  ReadOnlyValue,
  refIds,
  refName,
} from '../components/profile-parts.tsx';
import { MunicipalityField } from '../components/municipality-field.tsx';
import { useProfileForm } from '../components/use-profile-form.ts';
import './profile.css';

type Values = Record<string, unknown>;

const FIELDS = [
  'businessName',
  'businessNumber',
  'businessType',
  'businessEmail',
  'businessCategory',
  'businessCategories',
  'businessPhoneNumber',
  'businessContactPerson',
  'businessCountry',
  'businessMunicipality',
  'businessOtherMunicipality',
  'businessAllowNotifications',
] as const;
/** Shown, never sent: only admins change them (PUT answers 400 `immutable` to the organisation). */
const IDENTITY = ['businessName', 'businessNumber', 'businessType'] as const;
/** A taken e-mail or number belongs to its field. */
const FIELD_BY_TYPE = {
  RESOURCE_EXISTS: 'businessEmail',
  USER_EXISTS_NUMBER: 'businessNumber',
  INTERN_ACCOUNT_EXISTS: 'businessEmail',
} as const;

/** The stored record as form values (references as ids). */
export function businessValues(b: TBusinessProfile): Values {
  return {
    businessName: b.businessName,
    businessNumber: b.businessNumber ?? '',
    businessType: b.businessType?._id ?? null,
    businessEmail: b.businessEmail,
    businessCategory: b.businessCategory?._id ?? null,
    businessCategories: refIds(b.businessCategories),
    businessPhoneNumber: b.businessPhoneNumber ?? '',
    businessContactPerson: b.businessContactPerson ?? '',
    businessCountry: b.businessCountry?._id ?? null,
    businessMunicipality: b.businessMunicipality?._id ?? null,
    businessOtherMunicipality: b.businessOtherMunicipality ?? '',
    businessAllowNotifications: b.businessAllowNotifications,
  };
}

/**
 * /dashboard for an organisation: every field of `PUT /businesses/:id`, the logo (its own upload, with preview
 * and progress) and the notification preference. The legal name, registration number and entity type are shown
 * read-only with "Request a change", which e-mails the programme team.
 */
export function BusinessProfilePage({ id }: { id: string }) {
  return (
    <ProfilePage kind="business" query={useBusinessProfile(id)}>
      {(business) => <BusinessProfileForm id={id} business={business} />}
    </ProfilePage>
  );
}

function BusinessProfileForm({ id, business }: { id: string; business: TBusinessProfile }) {
  const { t } = useTranslation(['profile', 'validation']);
  const lang = useLanguage();
  const labels = useFieldLabels('profile', FIELDS);
  const save = useSaveBusiness(id);
  const uploadLogo = useLogoUpload(id);
  const countries = useCatalogue('countries');
  const kosovoId = countries.data?.find(isKosovo)?._id;
  const [changeField, setChangeField] = useState<TImmutableField | null>(null);

  /**
   * Kosovo (or no country yet): a municipality from the list; elsewhere: a free-text municipality. A stored record
   * that already has a listed municipality keeps it while its country stays as stored (nothing to re-enter).
   */
  const storedList =
    !!business.businessMunicipality && !business.businessOtherMunicipality
      ? business.businessCountry?._id
      : null;
  const inKosovo = useCallback(
    (country: unknown) => !country || country === kosovoId || (!!storedList && country === storedList),
    [kosovoId, storedList],
  );
  const toInput = useCallback(
    (v: Values) => {
      const rest = Object.fromEntries(
        Object.entries(v).filter(([k]) => !(IDENTITY as readonly string[]).includes(k)),
      );
      return inKosovo(v.businessCountry)
        ? { ...rest, businessOtherMunicipality: null }
        : { ...rest, businessMunicipality: null };
    },
    [inKosovo],
  );

  const contract = useProfileForm<TBusinessUpdate, TBusinessProfile>({
    schema: ZBusinessUpdate,
    labels,
    toInput,
    name: 'businessProfile',
    fieldByType: FIELD_BY_TYPE,
    save,
    toValues: businessValues,
  });
  const { form, rules } = contract;

  // the stored record fills the form once (a later refetch does not overwrite what is being typed)
  const [initial] = useState(() => businessValues(business));

  const country = Form.useWatch('businessCountry', form);
  const showMunicipality = inKosovo(country);
  const current: Record<TImmutableField, string> = {
    businessName: business.businessName,
    businessNumber: business.businessNumber ?? '',
    businessType: refName(business.businessType, lang),
  };

  return (
    <>
      <Form {...contract.formProps} initialValues={initial}>
        <FormFields labels={labels} rules={rules}>
          <ProfileSection
            id="profile-identity"
            title={t('sections.identity')}
            intro={t('identityHint')}
            extra={
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setChangeField('businessName')}>
                {t('change.open')}
              </Button>
            }
          >
            {IDENTITY.map((f) => (
              <GridField key={f} name={f} rules={[]}>
                <ReadOnlyValue text={current[f]} />
              </GridField>
            ))}
          </ProfileSection>

          <ProfileSection id="profile-organisation" title={t('sections.organisation')}>
            <GridField name="businessContactPerson">
              <Input autoComplete="name" maxLength={150} />
            </GridField>
            <GridField name="businessPhoneNumber">
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </GridField>
            <GridField name="businessEmail">
              <Input type="email" autoComplete="email" inputMode="email" />
            </GridField>
            <CatalogueField name="businessCategory" collection="businesscategories" />
            <CatalogueField name="businessCategories" collection="categories" multiple />
          </ProfileSection>

          <ProfileSection id="profile-location" title={t('sections.location')}>
            <CatalogueField name="businessCountry" collection="countries" />
            <MunicipalityField
              listed={showMunicipality}
              name="businessMunicipality"
              otherName="businessOtherMunicipality"
              otherLabel={labels.businessOtherMunicipality}
              rules={rules}
              maxLength={150}
            />
          </ProfileSection>

          <ProfileSection
            id="profile-logo"
            title={t('sections.logo')}
            intro={t('logoHint')}
            extra={
              <UploadField
                kind="logo"
                value={business.logo}
                upload={uploadLogo}
                removable={false}
                label={t('chooseLogo')}
              />
            }
          />

          <ProfileSection id="profile-notifications" title={t('sections.notifications')}>
            <Col span={24}>
              <div className="pk-profile-switch">
                <Form.Item name="businessAllowNotifications" valuePropName="checked" noStyle>
                  <Switch
                    id="businessProfile_businessAllowNotifications"
                    aria-describedby="profile-notifications-hint"
                  />
                </Form.Item>
                <label htmlFor="businessProfile_businessAllowNotifications">
                  {labels.businessAllowNotifications}
                </label>
              </div>
              <p id="profile-notifications-hint" className="pk-profile-hint">
                {t('notificationsHint')}
              </p>
            </Col>
          </ProfileSection>

          <ProfileSaveButton loading={save.isPending} />
        </FormFields>
      </Form>

      <ChangeRequestForm
        businessId={id}
        open={changeField !== null}
        field={changeField ?? 'businessName'}
        current={current}
        onClose={() => setChangeField(null)}
      />
    </>
  );
}
