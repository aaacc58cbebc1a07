import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TStatisticsQueryWeb } from '../api/surveys.ts';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { downloadWithToken } from '../../../shared/lib/upload.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { searchOf } from './stats-filters.ts';

/** `GET /api/surveys/export` with the statistics' filters: disabled with a spinner while it runs. */
export function ExportButton({ query, disabled }: { query: TStatisticsQueryWeb; disabled?: boolean }) {
  const { t } = useTranslation('surveyStats');
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await downloadWithToken(
        `/api/surveys/export?${searchOf(query)}`,
        t('export.fileName'),
        readerLanguage(),
      );
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={running}
      disabled={disabled || running}
      onClick={() => void run()}
      data-testid="export-answers"
    >
      {t('export.button')}
    </Button>
  );
}
