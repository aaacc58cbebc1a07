import { Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../shared/forms/upload-field.tsx';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { usePhotoUpload } from '../api/cv.ts';
import { CvItem } from './cv-fields.tsx';
import { CvSection } from './cv-section.tsx';

/** Fields of interest, skills, availability and other engagements. */
export function InterestsSection() {
  const { t } = useTranslation('resume');
  return (
    <CvSection id="interests" title={t('sections.interests')}>
      <Row gutter={16}>
        <CvItem path={['categories']} required>
          <CatalogueSelect collection="categories" mode="multiple" />
        </CvItem>
        <CvItem path={['skills']}>
          <CatalogueSelect collection="skills" mode="multiple" />
        </CvItem>
        <CvItem path={['availability']} extra={t('hints.availability')}>
          <Input maxLength={50} />
        </CvItem>
        <CvItem path={['otherEngagements']} wide extra={t('hints.otherEngagements')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </CvItem>
      </Row>
    </CvSection>
  );
}

/**
 * The photo (stored at once through `PUT /interns/:id/photo`, with a preview and progress; it can be replaced,
 * not removed) and the CV file (uploaded as kind `cv`, saved with the CV).
 */
export function FilesSection({ internId }: { internId: string }) {
  const { t } = useTranslation('resume');
  const uploadPhoto = usePhotoUpload(internId);
  return (
    <CvSection id="files" title={t('sections.files')}>
      <Row gutter={16}>
        <CvItem path={['photo']} extra={t('hints.photo')}>
          <UploadField kind="photo" upload={uploadPhoto} removable={false} />
        </CvItem>
        <CvItem path={['cvFile']} extra={t('hints.cvFile')}>
          <UploadField kind="cv" />
        </CvItem>
      </Row>
    </CvSection>
  );
}
