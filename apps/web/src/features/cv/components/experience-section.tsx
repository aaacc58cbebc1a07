import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPERIENCE_TYPES } from '@praktika/contracts/cv';
import type { ExperienceValues } from '../lib/cv-form.ts';
import { CvItem, CvPeriod } from './cv-fields.tsx';
import { RowListSection } from './row-list.tsx';

const at = (row: number, field: keyof ExperienceValues) => ['experience', row, field];

/** One experience row: type, title, company, location, currently working, dates, description. */
function ExperienceRow({ row }: { row: number }) {
  const { t } = useTranslation('resume');
  const form = Form.useFormInstance();
  const current = Form.useWatch(at(row, 'currentlyWorking'), form) === true;
  return (
    <>
      <CvItem path={at(row, 'type')} name={[row, 'type']} required>
        <Select
          allowClear
          options={EXPERIENCE_TYPES.map((type) => ({ value: type, label: t(`experienceType.${type}`) }))}
        />
      </CvItem>
      <CvItem path={at(row, 'title')} name={[row, 'title']} required>
        <Input maxLength={150} />
      </CvItem>
      <CvItem path={at(row, 'company')} name={[row, 'company']} required>
        <Input maxLength={150} autoComplete="organization" />
      </CvItem>
      <CvItem path={at(row, 'location')} name={[row, 'location']}>
        <Input maxLength={150} />
      </CvItem>
      <CvPeriod list="experience" row={row} ongoing="currentlyWorking" isOngoing={current} />
      <CvItem path={at(row, 'description')} name={[row, 'description']} wide>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </CvItem>
    </>
  );
}

export function ExperienceSection({ formName }: { formName: string }) {
  return (
    <RowListSection
      list="experience"
      formName={formName}
      newRow={() => ({ currentlyWorking: false })}
      renderRow={(row) => <ExperienceRow row={row} />}
    />
  );
}
