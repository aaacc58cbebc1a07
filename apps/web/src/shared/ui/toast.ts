import { createContext, useContext } from 'react';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

export const TOAST_SECONDS = 5;
/** Toasts open below the sticky header, so they never cover the avatar or the menus. */
export const TOAST_TOP = 76;

export interface ToastOptions {
  key?: string;
  /**
   * For an error raised just before navigating on purpose (e.g. session expired, then /login): it survives that
   * one route change instead of being dismissed with the page that raised it.
   */
  forNextPage?: boolean;
}

/**
 * The notification API bound to the app's theme and locale (app/antd-scope.tsx renders its holder).
 * Used instead of antd's <App>, whose modal and message parts would add ~6 KB gzip to the public entry.
 */
export const NotificationContext = createContext<NotificationInstance | null>(null);

/**
 * Outside antd's scope (the home page loads without antd, ./antd-loader.tsx): antd's own notification,
 * loaded when a toast is first shown.
 */
const onDemand = (kind: 'success' | 'error' | 'info' | 'warning' | 'open') => (args: ArgsProps) => {
  void import('antd/es/notification').then(({ default: n }) => n[kind](args));
};
const staticNotification: NotificationInstance = {
  success: onDemand('success'),
  error: onDemand('error'),
  info: onDemand('info'),
  warning: onDemand('warning'),
  open: onDemand('open'),
  destroy: (key) => {
    void import('antd/es/notification').then(({ default: n }) => n.destroy(key));
  },
};

/**
 * Open error toasts. An error belongs to the attempt that failed: a later success and a route change dismiss it,
 * so "Invalid credentials" does not follow the user to the page they reach after the next, successful try.
 */
interface OpenError {
  api: Pick<NotificationInstance, 'destroy'>;
  /** Route changes it still survives (1 for `forNextPage`). */
  carry: number;
}
const openErrors = new Map<string, OpenError>();
let nextKey = 0;

/** Closes every open error toast (after a successful try). */
export function dismissErrorToasts(): void {
  for (const [key, entry] of openErrors) entry.api.destroy(key);
  openErrors.clear();
}

/** Called on every route change: closes error toasts of the previous page, except those raised for this one. */
export function dismissErrorToastsOnNavigation(): void {
  for (const [key, entry] of openErrors) {
    if (entry.carry > 0) entry.carry -= 1;
    else {
      entry.api.destroy(key);
      openErrors.delete(key);
    }
  }
}

/** Toasts of 5 s titled Error, Success, Warn, Info (translated). */
export function useToast() {
  const notification = useContext(NotificationContext) ?? staticNotification;
  const { t } = useTranslation('common');
  /** `key`: a toast with the same key replaces the previous one instead of stacking (e.g. several calls failing at once). */
  const show = (
    kind: 'error' | 'success' | 'warning' | 'info',
    description: string,
    opts: ToastOptions = {},
  ) => {
    const key = opts.key ?? `toast-${++nextKey}`;
    if (kind === 'success') dismissErrorToasts();
    if (kind === 'error') openErrors.set(key, { api: notification, carry: opts.forNextPage ? 1 : 0 });
    notification[kind]({
      key,
      title: t(`toast.${kind}`),
      description,
      duration: TOAST_SECONDS,
      placement: 'topRight',
      onClose: () => {
        if (openErrors.get(key)?.api === notification) openErrors.delete(key);
      },
    });
  };
  return {
    error: (description: string, opts?: ToastOptions) => show('error', description, opts),
    /** Also dismisses open error toasts: the thing that failed before has now worked. */
    success: (description: string, opts?: ToastOptions) => show('success', description, opts),
    warn: (description: string, opts?: ToastOptions) => show('warning', description, opts),
    info: (description: string, opts?: ToastOptions) => show('info', description, opts),
    /** A failed API call: the translated `errors.<TYPE>` text, else the server's message. */
    apiError: (err: unknown, opts?: ToastOptions) => show('error', errorText(err, t), opts),
    /** A try succeeded without a success toast of its own (e.g. a sign-in that navigates): close stale errors. */
    dismissErrors: dismissErrorToasts,
  };
}

export function errorText(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError) return t(`errors:${err.errorType}`, { defaultValue: err.message });
  return t('errors:INTERNAL_ERROR');
}
