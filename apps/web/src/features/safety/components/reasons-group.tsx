import { Checkbox } from 'antd';

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
