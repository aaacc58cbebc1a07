import { useState } from 'react';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_TOKEN_TTL_DAYS } from '@praktika/contracts/guardian';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { errorText } from '../../../shared/ui/toast.ts';
import { useGuardianDecision, useGuardianLink } from '../../../entities/guardian/api.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Outcome = 'GIVEN' | 'REFUSED' | 'WITHDRAWN';

/**
 * /guardian-consent/:token (issue 22 §2, public, no sign-in): the parent or guardian of an intern aged 16 or 17
 * reads what the programme is and what data it keeps, then consents or refuses (the e-mailed link works once, for
 * GUARDIAN_TOKEN_TTL_DAYS days). The link in the confirmation e-mail opens the same page to withdraw the consent.
 */
export default function GuardianConsentPage() {
  const { t } = useTranslation(['auth', 'errors']);
  usePageTitle('auth:guardianPage.title');
  const { token = '' } = useParams();
  const link = useGuardianLink(token);
  const decision = useGuardianDecision(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = (value: 'GIVE' | 'REFUSE' | 'WITHDRAW') => {
    setError(null);
    decision.mutate(
      { decision: value },
      {
        onSuccess: () =>
          setOutcome(value === 'GIVE' ? 'GIVEN' : value === 'REFUSE' ? 'REFUSED' : 'WITHDRAWN'),
        onError: (err) => setError(errorText(err, t)),
      },
    );
  };

  if (outcome)
    return (
      <AuthCard>
        <Result
          status={outcome === 'GIVEN' ? 'success' : 'info'}
          title={<h1 className="pk-result-title">{t(`guardianPage.done.${outcome}`)}</h1>}
          subTitle={t(`guardianPage.doneText.${outcome}`)}
        />
      </AuthCard>
    );
  if (link.isPending)
    return (
      <AuthCard title={t('guardianPage.title')}>
        <Spin aria-label={t('guardianPage.loading')} />
      </AuthCard>
    );
  if (link.isError) {
    const type = link.error instanceof ApiError ? link.error.errorType : null;
    return (
      <AuthCard title={t('guardianPage.title')}>
        <Alert
          type="warning"
          showIcon
          data-testid="guardian-link-error"
          title={
            type ? t(`errors:${type}`, { defaultValue: link.error.message }) : t('errors:INTERNAL_ERROR')
          }
        />
      </AuthCard>
    );
  }
  const info = link.data;
  const withdraw = info.mode === 'withdraw';
  return (
    <AuthCard title={t('guardianPage.title')} intro={t('guardianPage.hello', { name: info.guardianName })}>
      <div data-testid="guardian-page">
        <p>
          {withdraw
            ? t('guardianPage.withdrawIntro', { intern: info.internName })
            : t('guardianPage.intro', { intern: info.internName })}
        </p>
        <h2 className="pk-guardian-h2">{t('guardianPage.programmeTitle')}</h2>
        <p>{t('guardianPage.programme')}</p>
        <h2 className="pk-guardian-h2">{t('guardianPage.dataTitle')}</h2>
        <ul>
          <li>{t('guardianPage.dataIntern')}</li>
          <li>{t('guardianPage.dataGuardian')}</li>
          <li>{t('guardianPage.dataSensitive')}</li>
          <li>{t('guardianPage.dataKept')}</li>
        </ul>
        <p>{withdraw ? t('guardianPage.withdrawEffect') : t('guardianPage.effect')}</p>
        {!withdraw && <p>{t('guardianPage.once', { days: GUARDIAN_TOKEN_TTL_DAYS })}</p>}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Space wrap>
          {withdraw ? (
            <Button danger type="primary" loading={decision.isPending} onClick={() => decide('WITHDRAW')}>
              {t('guardianPage.withdraw')}
            </Button>
          ) : (
            <>
              <Button type="primary" loading={decision.isPending} onClick={() => decide('GIVE')}>
                {t('guardianPage.give')}
              </Button>
              <Button danger disabled={decision.isPending} onClick={() => decide('REFUSE')}>
                {t('guardianPage.refuse')}
              </Button>
            </>
          )}
        </Space>
      </div>
    </AuthCard>
  );
}
