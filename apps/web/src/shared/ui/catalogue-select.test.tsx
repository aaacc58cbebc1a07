import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../app/i18n.ts';
import { catalogueItem, catalogueLists, stubFetch } from '../../../test/helpers.tsx';
import { renderShared } from '../test/render.tsx';
import { compareShown } from '../lib/shown-text.ts';
import { CatalogueSelect, catalogueName, catalogueOptions, catalogueSearch } from './catalogue-select.tsx';

/**
 * Issue 22 §1: in the Cyrillic interface a catalogue select shows the Serbian names in Cyrillic (an item's own
 * Cyrillic name where it has one), sorted in the azbuka's order, and finds them by their Latin names too.
 */
const municipality = (id: string, sr: string, srCyrlName?: string) =>
  catalogueItem(id, `${sr} (en)`, { srName: sr, ...(srCyrlName ? { srCyrlName } : {}) });

/** As the API sends them for `selectedLanguage=sr`: in Serbian Latin order. */
const MUNICIPALITIES = [
  municipality('m1', 'Beograd'),
  municipality('m2', 'Čačak'),
  municipality('m3', 'Ćuprija'),
  // "dj" transliterates to дј: the item carries its Cyrillic name
  municipality('m4', 'Djurdjevik', 'Ђурђевик'),
  municipality('m5', 'Loznica'),
  municipality('m6', 'Ljig'),
  municipality('m7', 'Šabac'),
  municipality('m8', 'Zubin Potok'),
];
const IN_AZBUKA_ORDER = ['Београд', 'Ђурђевик', 'Зубин Поток', 'Лозница', 'Љиг', 'Ћуприја', 'Чачак', 'Шабац'];

const shownOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('sr-Cyrl');
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('sq');
});

describe('catalogue names and options in Cyrillic', () => {
  it('names an item by its own Cyrillic name, or the Serbian name transliterated', () => {
    expect(catalogueName(MUNICIPALITIES[3]!, 'sr')).toBe('Ђурђевик');
    expect(catalogueName(MUNICIPALITIES[0]!, 'sr')).toBe('Београд');
    expect(catalogueName(MUNICIPALITIES[3]!, 'en')).toBe('Djurdjevik (en)');
  });

  it('sorts the options in the azbuka order and finds them by the Latin name', () => {
    const options = catalogueOptions(MUNICIPALITIES, 'sr');
    expect(options.map((o) => o.label)).toEqual(IN_AZBUKA_ORDER);
    const found = (typed: string) =>
      options.filter((o) => catalogueSearch.filterOption(typed, o)).map((o) => o.label);
    expect(found('beo')).toEqual(['Београд']);
    expect(found('БЕО')).toEqual(['Београд']);
    expect(found('cacak')).toEqual(['Чачак']);
    expect(found('djurdj')).toEqual(['Ђурђевик']);
    expect(found('ђур')).toEqual(['Ђурђевик']);
  });

  it('keeps the API order and Latin names in Latin Serbian', async () => {
    await i18n.changeLanguage('sr');
    expect(catalogueOptions(MUNICIPALITIES, 'sr').map((o) => o.label)).toEqual(
      MUNICIPALITIES.map((m) => m.srName),
    );
  });

  it('compares shown names by the interface language', () => {
    expect(['Шабац', 'Ћуприја', 'Чачак', 'Љиг'].sort(compareShown('sr-Cyrl'))).toEqual([
      'Љиг',
      'Ћуприја',
      'Чачак',
      'Шабац',
    ]);
    expect(['Zubin Potok', 'Šabac', 'Ćuprija', 'Čačak', 'Ljig', 'Loznica'].sort(compareShown('sr'))).toEqual([
      'Čačak',
      'Ćuprija',
      'Loznica',
      'Ljig',
      'Šabac',
      'Zubin Potok',
    ]);
  });

  it('a select in sr-Cyrl shows the override, in Cyrillic order, and finds an option typed in Latin', async () => {
    const calls = stubFetch(catalogueLists({ municipalities: MUNICIPALITIES }));
    const user = userEvent.setup();
    renderShared(<CatalogueSelect collection="municipalities" aria-label="Општина" />);
    const select = screen.getByRole('combobox', { name: 'Општина' });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/municipalities?'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/municipalities?'))!.url).toContain('selectedLanguage=sr');
    await user.click(select);
    await waitFor(() => expect(shownOptions()).toEqual(IN_AZBUKA_ORDER));
    expect(shownOptions()).not.toContain('Дјурдјевик');

    await user.type(select, 'beo');
    await waitFor(() => expect(shownOptions()).toEqual(['Београд']));
    await user.click(screen.getByTitle('Београд'));
    await waitFor(() => expect(select.closest('.ant-select')!.textContent).toContain('Београд'));
  });
});
