import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@praktika/contracts/applications';
import { displayDate } from '@praktika/contracts/dates';
import type { TFile } from '@praktika/contracts/files';
import { useFileUrl } from '../../../shared/hooks/use-file-url.ts';
import { downloadFile } from '../../../shared/lib/upload.ts';
import { useToast } from '../../../shared/ui/toast.ts';

/** The intern's full name as an application (or a cancellation, a red flag) carries it. */
export const internName = (i: { internName: string; internLastName: string }) =>
  `${i.internName} ${i.internLastName}`;

/** The posting's title or the training's name. */
export const postingTitle = (a: Pick<TApplication, 'job' | 'training'>) =>
  a.job?.title ?? a.training?.name ?? '';

/** Start – end as DD/MM/YYYY ('—' for a missing end). */
export const dateRange = (start: string | null, end: string | null) =>
  start || end ? `${start ? displayDate(start) : '—'} – ${end ? displayDate(end) : '—'}` : '—';

/** The intern's page for an organisation or an admin, opened on one application. */
export const internDetailPath = (a: { _id: string; intern: { _id: string } }) =>
  `/dashboard/internDetail/${encodeURIComponent(a.intern._id)}?application=${encodeURIComponent(a._id)}`;

/** A button that downloads a stored file with the session's token (a toast when the API refuses). */
export function FileDownloadButton({ file, label }: { file: TFile; label?: string }) {
  const { t } = useTranslation('engagements');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      aria-label={`${label ?? t('common.download')}: ${file.name}`}
      onClick={() => {
        setBusy(true);
        downloadFile(file)
          .catch((err: unknown) => toast.apiError(err))
          .finally(() => setBusy(false));
      }}
    >
      <span className="pk-engagement-file-name">{file.name}</span>
    </Button>
  );
}

/**
 * The intern's photo (a private file, fetched with the session's token), or their initial while it loads or when
 * there is none. The name is written beside it, so the image's text is empty.
 */
export function InternPhoto({
  photo,
  name,
  size = 72,
}: {
  photo: TFile | null;
  name: string;
  size?: number;
}) {
  const url = useFileUrl(photo);
  const style = { width: size, height: size };
  if (url)
    return (
      <img
        className="pk-engagement-photo"
        src={url}
        alt=""
        width={size}
        height={size}
        data-testid="intern-photo"
      />
    );
  return (
    <span className="pk-engagement-photo pk-engagement-initial" aria-hidden style={style}>
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
