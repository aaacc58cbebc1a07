import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStipendMonth } from '@praktika/contracts/stipends';
import '../stipends.css';

/** A line's status: to confirm, confirmed, in a payment run (confirmed and taken), paid. */
export function StipendStatus({ line }: { line: Pick<TStipendMonth, 'status' | 'runId'> }) {
  const { t } = useTranslation('stipends');
  if (line.status === 'PAID')
    return (
      <Tag className="pk-stipend-tag" color="green">
        {t('status.PAID')}
      </Tag>
    );
  if (line.status === 'CONFIRMED' && line.runId)
    return (
      <Tag className="pk-stipend-tag" color="geekblue">
        {t('status.IN_RUN')}
      </Tag>
    );
  if (line.status === 'CONFIRMED')
    return (
      <Tag className="pk-stipend-tag" color="blue">
        {t('status.CONFIRMED')}
      </Tag>
    );
  return (
    <Tag className="pk-stipend-tag" color="orange">
      {t('status.TO_CONFIRM')}
    </Tag>
  );
}
