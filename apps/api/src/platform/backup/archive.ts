/**
 * The backup archive's container: a gzip'd POSIX tar (ustar) of regular files, written and read as streams. Only
 * what backups need: no directories, links or long names (entry names are ours: `database/pgdata.tar`,
 * `uploads/<key>`, the secret files `jwt-secret` and `certificate-signing-key`, `manifest.json`). Kept here rather
 * than a tar package: ~150 lines, and the reader refuses anything it did not write.
 */
import { createHash } from 'node:crypto';

const BLOCK = 512;
/** The largest size an 11-digit octal field holds (8 GiB - 1). */
const MAX_SIZE = 0o77777777777;

export const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

function writeString(block: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  // length - 1 digits and a NUL, as ustar writes numbers.
  writeString(block, offset, length, value.toString(8).padStart(length - 1, '0') + '\0');
}

/** Splits a name into ustar's `prefix` (155) and `name` (100) at a slash. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`tar: the name "${name}" is too long`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SIZE)
    throw new Error(`tar: ${name} is too large (${size} bytes)`);
  const block = Buffer.alloc(BLOCK);
  const parts = splitName(name);
  writeString(block, 0, 100, parts.name);
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.fill(0x20, 148, 156); // the checksum is computed with its own field as spaces
  block[156] = 0x30; // '0': a regular file
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  writeString(block, 345, 155, parts.prefix);
  writeOctal(block, 148, 7, headerChecksum(block));
  block[155] = 0x20;
  return block;
}

function headerChecksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

/** Zero bytes that fill a file's data up to the next block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('tar: a damaged header (not a number)');
  return parseInt(text, 8);
}

/** Receives one entry's bytes; `write` may return a promise to slow the reader down. */
export interface TarEntrySink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

/**
 * Reads a tar stream (already gunzipped) entry by entry: `onEntry` is told each regular file's name and size and
 * returns where its bytes go. A damaged header, an entry type other than a regular file, or a stream that ends
 * before the end-of-archive blocks is an error.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (name: string, size: number) => TarEntrySink | Promise<TarEntrySink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry: { sink: TarEntrySink; left: number; padding: number } | undefined;
  let ended = false;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (ended) {
        pending = Buffer.alloc(0); // whatever follows the end blocks (tar pads archives to a record size)
        break;
      }
      if (entry) {
        if (entry.left > 0) {
          if (!pending.length) break;
          const take = Math.min(entry.left, pending.length);
          await entry.sink.write(pending.subarray(0, take));
          pending = pending.subarray(take);
          entry.left -= take;
          if (entry.left > 0) break;
        }
        if (pending.length < entry.padding) break;
        pending = pending.subarray(entry.padding);
        await entry.sink.end();
        entry = undefined;
      }
      if (pending.length < BLOCK) break;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((b) => b === 0)) {
        ended = true;
        continue;
      }
      if (readOctal(header, 148, 8) !== headerChecksum(header))
        throw new Error('tar: a damaged header (checksum)');
      const type = String.fromCharCode(header[156]!);
      const prefix = readString(header, 345, 155);
      const name = (prefix ? `${prefix}/` : '') + readString(header, 0, 100);
      if (type !== '0' && type !== '\0') throw new Error(`tar: unexpected entry type "${type}" for ${name}`);
      const size = readOctal(header, 124, 12);
      entry = { sink: await onEntry(name, size), left: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
    }
  }
  if (entry || !ended) throw new Error('tar: the archive ends too early (truncated)');
}
