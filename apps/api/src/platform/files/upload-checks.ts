import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { createHash, type Hash } from 'node:crypto';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { DOCX_TYPE, type TFileKindRule, type TFileType } from '@praktika/contracts/files';
import { AppError } from '../errors.ts';

/** Bytes `file-type` needs to recognise what we accept (its own sample size). */
export const SNIFF_BYTES = 4100;
/** Office files are zip containers: at most this many entries and this many unpacked bytes (zip bombs). */
export const ZIP_MAX_ENTRIES = 2000;
export const ZIP_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** An entry that unpacks to more than this many times its packed size is a bomb, not a document. */
export const ZIP_MAX_RATIO = 200;
/** Images larger than this many pixels are refused before decoding (a tiny PNG can claim 100 000²). */
export const IMAGE_MAX_PIXELS = 40_000_000;

const ZIP = 'application/zip';

export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('FILE_TOO_LARGE', undefined, undefined, { limit: formatBytes(maxBytes) });
export const unsupported = () => new AppError('UNSUPPORTED_FILE_TYPE');

/**
 * The upload's bytes on their way to a temporary file: counted against the kind's limit (413 as soon as it is
 * passed), hashed, and sniffed from the first bytes (415 as soon as they show a type the kind does not take).
 */
export class UploadGate extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;

  constructor(private readonly rule: TFileKindRule) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.rule.maxBytes) return done(tooLarge(this.rule.maxBytes));
    this.hash.update(chunk);
    if (this.sniffed) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done(null, chunk);
    this.sniffHead().then(
      () => done(null, chunk),
      (err: unknown) => done(err as Error),
    );
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed) return done();
    this.sniffHead().then(
      () => done(),
      (err: unknown) => done(err as Error),
    );
  }

  private async sniffHead(): Promise<void> {
    this.sniffed = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    const found = await fileTypeFromBuffer(head);
    // A DOCX may only show as a zip in its first bytes; the whole file is checked again after upload.
    const plausible =
      found &&
      ((this.rule.types as readonly string[]).includes(found.mime) ||
        (found.mime === ZIP && this.rule.types.includes(DOCX_TYPE)) ||
        (found.mime === DOCX_TYPE && this.rule.types.includes(DOCX_TYPE)));
    if (!plausible) throw unsupported();
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** The type read from the whole stored file; 415 unless the kind accepts it. */
export async function detectType(file: string, rule: TFileKindRule): Promise<TFileType> {
  const found = await fileTypeFromFile(file);
  if (!found || !(rule.types as readonly string[]).includes(found.mime)) throw unsupported();
  return found.mime as TFileType;
}

/**
 * Reads a zip's central directory (never unpacking anything) and refuses containers with too many entries, too
 * many unpacked bytes, a suspicious packing ratio, ZIP64 sizes or encryption: office files are small zips.
 */
export async function assertSafeZip(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw unsupported();
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    // ZIP64 markers: no office file we accept needs them.
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw unsupported();
    if (entries === 0 || entries > ZIP_MAX_ENTRIES) throw unsupported();
    if (cdOffset + cdSize > size) throw unsupported();
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    let at = 0;
    let unpacked = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50) throw unsupported();
      const flags = cd.readUInt16LE(at + 8);
      const packedSize = cd.readUInt32LE(at + 20);
      const unpackedSize = cd.readUInt32LE(at + 24);
      if (flags & 0x1) throw unsupported(); // encrypted
      if (packedSize === 0xffffffff || unpackedSize === 0xffffffff) throw unsupported();
      if (unpackedSize > 1024 * 1024 && unpackedSize > packedSize * ZIP_MAX_RATIO) throw unsupported();
      unpacked += unpackedSize;
      if (unpacked > ZIP_MAX_UNPACKED_BYTES) throw unsupported();
      at += 46 + cd.readUInt16LE(at + 28) + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Decodes and re-encodes an image into `target`, turned upright by its EXIF orientation and without any
 * metadata (GPS, camera, comments): many interns are minors and phone photos carry where they were taken.
 */
export async function reencodeImage(source: string, target: string, type: TFileType): Promise<void> {
  try {
    const image = sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85, mozjpeg: true });
    await encoded.toFile(target);
  } catch {
    throw unsupported();
  }
}

/** Control characters, invisible formatting (zero-width, bidi overrides, BOM) and unpaired surrogates. */
function invisible(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    cp === 0xfeff ||
    (cp >= 0xd800 && cp <= 0xdfff)
  );
}

/**
 * The original name as harmless metadata: no directories, no control or invisible formatting characters
 * (NUL, bidi overrides), no unpaired surrogates, trimmed of dots and spaces, at most 200 characters.
 */
export function sanitiseFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  // Iterating a string yields code points: a lone surrogate comes out alone, in the surrogate range.
  name = [...name]
    .filter((ch) => !invisible(ch.codePointAt(0) ?? 0))
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if ([...name].length > 200) name = [...name].slice(-200).join('');
  return name || 'file';
}
