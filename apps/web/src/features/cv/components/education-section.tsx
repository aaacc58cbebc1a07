import { useMemo } from 'react';
import { Checkbox, Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EDUCATION_TYPES, type TEducationType } from '@praktika/contracts/cv';
import { catalogueResource } from '../../../shared/api/catalogues.ts';
import {
  CatalogueSelect,
  catalogueOptions,
  catalogueSearch,
  useCatalogue,
  useLanguage,
} from '../../../shared/ui/catalogue-select.tsx';
import { isKosovo, type EducationValues } from '../lib/cv-form.ts';
import { CvItem, CvPeriod } from './cv-fields.tsx';
import { RowListSection } from './row-list.tsx';

/** Kosovo's id among the countries (the seeded country), or null while loading or when it is not found. */
export function useKosovoId(): string | null {
  const { data } = useCatalogue('countries');
  return useMemo(() => data?.find(isKosovo)?._id ?? null, [data]);
}

const at = (row: number, field: keyof EducationValues) => ['education', row, field];

/**
 * Institutions of one type, in one municipality (Kosovo) or with none (abroad), through the catalogue's own
 * filters (`GET /api/institutions?type=&municipality=`). Keyed under the institutions resource, so an admin's
 * change refetches it. Nothing is asked before the type (and in Kosovo the municipality) is chosen.
 */
function useInstitutions(
  type: TEducationType | null | undefined,
  municipality: string | null | undefined,
  inKosovo: boolean,
) {
  const lang = useLanguage();
  const resource = catalogueResource('institutions');
  const enabled = !!type && (!inKosovo || !!municipality);
  return useQuery({
    queryKey: [...resource.keys.all, 'cv', lang, type, inKosovo ? municipality : 'abroad'] as const,
    queryFn: ({ signal }) =>
      resource.api
        .list(
          {
            pagination: false,
            selectedLanguage: lang,
            type: type ?? undefined,
            ...(inKosovo && municipality ? { municipality } : {}),
          },
          signal,
        )
        .then((page) =>
          page.docs.filter((i) => (inKosovo ? i.municipality === municipality : !i.municipality)),
        ),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * One education row: country; municipality in Kosovo; type; an institution of that municipality and type
 * from the catalogue, or, when it is not listed, its name as free text; field of study (not for high
 * school); currently studying; start and end dates (no end while studying).
 */
function EducationRow({ row, kosovoId }: { row: number; kosovoId: string | null }) {
  const { t, i18n } = useTranslation('resume');
  const lang = useLanguage();
  const form = Form.useFormInstance();
  const value = (Form.useWatch(['education', row], form) ?? {}) as EducationValues;
  const inKosovo = !!value.country && value.country === kosovoId;
  const institutions = useInstitutions(value.type, inKosovo ? value.municipality : null, inKosovo);
  const options = useMemo(
    () => catalogueOptions(institutions.data ?? [], lang, i18n.language),
    [institutions.data, lang, i18n.language],
  );

  /** Another country, municipality or type means choosing the institution again. */
  const dropInstitution = () => form.setFieldValue(at(row, 'institution'), null);

  return (
    <>
      <CvItem path={at(row, 'country')} name={[row, 'country']} required>
        <CatalogueSelect
          collection="countries"
          onChange={() => {
            const next = form.getFieldValue(at(row, 'country')) as string | null;
            if (next !== kosovoId) form.setFieldValue(at(row, 'municipality'), null);
            dropInstitution();
          }}
        />
      </CvItem>
      {(inKosovo || !!value.municipality) && (
        <CvItem path={at(row, 'municipality')} name={[row, 'municipality']} required={inKosovo}>
          <CatalogueSelect collection="municipalities" onChange={dropInstitution} />
        </CvItem>
      )}
      <CvItem path={at(row, 'type')} name={[row, 'type']} required>
        <Select
          allowClear
          onChange={dropInstitution}
          options={EDUCATION_TYPES.map((type) => ({ value: type, label: t(`educationType.${type}`) }))}
        />
      </CvItem>
      {value.notListed ? (
        <CvItem path={at(row, 'otherInstitution')} name={[row, 'otherInstitution']} required>
          <Input maxLength={200} />
        </CvItem>
      ) : (
        <CvItem
          path={at(row, 'institution')}
          name={[row, 'institution']}
          required
          extra={!value.type ? t('education.chooseTypeFirst') : undefined}
        >
          <Select
            showSearch={catalogueSearch}
            allowClear
            options={options}
            loading={institutions.isLoading}
            notFoundContent={t('education.noInstitutions')}
          />
        </CvItem>
      )}
      <Col xs={24}>
        <Form.Item name={[row, 'notListed']} valuePropName="checked">
          <Checkbox>{t('education.notListed')}</Checkbox>
        </Form.Item>
      </Col>
      {value.type !== 'HIGH_SCHOOL' && (
        <CvItem path={at(row, 'fieldOfStudy')} name={[row, 'fieldOfStudy']} required>
          <Input maxLength={150} />
        </CvItem>
      )}
      <CvPeriod
        list="education"
        row={row}
        ongoing="currentlyStudying"
        isOngoing={Boolean(value.currentlyStudying)}
      />
    </>
  );
}

export function EducationSection({ formName }: { formName: string }) {
  const kosovoId = useKosovoId();
  return (
    <RowListSection
      list="education"
      formName={formName}
      kosovoId={kosovoId}
      newRow={() => ({ country: kosovoId, currentlyStudying: false, notListed: false })}
      renderRow={(row) => <EducationRow row={row} kosovoId={kosovoId} />}
    />
  );
}
