import { useId, useState } from 'react';
import { Button, Checkbox, Radio } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type TExportFormat } from '@praktika/contracts/reports';
import { useToast } from '../../../shared/ui/toast.ts';

/** The file format choice of an export: xlsx (the default) or csv. */
export function FormatChoice({
  value,
  onChange,
  disabled,
}: {
  value: TExportFormat;
  onChange: (format: TExportFormat) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const name = useId();
  return (
    <Radio.Group
      name={name}
      size="small"
      optionType="button"
      aria-label={t('statistics.export.format')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as TExportFormat)}
      options={EXPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
    />
  );
}

/**
 * Runs an export: the button is disabled with a spinner while it runs; a failure (or an empty answer) shows the
 * toast 'Something went wrong!' (§8).
 */
export function useExportRun<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const { t } = useTranslation('surveyStats');
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const start = async (...args: A) => {
    setRunning(true);
    try {
      await run(...args);
    } catch {
      toast.error(t('surveyStats:export.failed'));
    } finally {
      setRunning(false);
    }
  };
  return { running, start: (...args: A) => void start(...args) };
}

/**
 * A report tab's export: the format, an "exact counts" box (the file then says it holds exact small numbers, and the
 * request is logged) and the button.
 */
export function ReportExport({
  onExport,
  disabled,
}: {
  onExport: (options: { format: TExportFormat; unsuppressed: boolean }) => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const [format, setFormat] = useState<TExportFormat>('xlsx');
  const [exact, setExact] = useState(false);
  const { running, start } = useExportRun(onExport);
  const warning = useId();
  return (
    <div className="pk-stat-export">
      <div className="pk-stat-export-row">
        <FormatChoice value={format} onChange={setFormat} disabled={running} />
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={running}
          disabled={disabled || running}
          onClick={() => start({ format, unsuppressed: exact })}
          data-testid="report-export"
        >
          {t('statistics.export.button')}
        </Button>
      </div>
      <Checkbox
        checked={exact}
        onChange={(e) => setExact(e.target.checked)}
        aria-describedby={exact ? warning : undefined}
      >
        {t('statistics.export.exact')}
      </Checkbox>
      {exact && (
        <p id={warning} className="pk-stat-warning">
          {t('statistics.export.exactWarning')}
        </p>
      )}
    </div>
  );
}
