import { Checkbox, Form, type FormRule } from 'antd';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';

/** The terms checkbox with a link to the privacy policy (opens in a new tab so the form is kept). */
export function TermsField({ rules }: { rules: FormRule[] }) {
  return (
    <Form.Item name="terms" valuePropName="checked" rules={rules}>
      <Checkbox>
        <Trans
          ns="auth"
          i18nKey="register.terms"
          components={{ policy: <Link to="/privacyPolicy" target="_blank" rel="noopener noreferrer" /> }}
        />
      </Checkbox>
    </Form.Item>
  );
}
