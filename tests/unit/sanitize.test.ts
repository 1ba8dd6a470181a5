import { describe, expect, test } from 'vitest';
import { sanitizeRichText } from '../../server/services/sanitize.ts';
import { isAllowedImageSrc } from '../../shared/rich-text-urls.ts';

/** The rich-text allowlist (DESIGN 'Rich text'), one rule at a time. */

describe('links keep only http, https, mailto and tel', () => {
  test.each([
    ['https://a.example/x?y=1&z=2', '<a href="https://a.example/x?y=1&amp;z=2">t</a>'],
    ['http://a.example', '<a href="http://a.example">t</a>'],
    ['mailto:info@a.example', '<a href="mailto:info@a.example">t</a>'],
    ['tel:+86105550193', '<a href="tel:+86105550193">t</a>'],
    ['javascript:alert(1)', '<a>t</a>'],
    ['vbscript:msgbox(1)', '<a>t</a>'],
    ['data:text/html,<b>x</b>', '<a>t</a>'],
    ['//evil.example/', '<a>t</a>'],
    ['ftp://files.example/', '<a>t</a>'],
    ['/shop/harbour', '<a href="/shop/harbour">t</a>'],
    ['relative/page', '<a>t</a>'],
  ])('%s', (href, expected) => {
    expect(sanitizeRichText(`<a href="${href}">t</a>`)).toBe(expected);
  });
});

describe('images keep only http, https, site paths and raster data:', () => {
  test.each([
    ['https://i.example/a.png', true],
    ['/api/media/abc.webp', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['relative.png', false],
  ])('%s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
    const out = sanitizeRichText(`<p>x</p><img src="${src}" alt="a">`);
    expect(out.includes('<img')).toBe(allowed);
  });
});

test('tags and attributes outside the allowlist go; their text stays unless it is script or style', () => {
  expect(sanitizeRichText('<div class="x" id="y"><span style="color:red">Kept</span></div>')).toBe('Kept');
  expect(sanitizeRichText('<p>a<script>alert(1)</script>b<style>p{}</style></p>')).toBe('<p>ab</p>');
  expect(sanitizeRichText('<h1>Title</h1><h6>Small</h6><b>B</b><i>I</i>')).toBe(
    '<h2>Title</h2><h4>Small</h4><strong>B</strong><em>I</em>',
  );
});

test('sanitising twice gives the same result', () => {
  const samples = [
    '<p>5 &gt; 3 &amp; 2 &lt; 4 "quoted" \'single\'</p>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<p><a href="https://x.example/?a=1&b=<2>">odd</a></p>',
    '<img src="https://x.example/a.png" alt="&quot;quote&quot; & <tag>">',
    '<p>unclosed <strong>bold <em>both</p>',
    '<ol start="3"><li>three</li></ol><pre><code>if (a < b) {}</code></pre>',
    '<p>non-breaking&nbsp;space and emoji 🎨 and 한국어 and 中文</p>',
    '<<script>script>alert(1)<</script>/script>',
  ];
  for (const html of samples) {
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  }
});
