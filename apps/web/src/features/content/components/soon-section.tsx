import { Empty } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';

/** A public page whose listings arrive with a later release: says so plainly, no sample data. */
export function SoonSection({ title, lead, soon }: { title: string; lead: string; soon: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="pk-container pk-section">
        <div className="pk-card pk-soon">
          <Empty description={soon}>
            <LinkButton to="/" type="primary" icon={<HomeOutlined aria-hidden />}>
              {t('actions.backHome')}
            </LinkButton>
          </Empty>
        </div>
      </div>
    </>
  );
}
