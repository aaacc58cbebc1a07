import { useTranslation } from 'react-i18next';
import { stipendMonthsResource, useBankAccount } from '../api/stipends.ts';
import { StipendMonthsTable } from './stipend-months-table.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';
import '../stipends.css';

/**
 * The intern's stipend on /internship: their months (days, amount, status) and the bank account the programme
 * pays into (seen only by the intern and the programme's administrators, never by the host).
 */
export function InternStipendSection() {
  const { t } = useTranslation('stipends');
  const months = stipendMonthsResource.useList({ limit: 24 });
  const account = useBankAccount();
  return (
    <section
      className="pk-card pk-stipend-section"
      aria-labelledby="stipend-title"
      data-testid="stipend-section"
    >
      <h2 id="stipend-title">{t('intern.title')}</h2>
      <p>{t('intern.intro')}</p>
      {months.isError ? (
        <ListError error={months.error} onRetry={() => void months.refetch()} />
      ) : (
        <StipendMonthsTable view="intern" page={months.data} loading={!months.data} />
      )}
      <h3>{t('bank.title')}</h3>
      <p className="pk-muted">{t('bank.privacy')}</p>
      {account.isError ? (
        <ListError error={account.error} onRetry={() => void account.refetch()} />
      ) : account.isPending ? (
        <LoadingSkeleton />
      ) : (
        <BankAccountForm account={account.data ?? null} />
      )}
    </section>
  );
}
