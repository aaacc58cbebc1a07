import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './upload-field.css';

/**
 * The progress of a file being sent (the bar UploadField shows while it sends, and a form's save shows for files
 * sent after the record); `children` go after the percentage (e.g. a Cancel button).
 */
export function UploadProgress({
  name,
  percent,
  children,
}: {
  name: string;
  percent: number;
  children?: ReactNode;
}) {
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
      {children}
    </div>
  );
}

/** What an upload sent with a form's save reports: the file name(s) and how far it has gone. */
export type SendProgress = { name: string; percent: number };

/** The helpers an upload with progress takes (`uploadWithProgress`). */
export type SendHelpers = { onProgress: (fraction: number) => void; signal: AbortSignal };

/**
 * Files a form sends after saving its record (e.g. a new article's photo): `send(name, run)` runs the upload with
 * progress helpers, `sending` is what `UploadProgress` shows meanwhile (null when nothing is being sent).
 */
export function useSendProgress() {
  const [sending, setSending] = useState<SendProgress | null>(null);
  const send = async <T,>(name: string, run: (helpers: SendHelpers) => Promise<T>): Promise<T> => {
    setSending({ name, percent: 0 });
    try {
      return await run({
        signal: new AbortController().signal,
        onProgress: (f) => setSending({ name, percent: Math.round(f * 100) }),
      });
    } finally {
      setSending(null);
    }
  };
  return { sending, send };
}
