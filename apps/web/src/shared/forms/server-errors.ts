import type { ErrorType } from '@praktika/contracts/errors';
import { ApiError } from '../lib/api-client.ts';
import {
  fieldOf,
  issueMessage,
  type FieldError,
  type FieldLabels,
  type Translate,
} from '../lib/form-errors.ts';

export interface ServerErrorMapping {
  labels: FieldLabels;
  t: Translate;
  /** Error types that belong to one field, e.g. { USER_EXISTS: 'email' }. */
  fieldByType?: Partial<Record<ErrorType, string>>;
  /** The form's field names; anything aimed elsewhere goes to the toast. */
  fields: readonly string[];
}

export interface ServerErrorPlacement {
  fields: FieldError[];
  /** A translated message for a toast, when something could not be shown on a field. */
  toast: string | null;
}

function add(byField: Record<string, string[]>, field: string, msg: string) {
  const list = (byField[field] ??= []);
  if (!list.includes(msg)) list.push(msg);
}

/**
 * Where a failed call's message goes:
 * - an error type bound to a field (`fieldByType`) -> that field, translated as `errors:<TYPE>`;
 * - `VALIDATION_ERROR` with `details[{ field, issue }]` -> each field, `validation:<issue>` with its label;
 * - another type with `details` naming form fields (a catalogue's `*_EXISTS` names the duplicate `enName`, ...)
 *   -> `errors:<TYPE>` on each of them;
 * - anything else, or details on fields the form does not have -> a translated toast.
 */
export function placeServerError(err: unknown, opts: ServerErrorMapping): ServerErrorPlacement {
  const { t } = opts;
  if (!(err instanceof ApiError)) return { fields: [], toast: t('errors:INTERNAL_ERROR') };
  const typeText = t(`errors:${err.errorType}`, { defaultValue: err.message });
  const bound = err.errorType === 'NETWORK_ERROR' ? undefined : opts.fieldByType?.[err.errorType];
  if (bound && opts.fields.includes(bound)) {
    return { fields: [{ name: bound, errors: [typeText] }], toast: null };
  }
  const byField: Record<string, string[]> = {};
  let unplaced = false;
  for (const d of err.details) {
    const field = fieldOf(d.field);
    if (!opts.fields.includes(field)) {
      unplaced = true;
      continue;
    }
    add(
      byField,
      field,
      err.errorType === 'VALIDATION_ERROR'
        ? issueMessage(d.issue, field, opts.labels, t, { maximum: d.max, origin: d.origin })
        : typeText,
    );
  }
  const fields = Object.entries(byField).map(([name, errors]) => ({ name, errors }));
  return { fields, toast: unplaced || !fields.length ? typeText : null };
}
