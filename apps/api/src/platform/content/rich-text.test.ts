/**
 * The rich-text allowlist: every known way of smuggling script into stored HTML comes back inert, and the markup
 * the editor produces survives unchanged.
 */
import { describe, expect, it } from 'vitest';
import { LINK_REL, richTextIsEmpty, richTextToPlain, sanitizeRichText } from './rich-text.ts';

/** Nothing executable or styled is left in the output. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|style|math|form|input)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript\s*:/i);
  expect(html).not.toMatch(/\s(style|class|id|src)\s*=/i);
}

describe('sanitizeRichText', () => {
  it('drops <script> with its content', () => {
    const out = sanitizeRichText('<p>Hello<script>alert(document.cookie)</script> world</p>');
    expect(out).toBe('<p>Hello world</p>');
    expectInert(out);
  });

  it('drops images with event handlers, and images altogether', () => {
    const out = sanitizeRichText(
      '<p>a<img src=x onerror="alert(1)">b<img src="https://ok.example/a.png"></p>',
    );
    expect(out).toBe('<p>ab</p>');
    expectInert(out);
  });

  it('a javascript: link keeps its text, not the link', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('click');
  });

  it('javascript: disguised by case, entities, white space and control characters is refused', () => {
    const hrefs = [
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#10;script:alert(1)',
      'jav&#x0D;ascript:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ];
    for (const href of hrefs) {
      const out = sanitizeRichText(`<p><a href="${href}">x</a></p>`);
      expect(out, href).toBe('<p>x</p>');
      expectInert(out);
    }
  });

  it('a refused link does not change the links after it', () => {
    expect(
      sanitizeRichText(
        '<p><a href="javascript:x()">bad</a> <a href="https://example.org">good</a> <em>e</em></p>',
      ),
    ).toBe(`<p>bad <a href="https://example.org" rel="${LINK_REL}">good</a> <em>e</em></p>`);
    expect(sanitizeRichText('<a href="/x">a</a><a href="http://ok.example">b</a>')).toBe(
      `a<a href="http://ok.example" rel="${LINK_REL}">b</a>`,
    );
  });

  it('relative and protocol-relative hrefs are not links either', () => {
    expect(sanitizeRichText('<a href="//evil.example/x">a</a>')).toBe('a');
    expect(sanitizeRichText('<a href="/internal">b</a>')).toBe('b');
    expect(sanitizeRichText('<a>c</a>')).toBe('c');
  });

  it('drops <svg onload>, <iframe>, <math>, forms and styles', () => {
    for (const html of [
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>">x</iframe>',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<form action="https://evil.example"><input name="a"><button>go</button></form>',
      '<style>body{display:none}</style>',
      '<object data="x.swf"></object><embed src="x.swf">',
    ]) {
      const out = sanitizeRichText(`<p>ok</p>${html}`);
      expectInert(out);
      expect(out.startsWith('<p>ok</p>'), html).toBe(true);
    }
  });

  it('strips style, class, id and event attributes from allowed tags', () => {
    const out = sanitizeRichText(
      '<p style="position:fixed" class="x" id="y" onclick="alert(1)" onmouseover="alert(2)">t</p>',
    );
    expect(out).toBe('<p>t</p>');
    expect(sanitizeRichText('<h2 style="background:url(javascript:alert(1))">h</h2>')).toBe('<h2>h</h2>');
  });

  it('keeps the allowed markup as it was sent', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>One <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> ' +
      '<u>u</u> <s>s</s><br />next</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>' +
      '<pre><code>const a = 1;</code></pre><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('links: http, https and mailto kept, with rel always set and target only _blank', () => {
    expect(sanitizeRichText('<a href="https://example.org/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      `<a href="https://example.org/a?b=1&amp;c=2" rel="${LINK_REL}" target="_blank">x</a>`,
    );
    expect(sanitizeRichText('<a href="http://example.org" rel="opener" target="_parent">x</a>')).toBe(
      `<a href="http://example.org" rel="${LINK_REL}">x</a>`,
    );
    expect(sanitizeRichText('<a href="mailto:info@example.org">mail</a>')).toBe(
      `<a href="mailto:info@example.org" rel="${LINK_REL}">mail</a>`,
    );
  });

  it('escapes text, keeping letters of every language', () => {
    expect(sanitizeRichText('<p>3 &lt; 4 &amp; "ç ë š đ ž"</p>')).toBe('<p>3 &lt; 4 &amp; "ç ë š đ ž"</p>');
    expect(sanitizeRichText('plain <not a tag')).not.toContain('<not');
  });
});

describe('richTextIsEmpty', () => {
  it('is true for markup without text, and for text that sanitising removes', () => {
    for (const html of [
      '',
      '   ',
      '<p></p>',
      '<p>&nbsp;</p>',
      '<p> <br></p><hr>',
      '<script>x</script>',
      '<img src=x>',
    ])
      expect(richTextIsEmpty(html), html).toBe(true);
  });
  it('is false when any text shows', () => {
    for (const html of ['a', '<p>a</p>', '<p><a href="https://x.org">l</a></p>', '<p>&lt;</p>'])
      expect(richTextIsEmpty(html), html).toBe(false);
  });
});

describe('richTextToPlain', () => {
  it('decodes entities and separates blocks', () => {
    expect(richTextToPlain('<p>a&lt;b</p><p>c&nbsp;d&#233;</p>')).toBe('a<b c dé');
  });
});
