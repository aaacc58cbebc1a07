/** Test files for the upload checks: real images (sharp), minimal PDF and DOCX, zip bombs, multipart bodies. */
import sharp from 'sharp';
import yazl from 'yazl';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(8),
  Buffer.from([2, 0, 0x3e, 0, 1, 0, 0, 0]),
  Buffer.alloc(200),
]);
export const TEXT = Buffer.from('Just some text pretending to be a PDF.\n'.repeat(20));

/** A small JPEG carrying EXIF metadata (a description with GPS-like text). */
export function jpegWithExif(secret: string): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#c2500f' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: secret, Copyright: secret } })
    .toBuffer();
}

export function png(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#01486b' } })
    .png()
    .toBuffer();
}

async function zip(entries: Array<[string, Buffer]>, compress = true): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, data] of entries) z.addBuffer(data, name, { compress });
  z.end();
  const chunks: Buffer[] = [];
  for await (const chunk of z.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A minimal Word document (what file-type recognises as DOCX). */
export function docx(extra: Array<[string, Buffer]> = [], compress = true): Promise<Buffer> {
  return zip(
    [['[Content_Types].xml', CONTENT_TYPES], ['word/document.xml', Buffer.from('<w:document/>')], ...extra],
    compress,
  );
}

/** DOCX bombs: one entry that unpacks ~1000-fold, and one with thousands of entries. */
export const docxBombRatio = () => docx([['word/media/zeros.bin', Buffer.alloc(4 * 1024 * 1024)]]);
export const docxBombEntries = () =>
  docx(
    Array.from({ length: 2001 }, (_, i): [string, Buffer] => [`word/parts/p${i}.xml`, Buffer.from('x')]),
    false,
  );

/** A multipart body: the `kind` field (unless null) then the file part. */
export async function multipart(
  kind: string | null,
  bytes: Buffer,
  filename = 'upload.bin',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  return formData(kind === null ? {} : { kind }, [{ field: 'file', bytes, filename }]);
}

/** A multipart body of file parts, each under its own field name (e.g. several `photo` parts). */
export async function fileParts(
  parts: Array<{ field: string; bytes: Buffer; filename?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  return formData({}, parts);
}

/**
 * A multipart form of text fields (a list: the key repeated) and file parts, as a browser's FormData sends it:
 * the form-data writes of resources, documents, facilitation guides and public mentors (RC §7).
 */
export async function formData(
  fields: Record<string, string | number | boolean | null | undefined | ReadonlyArray<string>>,
  parts: Array<{ field: string; bytes: Buffer; filename?: string }> = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value as ReadonlyArray<string>) form.append(name, v);
    else form.append(name, value === null ? '' : String(value));
  }
  for (const p of parts)
    form.append(p.field, new Blob([new Uint8Array(p.bytes)]), p.filename ?? 'upload.bin');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}
