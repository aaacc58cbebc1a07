import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@praktika/contracts/common';
import { renderMail, type MailName } from '../../services.ts';

const LANGS: TLanguage[] = ['sq', 'sr', 'en'];

describe('mail templates', () => {
  const templates: MailName[] = ['confirmation', 'resend', 'reset'];

  it.each(templates)('renders %s in sq, sr and en with localised subjects', (template) => {
    const params = { name: 'Arta', code: '482913', link: 'https://praktika.example/x?a=1&b=2' };
    const rendered = LANGS.map((language) => renderMail({ template, language, params }));
    expect(new Set(rendered.map((r) => r.subject)).size).toBe(3);
    for (const r of rendered) {
      expect(r.text).toContain('Arta');
      expect(r.text).toContain('https://praktika.example/x?a=1&b=2');
      expect(r.html).toContain('href="https://praktika.example/x?a=1&amp;b=2"');
      if (template !== 'reset') {
        expect(r.text).toContain('482913');
        expect(r.html).toMatch(/font-size:32px[^>]*>482913</);
      }
    }
  });

  it('confirmation e-mails say plainly: click the link (enough by itself), or type the code', () => {
    const params = { code: '123456', link: 'https://p.example/l' };
    for (const template of ['confirmation', 'resend'] as const) {
      const en = renderMail({ template, language: 'en', params });
      expect(en.text).toContain('click the button below. That is all: there is nothing else to do.');
      expect(en.text).toContain('Or, if the link does not open, type this code on the confirmation page:');
      expect(en.text).toContain('The link and the code are valid for 15 minutes.');
      // The link comes first, the code is the alternative.
      expect(en.text.indexOf(params.link)).toBeLessThan(en.text.indexOf(params.code));
      expect(en.html.indexOf('href="https://p.example/l"')).toBeLessThan(en.html.indexOf('>123456<'));
      expect(renderMail({ template, language: 'sq', params }).text).toContain('Kaq mjafton');
      expect(renderMail({ template, language: 'sq', params }).text).toContain('shkruani këtë kod');
      expect(renderMail({ template, language: 'sr', params }).text).toContain('To je sve');
      expect(renderMail({ template, language: 'sr', params }).text).toContain('unesite ovaj kod');
    }
  });

  it('says what each e-mail is for', () => {
    const params = { code: '123456', link: 'https://p.example/l' };
    expect(renderMail({ template: 'confirmation', language: 'en', params }).text).toContain(
      'Confirm your account',
    );
    expect(renderMail({ template: 'resend', language: 'en', params }).text).toContain(
      'Here is your new confirmation code',
    );
    const reset = renderMail({ template: 'reset', language: 'en', params }).text;
    expect(reset).toContain('valid for one hour');
    expect(reset).toContain('If you did not ask for this, ignore this e-mail');
    expect(renderMail({ template: 'reset', language: 'sq', params }).text).toContain('një orë');
    expect(renderMail({ template: 'reset', language: 'sr', params }).text).toContain('jedan sat');
  });

  it('escapes params in HTML and greets without a name', () => {
    const r = renderMail({
      template: 'confirmation',
      language: 'en',
      params: { name: '<script>alert("x")</script>', code: '111111', link: 'https://p.example/"><b>' },
    });
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(r.html).not.toContain('"><b>');
    expect(
      renderMail({ template: 'reset', language: 'sr', params: { link: 'https://p.example' } }).text,
    ).toMatch(/^Zdravo,/);
  });

  it('falls back to sq for an unknown language', () => {
    const r = renderMail({
      template: 'reset',
      language: 'de' as TLanguage,
      params: { link: 'https://p.example' },
    });
    expect(r.subject).toBe(
      renderMail({ template: 'reset', language: 'sq', params: { link: 'https://p.example' } }).subject,
    );
  });
});
