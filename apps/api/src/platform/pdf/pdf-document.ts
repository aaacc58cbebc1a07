import { createRequire } from 'node:module';
import type { TUiLanguage } from '@praktika/contracts/common';
import { lazyImport } from '../lazy.ts';

/*
 * The platform's PDF documents (the CV, the certificate): pdfkit, loaded on the first PDF, with DejaVu Sans embedded
 * (subset) as `body` and `bold`, so Albanian and Serbian letters (ë ç č ć đ š ž) and Cyrillic render and extract as
 * text, and the brand's colours.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const PDF_COLORS: Readonly<{ brand: string; muted: string }> = { brand: '#01486B', muted: '#555555' };

const pdfkit = lazyImport(() => import('pdfkit'));

export interface PdfDocumentOptions {
  margins: PDFKit.PDFDocumentOptions['margins'];
  title: string;
  author: string;
  /** The document's language tag (`sr-Cyrl` for a Serbian document in Cyrillic). */
  lang: TUiLanguage;
}

/** An A4 document with the fonts registered; `done` resolves to its bytes after `doc.end()`. */
export async function openPdf(
  options: PdfDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    info: { Title: options.title, Author: options.author, Creator: 'Praktika' },
    lang: options.lang,
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
