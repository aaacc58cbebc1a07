import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { rangeInvalid } from '../lib/statistics-url.ts';

/**
 * A labelled day picker (its value a calendar date, YYYY-MM-DD, or none), marked invalid and explained by `error`
 * while the range is refused (`alert`: the message is announced). Days after `latest` cannot be picked.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  alert = false,
  latest,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | null) => void;
  error?: string | null;
  alert?: boolean;
  latest?: string;
}) {
  return (
    <div className="pk-stat-field">
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        format={DATE_FORMAT}
        value={value ? dayjs(value) : null}
        onChange={(d: Dayjs | null) => onChange(d ? d.format('YYYY-MM-DD') : null)}
        disabledDate={latest ? (d) => d.format('YYYY-MM-DD') > latest : undefined}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
      />
      {error && (
        <span id={`${id}-error`} className="pk-stat-error" role={alert ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A start and an end date (`idPrefix-start`, `idPrefix-end`), neither after `latest`. A start after the end is
 * refused on both pickers with the spec's validStartDate / validEndDate messages (the start's announced); both stay
 * usable to fix it.
 */
export function PeriodFields({
  idPrefix,
  start,
  end,
  latest,
  onStart,
  onEnd,
}: {
  idPrefix: string;
  start: string | undefined;
  end: string | undefined;
  latest: string;
  onStart: (day: string | null) => void;
  onEnd: (day: string | null) => void;
}) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const invalid = rangeInvalid(start, end);
  const startLabel = t('dashboard:statistics.start');
  const endLabel = t('dashboard:statistics.end');
  return (
    <>
      <DateField
        id={`${idPrefix}-start`}
        label={startLabel}
        value={start}
        latest={latest}
        onChange={onStart}
        error={invalid ? t('validation:validStartDate', { field: startLabel }) : null}
        alert
      />
      <DateField
        id={`${idPrefix}-end`}
        label={endLabel}
        value={end}
        latest={latest}
        onChange={onEnd}
        error={invalid ? t('validation:validEndDate', { field: endLabel }) : null}
      />
    </>
  );
}
