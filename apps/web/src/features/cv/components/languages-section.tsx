import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS } from '@praktika/contracts/cv';
import { useSpokenLanguageOptions } from '../../../shared/lib/language-names.ts';
import { CvItem } from './cv-fields.tsx';
import { RowListSection } from './row-list.tsx';

const at = (row: number, field: string) => ['languages', row, field];

/** One language row: the language (ISO code, named in the UI language), speaking and writing level. */
function LanguageRow({ row }: { row: number }) {
  const { t } = useTranslation('resume');
  const languages = useSpokenLanguageOptions();
  const levels = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }));
  return (
    <>
      <CvItem path={at(row, 'language')} name={[row, 'language']} required wide>
        <Select showSearch={{ optionFilterProp: 'label' }} allowClear options={languages} />
      </CvItem>
      <CvItem path={at(row, 'speakingLevel')} name={[row, 'speakingLevel']} required>
        <Select allowClear options={levels} />
      </CvItem>
      <CvItem path={at(row, 'writingLevel')} name={[row, 'writingLevel']} required>
        <Select allowClear options={levels} />
      </CvItem>
    </>
  );
}

export function LanguagesSection({ formName }: { formName: string }) {
  return (
    <RowListSection
      list="languages"
      formName={formName}
      newRow={() => ({})}
      renderRow={(row) => <LanguageRow row={row} />}
    />
  );
}
