import type { TCatalogueRef } from '@praktika/contracts/accounts';
import { contentLanguageOf, type TUiLanguage } from '@praktika/contracts/common';
import { languageName, type TInternCv } from '@praktika/contracts/cv';
import { inScript } from '@praktika/contracts/script';
import { texts } from '../../i18n/index.ts';
import { openPdf, PDF_COLORS } from '../../platform/pdf/pdf-document.ts';

/*
 * The CV as a PDF, drawn with pdfkit from the stored CV (no HTML, no browser; platform/pdf/pdf-document.ts: DejaVu
 * Sans embedded, so Albanian and Serbian letters render and extract as text). What it holds: name, e-mail and
 * phone, municipality, education, experience, languages with levels, fields of interest, skills, availability,
 * other engagements, and the photo (above the name, when there is one). Never the birth date, gender, ethnicity, health conditions or address: the PDF is what the
 * intern hands to organisations, so it shows what organisations see.
 *
 * In `sr-Cyrl` (issue 22 §1) the PDF is the Serbian one with its labels, catalogue names, education and experience
 * types and language names in Cyrillic (`inScript`); what the intern wrote (titles, companies, places, descriptions,
 * field of study, availability, other engagements, their name) is kept as written, as it may be Albanian or English.
 */

const { brand: BRAND, muted: MUTED } = PDF_COLORS;

/** MM/YYYY, the usual precision of a CV's periods. */
function month(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** The photo's box above the name (points). */
export const CV_PHOTO_SIZE = 90;

/** `photo`: the intern's photo as JPEG or PNG bytes (pdfkit's image formats), or none. */
export async function renderCvPdf(cv: TInternCv, reader: TUiLanguage, photo?: Buffer): Promise<Buffer> {
  const lang = contentLanguageOf(reader);
  const c = (text: string) => inScript(reader, text);
  const l = texts(lang).cv;
  // A catalogue item's own Cyrillic name when the reference carries one, else its Serbian name transliterated.
  const name = (ref: (TCatalogueRef & { srCyrlName?: string | null }) | null) =>
    !ref
      ? ''
      : reader === 'sr-Cyrl' && ref.srCyrlName
        ? ref.srCyrlName
        : c(ref[`${lang}Name`] || ref.enName || ref.sqName || ref.srName);
  const fullName = `${cv.name} ${cv.lastName}`;

  const { doc, done } = await openPdf({
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    title: `${c(l.title)} - ${fullName}`,
    author: fullName,
    lang: reader,
  });

  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor(BRAND).text(c(text));
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.width - doc.page.margins.right, y)
      .strokeColor(BRAND)
      .lineWidth(0.7)
      .stroke();
    doc.moveDown(0.4);
    doc.font('body').fontSize(10.5).fillColor('black');
  };
  const line = (label: string, value: string | null | undefined) => {
    if (!value) return;
    doc
      .font('bold')
      .text(`${c(label)}: `, { continued: true })
      .font('body')
      .text(value);
  };
  const period = (start: string, end: string | null, ongoing: string) =>
    `${month(start)} – ${end ? month(end) : c(ongoing)}`;

  if (photo) {
    const top = doc.y;
    try {
      doc.image(photo, doc.page.margins.left, top, { fit: [CV_PHOTO_SIZE, CV_PHOTO_SIZE] });
      doc.x = doc.page.margins.left;
      doc.y = top + CV_PHOTO_SIZE + 10;
    } catch {
      // an image pdfkit cannot read: the CV without it
    }
  }
  doc.font('bold').fontSize(22).fillColor(BRAND).text(fullName);
  doc.font('body').fontSize(11).fillColor(MUTED).text(c(l.title));

  heading(l.contact);
  line(l.email, cv.email);
  line(l.phone, cv.phoneNumber);
  line(l.municipality, name(cv.municipality));

  if (cv.education.length) {
    heading(l.education);
    for (const e of cv.education) {
      const institution = e.institution ? name(e.institution) : (e.otherInstitution ?? '');
      doc.font('bold').text(institution);
      const place = [name(e.municipality), name(e.country)].filter(Boolean).join(', ');
      doc
        .font('body')
        .fillColor(MUTED)
        .text(
          [c(l.educationTypes[e.type]), place, period(e.startDate, e.endDate, l.studying)]
            .filter(Boolean)
            .join(' · '),
        )
        .fillColor('black');
      line(l.fieldOfStudy, e.fieldOfStudy);
      doc.moveDown(0.4);
    }
  }

  if (cv.experience.length) {
    heading(l.experience);
    for (const e of cv.experience) {
      doc.font('bold').text(`${e.title} — ${e.company}`);
      doc
        .font('body')
        .fillColor(MUTED)
        .text(
          [c(l.experienceTypes[e.type]), e.location, period(e.startDate, e.endDate, l.present)]
            .filter(Boolean)
            .join(' · '),
        )
        .fillColor('black');
      if (e.description) doc.text(e.description);
      doc.moveDown(0.4);
    }
  }

  if (cv.languages.length) {
    heading(l.languages);
    for (const row of cv.languages) {
      doc
        .font('bold')
        .text(`${c(languageName(row.language, lang))}: `, { continued: true })
        .font('body')
        .text(c(`${l.speaking} ${l.levels[row.speakingLevel]}, ${l.writing} ${l.levels[row.writingLevel]}`));
    }
  }

  const list = (label: string, refs: TCatalogueRef[]) => {
    if (!refs.length) return;
    heading(label);
    doc.text(refs.map(name).join(', '));
  };
  list(l.categories, cv.categories);
  list(l.skills, cv.skills);
  if (cv.availability) {
    heading(l.availability);
    doc.text(cv.availability);
  }
  if (cv.otherEngagements) {
    heading(l.otherEngagements);
    doc.text(cv.otherEngagements);
  }

  doc.end();
  return done;
}

/** `CV-<First>-<Last>.pdf` in ASCII for `filename=`, and the real name for `filename*=`. */
export function cvFileName(cv: Pick<TInternCv, 'name' | 'lastName'>): { ascii: string; utf8: string } {
  const words = `${cv.name} ${cv.lastName}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const utf8 = `CV-${words.join('-') || 'intern'}.pdf`;
  const ascii = utf8
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return { ascii, utf8 };
}

export function cvContentDisposition(cv: Pick<TInternCv, 'name' | 'lastName'>): string {
  const { ascii, utf8 } = cvFileName(cv);
  const encoded = encodeURIComponent(utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
