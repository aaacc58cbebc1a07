import { useEffect, useState } from 'react';
import type { TFile } from '@praktika/contracts/files';
import { currentLanguage } from '../lib/api-client.ts';
import { getToken } from '../lib/session.ts';

/**
 * A URL an `<img>` can show for a stored file (the header's avatar: an intern's photo is a private file): its
 * bytes fetched with the session's token, as an object URL revoked when the file changes or the component
 * goes. Null while loading, without a file, or when the fetch fails (the caller shows its fallback).
 *
 * Kept free of the contracts' runtime code and the upload helpers, since the header is in the public entry.
 */
export function useFileUrl(file: Pick<TFile, '_id' | 'url'> | null | undefined): string | null {
  const [fetched, setFetched] = useState<{ id: string; url: string } | null>(null);
  const id = file?._id;
  const src = file?.url;
  useEffect(() => {
    if (!id || !src) return;
    const controller = new AbortController();
    let url: string | null = null;
    const token = getToken();
    const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
    if (token) headers.Authorization = `Bearer ${token}`;
    fetch(src, { headers, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFetched({ id, url });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, src]);
  return id && fetched?.id === id ? fetched.url : null;
}
