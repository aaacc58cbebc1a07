import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../app/i18n.ts';
import { renderShared } from '../test/render.tsx';
import { plainExcerpt } from '../ui/rich-text.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { isEditorLink } from './rich-text-link.ts';

// ProseMirror measures the selection; jsdom has no layout
beforeAll(() => {
  // the editor chunk loads lazily; on a busy machine that takes a moment
  configure({ asyncUtilTimeout: 5000 });
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

function Controlled({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor id="text" aria-label="Text in English" value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled text box; the toolbar changes the HTML value and shows what is on', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    // (typing itself is covered in Playwright: jsdom's contenteditable does not feed ProseMirror)
    renderShared(<Controlled initial="<p>Hello</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Text in English' });
    expect(box).toHaveAttribute('id', 'text');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveTextContent('Hello');

    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    // select everything, make it bold: the value follows and the button says it is on
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('<p><strong>Hello</strong></p>'),
    );
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: 'Heading (H2)' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('<h2><strong>Hello</strong></h2>'),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('<p><strong>Hello</strong></p>'),
    );
    expect(screen.getByRole('toolbar', { name: 'Formatting: Text in English' })).toBeInTheDocument();
  });

  it('a link needs an http(s) or mailto address; remove takes it off again', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderShared(<Controlled initial="<p>Praktika</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Text in English' });
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Add or change link' }));
    const address = screen.getByLabelText('Link address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with https://');
    expect(screen.getByTestId('html')).toHaveTextContent('<p>Praktika</p>');

    await user.clear(address);
    await user.type(address, 'https://example.org/x{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('html').textContent).toMatch(
        /<a[^>]+href="https:\/\/example\.org\/x"[^>]*>Praktika<\/a>/,
      ),
    );
    const unlink = screen.getByRole('button', { name: 'Remove link' });
    await waitFor(() => expect(unlink).toBeEnabled());
    await user.click(unlink);
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p>Praktika</p>'));
  });

  it('an emptied editor is the empty string, and invalid marks the area', async () => {
    const user = userEvent.setup();
    renderShared(
      <>
        <Controlled initial="<p>x</p>" />
        <RichTextEditor aria-label="Broken" invalid value="" />
      </>,
    );
    const box = await screen.findByRole('textbox', { name: 'Text in English' });
    expect(box).not.toHaveAttribute('aria-invalid');
    box.focus();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe(''));
    expect(await screen.findByRole('textbox', { name: 'Broken' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('isEditorLink and plainExcerpt', () => {
  it('links: http, https with a host, and mailto only', () => {
    expect(isEditorLink('https://example.org')).toBe(true);
    expect(isEditorLink('http://a.b/c?d=1')).toBe(true);
    expect(isEditorLink('mailto:info@example.org')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '/path',
      '//evil.test',
      'https://',
      'ftp://x.y',
      'https://a b',
      '',
    ])
      expect(isEditorLink(bad), bad).toBe(false);
  });

  it('excerpts are plain text, words kept whole, nothing in the HTML runs', () => {
    expect(plainExcerpt('<h2>Title</h2><p>One <strong>two</strong></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One two a b',
    );
    expect(plainExcerpt('<p>alpha beta gamma delta</p>', 14)).toBe('alpha beta…');
    (window as unknown as { pwned?: boolean }).pwned = false;
    expect(plainExcerpt('<img src=x onerror="window.pwned=true"><p>safe</p>')).toBe('safe');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });
});
