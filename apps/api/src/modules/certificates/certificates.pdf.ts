import { contentLanguageOf, LANGUAGES, type TUiLanguage } from '@praktika/contracts/common';
import { displayCode, type TCertificateKind } from '@praktika/contracts/certificates';
import { displayDate } from '@praktika/contracts/dates';
import { inScript } from '@praktika/contracts/script';
import { countText, format, Plural, texts } from '../../i18n/index.ts';
import { lazyImport } from '../../platform/lazy.ts';
import { openPdf, PDF_COLORS } from '../../platform/pdf/pdf-document.ts';

/*
 * The certificate as one A4 page, drawn with pdfkit (like the CV's PDF) with DejaVu Sans embedded, so ë ç č ć đ š ž
 * (and Cyrillic) render and extract as text. The reader's language comes first and large, the other two below it;
 * then the QR code of the verify page (drawn as vector squares from the `qrcode` package's matrix, so it stays sharp
 * at any zoom) with the code printed beside it, and the programme's partners at the foot. A reader of `sr-Cyrl` gets
 * the Serbian texts in Cyrillic first (`inScript`), then Albanian and English; the names and the title stay as
 * written.
 */

const { brand: BRAND, muted: MUTED } = PDF_COLORS;
const qrcode = lazyImport(() => import('qrcode'));
const QR_SIZE = 130;

/** What the page says: the certificate's snapshot. */
export interface CertificatePdfInput {
  code: string;
  kind: TCertificateKind;
  holderName: string;
  organisationName: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
  months: number | null;
  days: number | null;
  mentorName: string | null;
  issuedAt: Date;
  /** `/verify/{code}` on the public site: the QR code's content. */
  verifyUrl: string;
}

/** The reader's language first (sr-Cyrl in Serbian's place), then the other two in the usual order. */
export function languageOrder(first: TUiLanguage): TUiLanguage[] {
  return [first, ...LANGUAGES.filter((l) => l !== contentLanguageOf(first))];
}

/**
 * A language's certificate texts, in its script (sr-Cyrl: the Serbian ones in Cyrillic; placeholders kept, so the
 * title and organisation filled in later stay as written). Counted texts (`Plural`) are left as they are.
 */
export function certificateTexts(lang: TUiLanguage): CertificateTexts {
  const t = texts(contentLanguageOf(lang)).certificates;
  return lang === 'sr-Cyrl' ? cyrillicTexts(t) : t;
}

export type CertificateTexts = ReturnType<typeof texts>['certificates'];
function cyrillicTexts(t: CertificateTexts): CertificateTexts {
  const deep = (v: unknown): unknown =>
    typeof v === 'string'
      ? inScript('sr-Cyrl', v)
      : v && typeof v === 'object' && !(v instanceof Plural)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)]))
        : v;
  return deep(t) as CertificateTexts;
}

function facts(c: CertificatePdfInput, lang: TUiLanguage): { label: string; value: string }[] {
  const t = texts(contentLanguageOf(lang)).certificates;
  const s = (text: string) => inScript(lang, text);
  const out: { label: string; value: string }[] = [];
  if (c.startDate || c.endDate)
    out.push({
      label: s(t.labels.period),
      value: `${c.startDate ? displayDate(c.startDate) : '…'} – ${c.endDate ? displayDate(c.endDate) : '…'}`,
    });
  const content = contentLanguageOf(lang);
  if (c.months !== null)
    out.push({ label: s(t.labels.length), value: s(countText(content, t.months, c.months)) });
  else if (c.days !== null)
    out.push({ label: s(t.labels.length), value: s(countText(content, t.days, c.days)) });
  if (c.mentorName) out.push({ label: s(t.labels.mentor), value: c.mentorName });
  out.push({ label: s(t.labels.issued), value: displayDate(c.issuedAt.toISOString()) });
  return out;
}

export async function renderCertificatePdf(c: CertificatePdfInput, reader: TUiLanguage): Promise<Buffer> {
  const [first, ...others] = languageOrder(reader);
  const main = certificateTexts(first!);
  const code = displayCode(c.code);
  const { doc, done } = await openPdf({
    margins: { top: 48, bottom: 20, left: 56, right: 56 },
    title: `${main.heading[c.kind]} - ${c.holderName}`,
    author: 'Praktika',
    lang: first!,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rule = (color = BRAND, weight = 0.8) => {
    const y = doc.y + 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(color)
      .lineWidth(weight)
      .stroke();
    doc.y = y + 10;
  };
  const params = { title: c.title, organisation: c.organisationName };
  // An organisation's name may end in a full stop ("SH.P.K."): the sentence does not add a second one.
  const completed = (lang: TUiLanguage) =>
    format(certificateTexts(lang).completed[c.kind], params).replace(/\.\.$/, '.');

  // A frame around the page.
  doc
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .strokeColor(BRAND)
    .lineWidth(1.5)
    .stroke();

  // The reader's language, large.
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(BRAND)
    .text(main.programme, left, doc.y, { width, align: 'center' });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(26).fillColor(BRAND).text(main.heading[c.kind], { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('body').fontSize(12).fillColor('black').text(main.certifies, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(22).text(c.holderName, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('body').fontSize(13).text(completed(first!), { width, align: 'center' });
  doc.moveDown(0.8);
  for (const fact of facts(c, first!))
    doc.font('body').fontSize(11.5).text(`${fact.label}: ${fact.value}`, { width, align: 'center' });
  doc.moveDown(0.6);
  rule();

  // The other two languages, smaller.
  for (const lang of others) {
    const t = certificateTexts(lang);
    doc.font('bold').fontSize(12).fillColor(BRAND).text(t.heading[c.kind], left, doc.y, { width });
    doc
      .font('body')
      .fontSize(9.5)
      .fillColor('black')
      .text(`${t.certifies} ${c.holderName} ${completed(lang)}`, { width });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        facts(c, lang)
          .map((f) => `${f.label}: ${f.value}`)
          .join(' · '),
        { width },
      );
    doc.moveDown(0.7);
  }
  rule(MUTED, 0.5);

  // The QR code of the verify page and the code beside it.
  const qr = (await qrcode()).create(c.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = QR_SIZE / size;
  const top = doc.y;
  doc.fillColor('black');
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (qr.modules.get(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell);
  doc.fill();
  const textLeft = left + QR_SIZE + 18;
  const textWidth = width - QR_SIZE - 18;
  doc.font('body').fontSize(9).fillColor(MUTED);
  doc.text(
    languageOrder(first!)
      .map((l) => certificateTexts(l).labels.code)
      .join(' / '),
    textLeft,
    top + 6,
    { width: textWidth },
  );
  doc.font('bold').fontSize(20).fillColor(BRAND).text(code, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('body').fontSize(8.5).fillColor(MUTED);
  for (const lang of languageOrder(first!))
    doc.text(format(certificateTexts(lang).scan, { url: c.verifyUrl }), { width: textWidth });
  doc.y = Math.max(doc.y, top + QR_SIZE) + 14;

  // The programme's partners at the foot, in the three languages.
  doc.font('body').fontSize(8).fillColor(MUTED);
  doc.x = left;
  for (const lang of languageOrder(first!))
    doc.text(certificateTexts(lang).partners, left, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}
