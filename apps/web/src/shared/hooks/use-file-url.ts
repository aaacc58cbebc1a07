import { useEffect, useState } from 'react';
import type { TFile } from '@praktika/contracts/files';
import { fetchFileBlob, isPublicFile } from '../lib/upload.ts';

/**
 * A URL an `<img>` can show for a stored file: a public file's own URL, or, for a private one (an intern's photo),
 * its bytes fetched with the session's token as an object URL (revoked when the file changes or the component
 * goes). Null while loading, when there is no file, or when the fetch fails.
 */
export function useFileUrl(file: TFile | null | undefined): string | null {
  const [fetched, setFetched] = useState<{ id: string; url: string } | null>(null);
  const needsFetch = !!file && !isPublicFile(file);
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
      .catch(() => undefined); // no picture; the caller shows its fallback
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // the file is identified by its id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFetch, id]);
  if (!file) return null;
  if (!needsFetch) return file.url;
  return fetched?.id === file._id ? fetched.url : null;
}
