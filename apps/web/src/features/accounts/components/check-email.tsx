import { Button, Flex, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@praktika/contracts/common';

interface CheckEmailProps {
  email: string;
  type: TAccountType;
  /** Offers "use another e-mail" (back to the registration form) when given. */
  onUseAnotherEmail?: () => void;
}

/** After signup: tells the user to enter the 6-digit code from the e-mail, with a button to /confirm. */
export function CheckEmail({ email, type, onUseAnotherEmail }: CheckEmailProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Result
      icon={<MailOutlined aria-hidden />}
      status="success"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('checkEmail.title')}</h1>}
      subTitle={<span style={{ color: 'rgba(0,0,0,0.75)' }}>{t('checkEmail.text', { email })}</span>}
      extra={
        <Flex vertical align="center" gap={8}>
          <Button type="primary" onClick={() => void navigate('/confirm', { state: { email, type } })}>
            {t('checkEmail.enterCode')}
          </Button>
          {onUseAnotherEmail && (
            <Button type="link" onClick={onUseAnotherEmail}>
              {t('checkEmail.otherEmail')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}
