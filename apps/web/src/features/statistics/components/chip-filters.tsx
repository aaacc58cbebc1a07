import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Button, Select, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@praktika/contracts/auth';
import type { TCataloguePath } from '@praktika/contracts/catalogues';
import {
  catalogueOptions,
  catalogueSearch,
  useCatalogue,
  useLanguage,
} from '../../../shared/ui/catalogue-select.tsx';
import { personOptions } from '../../../entities/people/api.ts';
import { BusinessSelect } from '../../../entities/people/business-select.tsx';
import {
  birthYears,
  filtersOf,
  type FilterName,
  type FilterValues,
  type StatisticsTab,
} from '../lib/statistics-url.ts';

/** The catalogue each catalogue filter offers (§3 "Report filters"). */
const CATALOGUE_OF: Partial<Record<FilterName, TCataloguePath>> = {
  municipalities: 'municipalities',
  skills: 'skills',
  categories: 'categories',
  ethnicities: 'ethnicities',
  healthConditions: 'healthconditions',
  functionalConstrains: 'healthconditions',
  entityTypes: 'businesstypes',
};

interface Option {
  value: string;
  label: string;
  /** What a search matches (a catalogue's options: `catalogueOptions`); the label otherwise. */
  search?: string;
}

interface FilterProps {
  name: FilterName;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
}

/** A chosen value as a chip with its remove button. */
function Chip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <li>
      <Tag className="pk-chip">
        <span>{name}</span>
        <button
          type="button"
          className="pk-chip-remove"
          aria-label={t('statistics.filters.remove', { value: name })}
          onClick={onRemove}
        >
          <CloseOutlined aria-hidden />
        </button>
      </Tag>
    </li>
  );
}

/**
 * One multi-select chip filter: a select that adds a value, then the chosen values as chips (`chip` draws one),
 * each with its remove button. A chosen value is offered disabled and `add` ignores it, so a chip is never added
 * twice (§5).
 */
function ChipFilter({
  name,
  label,
  values,
  onChange,
  chip,
  picker,
}: FilterProps & {
  chip: (value: string, remove: () => void) => ReactNode;
  picker: (add: (value: string) => void) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const add = (value: string) => {
    if (!values.includes(value)) onChange([...values, value]);
  };
  return (
    <div className="pk-stat-field" data-testid={`filter-${name}`}>
      <span className="pk-stat-label">{label}</span>
      {picker(add)}
      {values.length > 0 && (
        <ul className="pk-chips" aria-label={t('statistics.filters.chosen', { filter: label })}>
          {values.map((value) => (
            <Fragment key={value}>{chip(value, () => onChange(values.filter((v) => v !== value)))}</Fragment>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A chip filter over a fixed list of options (genders, birth years, a catalogue's items). */
function OptionsFilter({
  options,
  loading,
  ...props
}: FilterProps & { options: Option[]; loading?: boolean }) {
  const { t } = useTranslation('dashboard');
  const names = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  return (
    <ChipFilter
      {...props}
      chip={(v, remove) => <Chip name={names.get(v) ?? '…'} onRemove={remove} />}
      picker={(add) => (
        <Select<string | null>
          value={null}
          aria-label={props.label}
          placeholder={t('statistics.filters.add')}
          showSearch={catalogueSearch}
          loading={loading}
          options={options.map((o) => ({ ...o, disabled: props.values.includes(o.value) }))}
          onChange={(v) => v && add(v)}
          className="pk-stat-select"
        />
      )}
    />
  );
}

function CatalogueFilter({ collection, ...props }: FilterProps & { collection: TCataloguePath }) {
  const { i18n } = useTranslation();
  const lang = useLanguage();
  const { data, isLoading } = useCatalogue(collection);
  const options = useMemo(
    () => catalogueOptions(data ?? [], lang, i18n.language),
    [data, lang, i18n.language],
  );
  return <OptionsFilter {...props} options={options} loading={isLoading} />;
}

function GenderFilter(props: FilterProps) {
  const { t } = useTranslation('auth');
  const options = GENDERS.map((g) => ({ value: g, label: t(`auth:gender.${g}`) }));
  return <OptionsFilter {...props} options={options} />;
}

function BirthYearFilter(props: FilterProps) {
  const options = useMemo(() => birthYears().map((y) => ({ value: y, label: y })), []);
  return <OptionsFilter {...props} options={options} />;
}

/** An organisation's chip: named from the pick, or, for an id that came in the URL, from its record. */
function OrganisationChip({ id, picked, onRemove }: { id: string; picked?: string; onRemove: () => void }) {
  const record = useQuery({ ...personOptions.business(id), enabled: !picked, staleTime: 5 * 60_000 });
  return <Chip name={picked ?? record.data?.businessName ?? '…'} onRemove={onRemove} />;
}

/** Organisations, found by name with the app's organisation select. */
function OrganisationFilter(props: FilterProps) {
  const { t } = useTranslation('dashboard');
  const [picked, setPicked] = useState<Record<string, string>>({});
  return (
    <ChipFilter
      {...props}
      chip={(id, remove) => <OrganisationChip id={id} picked={picked[id]} onRemove={remove} />}
      picker={(add) => (
        <BusinessSelect
          value={null}
          aria-label={props.label}
          placeholder={t('statistics.filters.addOrganisation')}
          className="pk-stat-select"
          onChange={(id, option) => {
            if (!id) return;
            const label = !Array.isArray(option) && typeof option?.label === 'string' ? option.label : '';
            if (label) setPicked((p) => ({ ...p, [id]: label }));
            add(id);
          }}
        />
      )}
    />
  );
}

/** A tab's chip filters (exactly those its body takes, `filtersOf`) and its reset-filters button. */
export function ReportFilters({
  report,
  filters,
  onChange,
  onReset,
}: {
  report: StatisticsTab;
  filters: FilterValues;
  onChange: (name: FilterName, values: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <div
      className="pk-stat-filters"
      role="group"
      aria-label={t('dashboard:statistics.filters.label', {
        report: t(`dashboard:statistics.tabs.${report}`),
      })}
    >
      {filtersOf(report).map((name) => {
        const props: FilterProps = {
          name,
          label: t(`dashboard:statistics.filters.names.${name}`),
          values: filters[name] ?? [],
          onChange: (values) => onChange(name, values),
        };
        const collection = CATALOGUE_OF[name];
        if (collection) return <CatalogueFilter key={name} {...props} collection={collection} />;
        if (name === 'genders') return <GenderFilter key={name} {...props} />;
        if (name === 'birthYear') return <BirthYearFilter key={name} {...props} />;
        return <OrganisationFilter key={name} {...props} />;
      })}
      <div className="pk-stat-field pk-stat-reset">
        <Button onClick={onReset}>{t('common:actions.resetFilters')}</Button>
      </div>
    </div>
  );
}
