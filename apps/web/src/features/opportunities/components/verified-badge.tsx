import { Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Whether the programme has verified the posting's organisation (issue 22 §3): a "Verified organisation" badge, or
 * a mark that it is not verified yet (its postings stay visible; interns under 18 cannot apply). Nothing when the
 * answer does not say (`verified` absent).
 */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation('opportunities');
  if (verified === undefined) return null;
  return verified ? (
    <Tag
      className="pk-opp-verified"
      icon={<SafetyCertificateOutlined aria-hidden />}
      data-testid="verified-badge"
    >
      {t('verified.badge')}
    </Tag>
  ) : (
    <Tag className="pk-opp-unverified" data-testid="unverified-mark" title={t('verified.unverifiedHint')}>
      {t('verified.unverified')}
    </Tag>
  );
}
