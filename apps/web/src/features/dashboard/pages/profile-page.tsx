import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { formatDate } from '../../../shared/lib/format.ts';
import '../../../shared/i18n/dashboard-texts.ts';

/** Business and mentor landing page: what the session says about the account, and an honest note. */
export function ProfilePage({ session }: { session: TSessionClaims }) {
  const { t } = useTranslation('dashboard');
  const tc = useTranslation('common').t;
  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">
        {t(`profile.title.${session.role === 'mentor' ? 'mentor' : 'business'}`)}
      </h1>
      <div className="pk-card">
        <Descriptions
          column={1}
          bordered
          size="middle"
          items={[
            { key: 'role', label: t('profile.role'), children: tc(`roles.${session.role}`) },
            { key: 'id', label: t('profile.id'), children: <code>{session.id}</code> },
            { key: 'until', label: t('profile.sessionUntil'), children: formatDate(session.exp * 1000) },
          ]}
        />
      </div>
      <Alert
        className="pk-dash-note"
        type="info"
        showIcon
        title={t('profile.noteTitle')}
        description={t('profile.note')}
      />
    </div>
  );
}
