import { createContext, useContext } from 'react';
import { notification as staticNotification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

export const TOAST_SECONDS = 5;

export interface ToastOptions {
  key?: string;
}

/**
 * The notification API bound to the app's theme and locale (app/providers.tsx renders its holder).
 * Used instead of antd's <App>, whose modal and message parts would add ~6 KB gzip to the public entry.
 */
export const NotificationContext = createContext<NotificationInstance | null>(null);

/** Toasts of 5 s titled Error, Success, Warn, Info (translated). */
export function useToast() {
  const notification = useContext(NotificationContext) ?? staticNotification;
  const { t } = useTranslation('common');
  /** `key`: a toast with the same key replaces the previous one instead of stacking (e.g. several calls failing at once). */
  const show = (
    kind: 'error' | 'success' | 'warning' | 'info',
    description: string,
    opts: ToastOptions = {},
  ) =>
    notification[kind]({
      key: opts.key,
      title: t(`toast.${kind}`),
      description,
      duration: TOAST_SECONDS,
      placement: 'topRight',
    });
  return {
    error: (description: string, opts?: ToastOptions) => show('error', description, opts),
    success: (description: string, opts?: ToastOptions) => show('success', description, opts),
    warn: (description: string, opts?: ToastOptions) => show('warning', description, opts),
    info: (description: string, opts?: ToastOptions) => show('info', description, opts),
    /** A failed API call: the translated `errors.<TYPE>` text, else the server's message. */
    apiError: (err: unknown) => show('error', errorText(err, t)),
  };
}

export function errorText(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError) return t(`errors:${err.errorType}`, { defaultValue: err.message });
  return t('errors:INTERNAL_ERROR');
}
