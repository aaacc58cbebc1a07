import { crc32, inflateRawSync } from 'node:zlib';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
}

/**
 * A small zip reader for tests (no ZIP64, which archives this size never need): reads the central directory,
 * inflates each entry and checks its CRC-32 and size, so a broken archive fails loudly.
 */
export function unzip(zip: Buffer): UnzippedEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const total = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: UnzippedEntry[] = [];
  for (let n = 0; n < total; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + packed);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : undefined;
    if (!data) throw new Error(`unknown method ${method} for ${name}`);
    if (data.length !== size) throw new Error(`size mismatch for ${name}`);
    if (crc32(data) >>> 0 !== crc) throw new Error(`CRC mismatch for ${name}`);
    entries.push({ name, data, method });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
