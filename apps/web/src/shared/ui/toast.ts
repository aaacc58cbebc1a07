import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

export const TOAST_SECONDS = 5;

/** Toasts of 5 s titled Error, Success, Warn, Info (translated). */
export function useToast() {
  const { notification } = App.useApp();
  const { t } = useTranslation('common');
  const show = (kind: 'error' | 'success' | 'warning' | 'info', description: string) =>
    notification[kind]({
      title: t(`toast.${kind}`),
      description,
      duration: TOAST_SECONDS,
      placement: 'topRight',
    });
  return {
    error: (description: string) => show('error', description),
    success: (description: string) => show('success', description),
    warn: (description: string) => show('warning', description),
    info: (description: string) => show('info', description),
    /** A failed API call: the translated `errors.<TYPE>` text, else the server's message. */
    apiError: (err: unknown) => show('error', errorText(err, t)),
  };
}

export function errorText(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError) return t(`errors:${err.errorType}`, { defaultValue: err.message });
  return t('errors:INTERNAL_ERROR');
}
