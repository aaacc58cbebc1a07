import { describe, expect, it } from 'vitest';
import { compareSerbianCyrillic, compareSerbianLatin, isCyrillicText } from './script.ts';

const sorted = (list: string[]) => [...list].sort(compareSerbianCyrillic);

describe('compareSerbianCyrillic', () => {
  it('puts the letters in the order of the azbuka', () => {
    const azbuka = [...'абвгдђежзијклљмнњопрстћуфхцчџш'];
    expect(sorted([...azbuka].reverse())).toEqual(azbuka);
    expect(sorted(['Шабац', 'Ужице', 'Ђаковица', 'Београд', 'Ариље'])).toEqual([
      'Ариље',
      'Београд',
      'Ђаковица',
      'Ужице',
      'Шабац',
    ]);
  });

  it('sorts љ after л, њ after н, џ after ч, ђ after д, ћ after т', () => {
    expect(sorted(['Љубовија', 'Лука', 'Ложа'])).toEqual(['Ложа', 'Лука', 'Љубовија']);
    expect(compareSerbianCyrillic('љ', 'л')).toBeGreaterThan(0);
    expect(compareSerbianCyrillic('љ', 'м')).toBeLessThan(0);
    expect(sorted(['Његош', 'Ниш', 'Нови Сад'])).toEqual(['Ниш', 'Нови Сад', 'Његош']);
    expect(compareSerbianCyrillic('њ', 'о')).toBeLessThan(0);
    expect(sorted(['Џеп', 'Чачак', 'Шид'])).toEqual(['Чачак', 'Џеп', 'Шид']);
    expect(sorted(['Ђурђевац', 'Дечани', 'Ечка'])).toEqual(['Дечани', 'Ђурђевац', 'Ечка']);
    expect(sorted(['Ћуприја', 'Тутин', 'Ужице'])).toEqual(['Тутин', 'Ћуприја', 'Ужице']);
  });

  it('ignores case (ties by code point)', () => {
    expect(sorted(['љиљан', 'Лука', 'ЛАВ'])).toEqual(['ЛАВ', 'Лука', 'љиљан']);
    expect(compareSerbianCyrillic('Београд', 'београд')).not.toBe(0);
    expect(Math.sign(compareSerbianCyrillic('ЂАК', 'дај'))).toBe(1);
    expect(compareSerbianCyrillic('абв', 'абв')).toBe(0);
  });

  it('puts a shorter text first, white space before letters, other characters after by code point', () => {
    expect(sorted(['Нови Пазар', 'Нови', 'Новиград'])).toEqual(['Нови', 'Нови Пазар', 'Новиград']);
    expect(sorted(['IT', 'Шабац', 'Ариље'])).toEqual(['Ариље', 'Шабац', 'IT']);
  });
});

describe('compareSerbianLatin', () => {
  it('sorts in the Latin order: c č ć d dž đ, l lj, n nj, s š, z ž', () => {
    const latin = [
      'Žabalj',
      'Đakovica',
      'Dževdet',
      'Ćuprija',
      'Čačak',
      'Cetinje',
      'Ljig',
      'Loznica',
      'Niš',
      'Njegoš',
    ];
    expect([...latin].sort(compareSerbianLatin)).toEqual([
      'Cetinje',
      'Čačak',
      'Ćuprija',
      'Dževdet',
      'Đakovica',
      'Loznica',
      'Ljig',
      'Niš',
      'Njegoš',
      'Žabalj',
    ]);
    // a prefix keeps two letters: odžaliti (d, ž) before odžak (dž)
    expect(compareSerbianLatin('odžaliti', 'odžak')).toBeLessThan(0);
    expect(compareSerbianLatin('Šabac', 'sabor')).toBeGreaterThan(0);
    // codes and foreign words sort among the others by their letters
    expect(['Zanat', 'IT podrška', 'Excel', 'Agronomija'].sort(compareSerbianLatin)).toEqual([
      'Agronomija',
      'Excel',
      'IT podrška',
      'Zanat',
    ]);
  });
});

describe('isCyrillicText', () => {
  it('accepts Cyrillic with digits, punctuation and codes in capitals', () => {
    expect(isCyrillicText('Београд')).toBe(true);
    expect(isCyrillicText('ИТ и телекомуникације (ICT), ниво B2')).toBe(true);
    expect(isCyrillicText('')).toBe(true);
  });

  it('refuses Latin words, even mixed into Cyrillic', () => {
    expect(isCyrillicText('Beograd')).toBe(false);
    expect(isCyrillicText('Нови Sad')).toBe(false);
    expect(isCyrillicText('Београдa')).toBe(false);
    expect(isCyrillicText('Résumé')).toBe(false);
  });
});
