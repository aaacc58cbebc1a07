import dayjs, { type Dayjs } from 'dayjs';

/** Every date the app shows is DD/MM/YYYY, whatever the language. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

type DateInput = string | number | Date | Dayjs | null | undefined;

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** `2024-03-05` or an ISO timestamp -> `05/03/2024`; empty text for nothing or an invalid date. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '';
}

export { numberFormat } from './number-format.ts';
