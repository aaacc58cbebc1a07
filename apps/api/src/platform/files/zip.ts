import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/** One entry of a zip: bytes at hand, or a stream opened only when the archive reaches the entry. */
export type ZipEntry =
  | { name: string; data: Buffer; mtime?: Date }
  | {
      name: string;
      open: () => Promise<Readable | undefined>;
      mtime?: Date;
      /** Deflate the entry (default true); images and PDFs are compressed already. */
      compress?: boolean;
    };

/**
 * A zip archive as a stream (yazl: deflate, UTF-8 names, ZIP64 when needed). Entries' streams are opened one at a
 * time as the archive is written, so memory stays flat whatever the files' sizes; an entry whose bytes are gone
 * (`open` answers undefined) is written empty rather than failing the whole archive. An error while reading an
 * entry destroys the returned stream with it.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
  for (const entry of entries) {
    const mtime = entry.mtime ?? new Date();
    if ('data' in entry) {
      zip.addBuffer(entry.data, entry.name, { mtime, compress: true });
      continue;
    }
    zip.addReadStreamLazy(entry.name, { mtime, compress: entry.compress ?? true }, (cb) => {
      entry.open().then(
        (stream) => {
          if (!stream) return cb(null, new PassThrough().end());
          stream.once('error', fail);
          cb(null, stream);
        },
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err)), new PassThrough().end()),
      );
    });
  }
  // yazl reports a failed entry on the ZipFile itself.
  zip.once('error', fail);
  zip.outputStream.pipe(out);
  // A client that goes away stops the archive (and the entry stream being read).
  out.once('close', () => {
    if (!out.writableFinished) (zip.outputStream as PassThrough).destroy();
  });
  zip.end();
  return out;
}
