import { Input } from 'antd';

interface CodeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The field's label: the six boxes form one labelled group. */
  label: string;
  'aria-describedby'?: string;
}

/**
 * The 6-digit confirmation code (antd Input.OTP). Form.Item puts aria-required/aria-invalid on its child,
 * which a plain group may not carry; the group gets the label and the description instead.
 */
export function CodeInput({ id, value, onChange, label, 'aria-describedby': describedBy }: CodeInputProps) {
  return (
    <Input.OTP
      id={id}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      length={6}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="one-time-code"
      formatter={(v) => v.replace(/\D/g, '')}
    />
  );
}
