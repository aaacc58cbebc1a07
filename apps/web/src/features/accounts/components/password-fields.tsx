import { Col, Form, Input, type FormRule } from 'antd';

interface PasswordFieldsProps {
  rules: (name: string) => FormRule[];
  labels: Record<string, string>;
  /** 'password' at signup, 'newPassword' at reset. */
  name?: 'password' | 'newPassword';
  /** Inside a registration grid: each field in its own half-width column. */
  columns?: boolean;
}

/** New password and its confirmation, each with antd's show/hide toggle; the confirmation re-checks on change. */
export function PasswordFields({ rules, labels, name = 'password', columns }: PasswordFieldsProps) {
  const password = (
    <Form.Item name={name} label={labels[name]} rules={rules(name)} hasFeedback>
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
  const confirm = (
    <Form.Item
      name="passwordConfirm"
      label={labels.passwordConfirm}
      rules={rules('passwordConfirm')}
      dependencies={[name]}
      hasFeedback
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
  if (!columns)
    return (
      <>
        {password}
        {confirm}
      </>
    );
  return (
    <>
      <Col xs={24} md={12}>
        {password}
      </Col>
      <Col xs={24} md={12}>
        {confirm}
      </Col>
    </>
  );
}
