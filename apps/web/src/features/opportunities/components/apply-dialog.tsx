import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Button, Modal } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_KINDS } from '@praktika/contracts/files';
import type { TApplication } from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { useApply } from '../../../entities/applications/api.ts';
import { acceptOf, formatFileSize, limitMbOf } from '../../../shared/forms/upload-field.tsx';
import { UploadProgress } from '../../../shared/forms/upload-progress.tsx';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { isAbort } from '../../../shared/lib/upload.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { errorText } from '../../../shared/ui/toast.ts';

const KIND = 'applicationFile' as const;

/** The files chosen so far, by the requested file's index; what `Apply` needs before it is enabled. */
export function missingFiles(requested: readonly string[], chosen: ReadonlyArray<File | null>): string[] {
  return requested.filter((_, i) => !chosen[i]);
}

/**
 * Apply: one file input per file the posting asks for (type and size checked before sending, as the upload field
 * does), then POST /applications with every file (multipart `file0`, `file1`, …) and a progress bar. Apply stays
 * disabled until every requested file is chosen. A refusal (ALREADY_APPLIED, ABOVE_AGE, …) shows translated in
 * the dialog.
 */
export function ApplyDialog({
  open,
  kind,
  opportunityId,
  title,
  requested,
  onClose,
  onApplied,
}: {
  open: boolean;
  kind: TOpportunityKind;
  opportunityId: string;
  title: string;
  requested: readonly string[];
  onClose: () => void;
  onApplied: (application: TApplication) => void;
}) {
  const { t } = useTranslation(['opportunities', 'files', 'errors']);
  const lang = useLanguage();
  const baseId = useId();
  const [chosen, setChosen] = useState<Array<File | null>>(() => requested.map(() => null));
  const [fileErrors, setFileErrors] = useState<Array<string | null>>(() => requested.map(() => null));
  const [progress, setProgress] = useState<number | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const apply = useApply();
  const rule = FILE_KINDS[KIND];
  const limit = limitMbOf(KIND);
  const missing = missingFiles(requested, chosen);

  const choose = (index: number) => (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!file) return;
    let error: string | null = null;
    if (!(rule.types as readonly string[]).includes(file.type) && file.type)
      error = t('files:wrongType', { types: 'PDF, DOCX' });
    else if (file.size > rule.maxBytes) error = t('files:tooLarge', { limit });
    else if (file.size === 0) error = t('files:empty');
    setFileErrors((all) => all.map((v, i) => (i === index ? error : v)));
    setChosen((all) => all.map((v, i) => (i === index ? (error ? null : file) : v)));
  };

  const submit = () => {
    if (missing.length > 0) return;
    const c = new AbortController();
    setController(c);
    setProgress(0);
    // The apply section's refetch ("You have applied") unmounts this dialog before the answer's callbacks run.
    runMutation(
      apply,
      {
        kind,
        opportunityId,
        files: chosen.filter((f): f is File => f !== null),
        emailLanguage: readerLanguage(),
        onProgress: (f) => setProgress(Math.round(f * 100)),
        signal: c.signal,
      },
      {
        onSuccess: onApplied, // an error is shown from apply.error
        onSettled: () => {
          setProgress(null);
          setController(null);
        },
      },
    );
  };

  const close = () => {
    controller?.abort();
    onClose();
  };
  const failure = apply.error && !isAbort(apply.error) ? errorText(apply.error, t) : null;

  return (
    <Modal
      open={open}
      title={t('apply.title', { title })}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('apply.cancel')}
        </Button>,
        <Button
          key="apply"
          type="primary"
          onClick={submit}
          loading={apply.isPending}
          disabled={missing.length > 0}
        >
          {t('apply.send')}
        </Button>,
      ]}
    >
      {requested.length === 0 ? (
        <p>{t('apply.noFiles')}</p>
      ) : (
        <>
          <p>{t('apply.filesLead')}</p>
          <ol className="pk-apply-files">
            {requested.map((name, i) => {
              const id = `${baseId}-file-${i}`;
              const file = chosen[i];
              return (
                <li key={name}>
                  <span className="pk-apply-file-name" id={`${id}-label`}>
                    {name}
                  </span>
                  <div className="pk-upload-row">
                    <input
                      id={id}
                      type="file"
                      className="pk-upload-input"
                      accept={acceptOf(KIND)}
                      onChange={choose(i)}
                      disabled={apply.isPending}
                      aria-labelledby={`${id}-label ${id}-choose`}
                      aria-describedby={`${id}-hint`}
                      aria-invalid={fileErrors[i] ? true : undefined}
                    />
                    <label htmlFor={id} className="pk-upload-choose" id={`${id}-choose`}>
                      <UploadOutlined aria-hidden />
                      {file ? t('files:replace') : t('files:choose')}
                    </label>
                    <span id={`${id}-hint`} className="pk-upload-hint">
                      {file
                        ? `${file.name} · ${formatFileSize(file.size, lang)}`
                        : t('files:hint', { types: 'PDF, DOCX', limit })}
                    </span>
                  </div>
                  {fileErrors[i] && (
                    <div role="alert" className="pk-upload-error">
                      {fileErrors[i]}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
          {missing.length > 0 && (
            <p className="pk-muted" data-testid="apply-missing">
              {t('apply.missing', { count: missing.length })}
            </p>
          )}
        </>
      )}
      {progress !== null && <UploadProgress name={title} percent={progress} />}
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
