import { Button, DatePicker, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@praktika/contracts/auth';
import { SURVEY_TYPES, type TSurveyType } from '@praktika/contracts/surveys';
import { useQuestionSet } from '../api/surveys.ts';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { BusinessFilter } from '../../../entities/people/party-filters.tsx';
import { rangeInvalid, useStatsFilters } from './stats-filters.ts';

const day = (v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : undefined);

/**
 * One end of the statistics' date range: its labelled picker (a day as YYYY-MM-DD), marked invalid and explained
 * by `error` while the range is refused (`alert`: the message is announced).
 */
function DateFilter({
  end,
  label,
  value,
  onChange,
  error,
  alert = false,
}: {
  end: 'from' | 'to';
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  error: string | null;
  alert?: boolean;
}) {
  const id = `pk-ss-${end}`;
  return (
    <div className="pk-ss-filter">
      <span id={id}>{label}</span>
      <DatePicker
        format={DATE_FORMAT}
        value={value ? dayjs(value) : null}
        onChange={(v) => onChange(day(v))}
        aria-labelledby={id}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`filter-${end}`}
      />
      {error && (
        <span id={`${id}-error`} className="pk-ss-error" role={alert ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The statistics filters, all in the URL: survey type (not on the comparison, which is POST), date range (a start
 * after the end is refused on both pickers with the house's startAfterEnd / endBeforeStart messages), municipality,
 * gender, organisation, versions of the chosen type and "join reworded questions".
 */
export function StatsFilterBar({ fixedType }: { fixedType?: TSurveyType }) {
  const { t } = useTranslation(['surveyStats', 'surveys', 'auth', 'validation', 'common']);
  const { filters, patch, reset } = useStatsFilters();
  const type = fixedType ?? filters.surveyType;
  const set = useQuestionSet(type);
  const versions = set.data?.versions ?? [];
  const bad = rangeInvalid(filters);
  const fromLabel = t('surveyStats:filters.from');
  const toLabel = t('surveyStats:filters.to');
  return (
    <div className="pk-ss-filters" role="group" aria-label={t('surveyStats:filters.label')}>
      {!fixedType && (
        <label className="pk-ss-filter">
          <span>{t('surveyStats:filters.surveyType')}</span>
          <Select<TSurveyType>
            value={type}
            aria-label={t('surveyStats:filters.surveyType')}
            onChange={(v) => patch({ type: v.toLowerCase(), version: undefined })}
            options={SURVEY_TYPES.map((s) => ({ value: s, label: t(`surveys:surveyTypes.${s}`) }))}
            data-testid="filter-type"
          />
        </label>
      )}
      <DateFilter
        end="from"
        label={fromLabel}
        value={filters.from}
        onChange={(from) => patch({ from })}
        error={bad ? t('validation:startAfterEnd', { field: fromLabel }) : null}
        alert
      />
      <DateFilter
        end="to"
        label={toLabel}
        value={filters.to}
        onChange={(to) => patch({ to })}
        error={bad ? t('validation:endBeforeStart', { field: toLabel }) : null}
      />
      <label className="pk-ss-filter">
        <span>{t('surveyStats:filters.municipality')}</span>
        <CatalogueSelect
          collection="municipalities"
          mode="multiple"
          value={filters.municipality}
          aria-label={t('surveyStats:filters.municipality')}
          onChange={(v) => patch({ municipality: ([] as string[]).concat(v ?? []).join(',') })}
        />
      </label>
      <label className="pk-ss-filter">
        <span>{t('surveyStats:filters.gender')}</span>
        <Select<string[]>
          mode="multiple"
          allowClear
          value={filters.gender}
          aria-label={t('surveyStats:filters.gender')}
          onChange={(v) => patch({ gender: v.join(',') })}
          options={GENDERS.map((g) => ({ value: g, label: t(`auth:gender.${g}`) }))}
          data-testid="filter-gender"
        />
      </label>
      <label className="pk-ss-filter">
        <span>{t('surveyStats:filters.organisation')}</span>
        <BusinessFilter
          value={filters.business}
          onChange={(v) => patch({ business: v })}
          label={t('surveyStats:filters.organisation')}
          className="pk-ss-select"
        />
      </label>
      <label className="pk-ss-filter">
        <span>{t('surveyStats:filters.versions')}</span>
        <Select<string[]>
          mode="multiple"
          allowClear
          value={filters.version}
          aria-label={t('surveyStats:filters.versions')}
          onChange={(v) => patch({ version: v.join(',') })}
          loading={set.isLoading}
          options={versions.map((v) => ({
            value: String(v.version),
            label: t('surveyStats:filters.version', { version: v.version }),
          }))}
          data-testid="filter-version"
        />
      </label>
      <div className="pk-ss-filter pk-ss-switch">
        <Switch
          checked={filters.joinRevisions}
          onChange={(on) => patch({ join: on ? 'true' : undefined })}
          aria-labelledby="pk-ss-join"
          aria-describedby="pk-ss-join-help"
          data-testid="filter-join"
        />
        <span>
          <span id="pk-ss-join">{t('surveyStats:filters.joinRevisions')}</span>
          <small id="pk-ss-join-help" className="pk-ss-muted">
            {t('surveyStats:filters.joinRevisionsHelp')}
          </small>
        </span>
      </div>
      <div className="pk-ss-filter pk-ss-reset">
        <Button type="link" onClick={reset}>
          {t('common:actions.resetFilters')}
        </Button>
      </div>
    </div>
  );
}
