import { useTranslation } from 'react-i18next';
import './upload-field.css';

/** The progress of a file sent with a form's save (the same bar UploadField shows while it sends). */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation('files');
  return (
    <div className="pk-upload-progress">
      <div
        role="progressbar"
        className="pk-upload-bar"
        aria-label={t('files:progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden>{percent}%</span>
    </div>
  );
}
