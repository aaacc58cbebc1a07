import { Col, DatePicker, Input, Radio, Row } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { GENDERS } from '@praktika/contracts/auth';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { DATE_FORMAT, DATE_INPUT_FORMATS } from '../lib/cv-form.ts';
import { CvItem } from './cv-fields.tsx';
import { CvSection } from './cv-section.tsx';

/** Personal data as at signup; birth date, ethnicity and health conditions in a group marked as private. */
export function PersonalSection({ email }: { email: string }) {
  const { t } = useTranslation('resume');
  return (
    <CvSection id="personal" title={t('sections.personal')}>
      <Row gutter={16}>
        <CvItem path={['name']} required>
          <Input autoComplete="given-name" />
        </CvItem>
        <CvItem path={['lastName']} required>
          <Input autoComplete="family-name" />
        </CvItem>
        <Col xs={24} md={12}>
          <div className="pk-cv-readonly">
            <span className="pk-cv-readonly-label">{t('fields.email')}</span>
            <span className="pk-cv-readonly-value">{email}</span>
          </div>
        </Col>
        <CvItem path={['gender']} required>
          <Radio.Group options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
        </CvItem>
        <CvItem path={['municipality']} required>
          <CatalogueSelect collection="municipalities" />
        </CvItem>
        <CvItem path={['phoneNumber']}>
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </CvItem>
        <CvItem path={['address']}>
          <Input autoComplete="street-address" />
        </CvItem>
        <CvItem path={['hearAbout']}>
          <CatalogueSelect collection="hearabout" />
        </CvItem>
      </Row>
      <fieldset className="pk-cv-private" aria-describedby="pk-cv-private-note">
        <legend>
          <LockOutlined aria-hidden /> {t('private.title')}
        </legend>
        <p id="pk-cv-private-note" className="pk-muted">
          {t('private.note')}
        </p>
        <Row gutter={16}>
          <CvItem path={['birthdate']} required>
            <DatePicker
              format={DATE_INPUT_FORMATS}
              defaultPickerValue={dayjs().subtract(18, 'year')}
              placeholder={DATE_FORMAT}
              style={{ width: '100%' }}
            />
          </CvItem>
          <CvItem path={['ethnicity']}>
            <CatalogueSelect collection="ethnicities" />
          </CvItem>
          <CvItem path={['disabilities']}>
            <CatalogueSelect collection="healthconditions" mode="multiple" />
          </CvItem>
        </Row>
      </fieldset>
    </CvSection>
  );
}
