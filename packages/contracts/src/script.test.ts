import { describe, expect, it } from 'vitest';
import { cyrillicDeep, latinLeftovers, toCyrillic } from './script.ts';

describe('toCyrillic', () => {
  it('maps the 30 letters, digraphs as one letter, in every case', () => {
    expect(toCyrillic('abvgdđežzijklljmnnjoprstćufhcčdžš')).toBe('абвгдђежзијклљмнњопрстћуфхцчџш');
    expect(toCyrillic('Avala Beograd Ćirilica ĐAK ŠKOLA')).toBe('Авала Београд Ћирилица ЂАК ШКОЛА');
    expect(toCyrillic('Ljubav, Njegoš, Džep, ljiljan')).toBe('Љубав, Његош, Џеп, љиљан');
    expect(toCyrillic('Ćuprija Šabac Žabalj Đakovica Čačak')).toBe('Ћуприја Шабац Жабаљ Ђаковица Чачак');
  });

  it('keeps two letters where a prefix ends between them', () => {
    expect(toCyrillic('nadživeti podžanr odžaliti odžak')).toBe('надживети поджанр оджалити оџак');
    expect(toCyrillic('injekcija konjugacija Konjunkcija vanjezički')).toBe(
      'инјекција конјугација Конјункција ванјезички',
    );
    expect(toCyrillic('konj, njiva, Kanjiža')).toBe('коњ, њива, Кањижа');
  });

  it('keeps placeholders, tags, URLs, e-mails, file names, the product name, codes and foreign words', () => {
    expect(toCyrillic('Zdravo {{name}}, imate {{count}} prijava')).toBe(
      'Здраво {{name}}, имате {{count}} пријава',
    );
    expect(toCyrillic('Pročitajte <0>uslove</0> i <strong>politiku</strong>')).toBe(
      'Прочитајте <0>услове</0> и <strong>политику</strong>',
    );
    expect(toCyrillic('Idite na https://praktika.example/verify/AB12 ili pišite na info@praktika.rks')).toBe(
      'Идите на https://praktika.example/verify/AB12 или пишите на info@praktika.rks',
    );
    expect(toCyrillic('Preuzmite CV kao PDF (cv-drita.pdf, do 5 MB)')).toBe(
      'Преузмите CV као PDF (cv-drita.pdf, до 5 MB)',
    );
    expect(toCyrillic('Dobro došli u Praktika; IBAN počinje sa XK')).toBe(
      'Добро дошли у Praktika; IBAN почиње са XK',
    );
    expect(toCyrillic('Datum: DD.MM.YYYY; LinkedIn profil; $t(common:yes)')).toBe(
      'Датум: DD.MM.YYYY; LinkedIn профил; $t(common:yes)',
    );
    expect(toCyrillic('Dozvoljeno: .docx i .pdf')).toBe('Дозвољено: .docx и .pdf');
  });

  it('changes nothing but letters: numbers, punctuation, emoji and other scripts stay', () => {
    const text = '1.234,50 € – 100 % „tačno“ 🙂 Shqip ë';
    expect(toCyrillic(text)).toBe('1.234,50 € – 100 % „тачно“ 🙂 Shqip ë');
  });

  it('derives whole files, keeping keys and non-strings', () => {
    expect(cyrillicDeep({ title: 'Naslov', list: ['jedan', { deep: 'dva' }], n: 3, off: null })).toEqual({
      title: 'Наслов',
      list: ['један', { deep: 'два' }],
      n: 3,
      off: null,
    });
  });

  it('latinLeftovers finds Latin words outside the exceptions, and none in a derived text', () => {
    expect(latinLeftovers('Здраво {{name}} from CV Praktika https://x.org')).toEqual(['from']);
    expect(latinLeftovers('Кафе café, ë')).toEqual(['café', 'ë']);
    expect(
      latinLeftovers(toCyrillic('Pošaljite prijavu za {{title}} do {{date}} na <1>stranici</1>.')),
    ).toEqual([]);
  });
});
