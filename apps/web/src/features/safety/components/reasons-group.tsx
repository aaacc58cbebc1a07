import { Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RED_FLAG_REASONS } from '@praktika/contracts/safety';
import { Field } from '../../../shared/forms/form-fields.tsx';

/**
 * A checkbox group of reasons for a form field. The form item hands its control `aria-required` and
 * `aria-invalid`, which a `role="group"` may not carry (axe: aria-allowed-attr): they are left out here; the
 * label's mark and the error text linked by `aria-describedby` say the same. The wrapper keeps the field's id, so
 * a failed submit can focus it.
 */
export function ReasonsGroup({
  value,
  onChange,
  options,
  id,
  'aria-describedby': describedBy,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  options: { value: string; label: string }[];
  id?: string;
  'aria-describedby'?: string;
}) {
  return (
    <div id={id} aria-describedby={describedBy} tabIndex={-1}>
      <Checkbox.Group
        className="pk-engagement-reasons"
        value={value}
        onChange={(v) => onChange?.(v.map(String))}
        options={options}
      />
    </div>
  );
}

/**
 * A red flag's reasons and written details, for a report form inside `FormFields` (the report dialog and the
 * mentor's report page); the details are required once `Other` is chosen (`otherChosen`).
 */
export function RedFlagReasonFields({ otherChosen }: { otherChosen: boolean }) {
  const { t } = useTranslation('engagements');
  return (
    <>
      <Field name="reasons">
        <ReasonsGroup
          options={RED_FLAG_REASONS.map((r) => ({ value: r, label: t(`redFlagReasons.${r}`) }))}
        />
      </Field>
      <Field name="reasonText" required={otherChosen}>
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Field>
    </>
  );
}
