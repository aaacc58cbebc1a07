import { Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../shared/ui/link-button.tsx';

/** Every dashboard section that a later release fills: says so plainly, with no sample data. */
export function SectionPage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation('dashboard');
  const title = t(`sections.${sectionKey}`);
  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{title}</h1>
      <div className="pk-card">
        <Result
          icon={<ClockCircleOutlined aria-hidden />}
          title={<h2 className="pk-result-title">{t('section.soonTitle', { title })}</h2>}
          subTitle={t('section.soonText')}
          extra={
            <LinkButton to="/dashboard" type="primary">
              {t('section.back')}
            </LinkButton>
          }
        />
      </div>
    </div>
  );
}
