import { AppError } from '../errors.ts';
import type { ByteRange } from './storage.ts';

/** 416; `params.size` lets the route answer with the file size in `Content-Range`. */
export const unsatisfiable = (size: number) =>
  new AppError('RANGE_NOT_SATISFIABLE', undefined, undefined, { size });

/**
 * One `Range: bytes=…` of a file of `size` bytes. No header, another unit or several ranges: the whole file
 * (undefined). A range that starts past the end: RANGE_NOT_SATISFIABLE (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, from = '', to = ''] = m;
  if (!from && !to) return undefined;
  if (!from) {
    // The last N bytes.
    const n = Number(to);
    if (n === 0 || size === 0) throw unsatisfiable(size);
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || (to && Number(to) < start)) throw unsatisfiable(size);
  return { start, end };
}
