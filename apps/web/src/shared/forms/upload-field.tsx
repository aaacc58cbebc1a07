import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DOCX_TYPE,
  FILE_KINDS,
  MB,
  PDF_TYPE,
  type TFile,
  type TFileKind,
  type TFileType,
} from '@praktika/contracts/files';
import { ApiError } from '../lib/api-client.ts';
import { numberFormat } from '../lib/format.ts';
import { fetchFileBlob, isAbort, isPublicFile, uploadWithProgress } from '../lib/upload.ts';
import { useLanguage } from '../ui/catalogue-select.tsx';
import { errorText } from '../ui/toast.ts';
import { UploadProgress } from './upload-progress.tsx';
import './upload-field.css';

/** Sends one chosen file; resolves to the stored file. */
export type UploadFn = (
  file: File,
  helpers: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<TFile>;

/** The default: `POST /api/files` with the field `kind` first, then the file part `file`. */
export const uploadToFiles =
  (kind: TFileKind): UploadFn =>
  (file, { onProgress, signal }) =>
    uploadWithProgress<{ file: TFile }>({
      url: '/api/files',
      fields: { kind },
      files: [{ name: 'file', file }],
      onProgress,
      signal,
    }).then((data) => data.file);

/** File name extensions browsers match in the picker, per type. */
const EXTENSIONS: Record<TFileType, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  [PDF_TYPE]: ['.pdf'],
  [DOCX_TYPE]: ['.docx'],
};
/** Short names of the types, for the hint and the messages. */
const TYPE_NAMES: Record<TFileType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  [PDF_TYPE]: 'PDF',
  [DOCX_TYPE]: 'DOCX',
};

/** The picker's accept list of a kind: its MIME types and their extensions. */
export const acceptOf = (kind: TFileKind) =>
  FILE_KINDS[kind].types.flatMap((type) => [type, ...EXTENSIONS[type]]).join(',');

/** The limit of a kind in whole MB (what the messages name). */
export const limitMbOf = (kind: TFileKind) => Math.round(FILE_KINDS[kind].maxBytes / MB);

/** A size for people: KB below 1 MB, MB with one decimal above, in the language's number format. */
export function formatFileSize(bytes: number, lang: string): string {
  const nf = (max: number) => numberFormat(lang, { maximumFractionDigits: max });
  if (bytes < MB) return `${nf(0)(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${nf(1)(bytes / MB)} MB`;
}

/** The browser's guess of a chosen file's type is refused only when it names a type the kind does not take. */
function typeAccepted(kind: TFileKind, file: File): boolean {
  const types: readonly string[] = FILE_KINDS[kind].types;
  if (file.type) return types.includes(file.type);
  const ext = file.name.toLowerCase().replace(/^.*(\.[^.]+)$/, '$1');
  return FILE_KINDS[kind].types.some((type) => EXTENSIONS[type].includes(ext));
}

/** An image preview's URL: a public file's own URL, or the bytes fetched with the token. */
function useStoredPreview(file: TFile | null | undefined, enabled: boolean): string | null {
  const [fetched, setFetched] = useState<{ id: string; url: string } | null>(null);
  const needsFetch = enabled && !!file && !isPublicFile(file);
  const id = file?._id;
  useEffect(() => {
    if (!needsFetch || !file) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchFileBlob(file, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFetched({ id: file._id, url });
      })
      .catch(() => undefined); // no preview; the name and size still show
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // the file is identified by its id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFetch, id]);
  if (!enabled || !file) return null;
  if (!needsFetch) return file.url;
  return fetched?.id === file._id ? fetched.url : null;
}

export interface UploadFieldProps {
  /** The file kind (FILE_KINDS): accept list, size limit, preview for images, where the default upload sends. */
  kind: TFileKind;
  /** The stored file (antd's Form.Item passes it). */
  value?: TFile | null;
  /** A new stored file after an upload, null after remove (antd's Form.Item passes it). */
  onChange?: (file: TFile | null) => void;
  /** Another way to send the file (e.g. a profile's own multipart PUT); defaults to POST /api/files with `kind`. */
  upload?: UploadFn;
  /** The choose button's visible text (defaults to "Choose a file"). */
  label?: ReactNode;
  /** An error to show under the field when it is not inside a Form.Item (which shows its own). */
  error?: string;
  /** The file input's id (antd's Form.Item passes it, so the item's label names the input). */
  id?: string;
  disabled?: boolean;
  /** Whether a stored file may be removed here (false where the API only replaces, e.g. an article's photo). */
  removable?: boolean;
}

type Upload = { name: string; fraction: number; controller: AbortController };

/**
 * One file of a form. A real `<input type=file>` (keyboard and screen readers reach it; its visible label is the
 * choose button) accepting the kind's types; a file too large or of another type is refused before sending, with
 * the limit in MB. While sending: a progress bar (`role=progressbar` with its values) and a cancel button. After:
 * an image preview for image kinds (the local copy while new, the stored file later), or the name and size for
 * documents, and a remove button. A refused upload (413, 415, validation) shows on the field.
 *
 * Use it as the child of a `Field`/`Form.Item` (value: `TFile | null`); send `value?._id` in the body.
 */
export function UploadField({
  kind,
  value,
  onChange,
  upload,
  label,
  error,
  id,
  disabled,
  removable = true,
}: UploadFieldProps) {
  const { t } = useTranslation(['files', 'errors']);
  const lang = useLanguage();
  const ownId = useId();
  const inputId = id ?? `upload-${ownId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const rule = FILE_KINDS[kind];
  const limit = limitMbOf(kind);
  const types = rule.types.map((type) => TYPE_NAMES[type]).join(', ');

  const [sending, setSending] = useState<Upload | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  /** The local copy of the file just uploaded (its preview until the stored file is something else). */
  const [local, setLocal] = useState<{ id: string; url: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // leaving the form cancels an upload still under way
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const localPreview = local && value && local.id === value._id ? local.url : null;
  const storedPreview = useStoredPreview(value, rule.image && !localPreview);
  const preview = localPreview ?? storedPreview;

  const serverMessage = (err: unknown) => {
    if (err instanceof ApiError && err.errorType === 'FILE_TOO_LARGE') return t('files:tooLarge', { limit });
    if (err instanceof ApiError && err.errorType === 'UNSUPPORTED_FILE_TYPE')
      return t('files:wrongType', { types });
    return errorText(err, t);
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // the same file may be chosen again after a failure
    e.target.value = '';
    if (!file) return;
    if (!typeAccepted(kind, file)) return setOwnError(t('files:wrongType', { types }));
    if (file.size > rule.maxBytes) return setOwnError(t('files:tooLarge', { limit }));
    if (file.size === 0) return setOwnError(t('files:empty'));
    setOwnError(null);
    const controller = new AbortController();
    controllerRef.current = controller;
    const current: Upload = { name: file.name, fraction: 0, controller };
    setSending(current);
    const send = upload ?? uploadToFiles(kind);
    send(file, {
      signal: controller.signal,
      onProgress: (fraction) => setSending((s) => (s?.controller === controller ? { ...s, fraction } : s)),
    })
      .then((stored) => {
        if (controller.signal.aborted) return;
        setLocal(rule.image ? { id: stored._id, url: URL.createObjectURL(file) } : null);
        setSending(null);
        onChange?.(stored);
      })
      .catch((err: unknown) => {
        setSending((s) => (s?.controller === controller ? null : s));
        if (!isAbort(err)) setOwnError(serverMessage(err));
      });
  };

  const cancel = () => {
    sending?.controller.abort();
    setSending(null);
    inputRef.current?.focus();
  };
  const remove = () => {
    setOwnError(null);
    onChange?.(null);
    inputRef.current?.focus();
  };

  const shownError = ownError ?? error ?? null;
  const percent = sending ? Math.round(sending.fraction * 100) : 0;

  return (
    <div className="pk-upload">
      <div className="pk-upload-row">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="pk-upload-input"
          accept={acceptOf(kind)}
          onChange={choose}
          disabled={disabled || !!sending}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={shownError ? true : undefined}
        />
        <label htmlFor={inputId} className="pk-upload-choose">
          <UploadOutlined aria-hidden />
          {label ?? (value ? t('files:replace') : t('files:choose'))}
        </label>
        <span id={hintId} className="pk-upload-hint">
          {t('files:hint', { types, limit })}
        </span>
      </div>
      {sending && (
        <UploadProgress name={sending.name} percent={percent}>
          <Button onClick={cancel}>{t('files:cancel')}</Button>
        </UploadProgress>
      )}
      {value && !sending && (
        <div className="pk-upload-file">
          {rule.image ? (
            preview && <img src={preview} alt={t('files:preview', { name: value.name })} />
          ) : (
            <FileTextOutlined aria-hidden style={{ fontSize: 24, color: '#01486b' }} />
          )}
          <span className="pk-upload-name">{value.name}</span>
          <span className="pk-upload-size">{formatFileSize(value.size, lang)}</span>
          {removable && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={remove}
              disabled={disabled}
              aria-label={t('files:remove', { name: value.name })}
            >
              {t('files:removeShort')}
            </Button>
          )}
        </div>
      )}
      {shownError && (
        <div id={errorId} role="alert" className="pk-upload-error">
          {shownError}
        </div>
      )}
    </div>
  );
}
