import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { cspProblems, withPolicy } from './csp.ts';

// The hash a browser computes, recomputed here: SHA-256 of the script's UTF-8 text, base64.
const sha = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const THEME = '(function(){document.documentElement.classList.add("js")})()';
const MODULE = 'for(let e of document.querySelectorAll(`[data-x]`))e.hidden=!1';
const REFERRER = '<meta name="referrer" content="no-referrer">';
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const built = (head: string, body = '') => ({ path: '/en/', html: withPolicy(page(head, body)) });
const policyOf = (html: string): string => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;

describe('the policy written into a page', () => {
  const p = built(
    `${REFERRER}<script>${THEME}</script><script type="module" src="/_astro/a.js"></script>`,
    `<script type="module">${MODULE}</script>`,
  );

  test('lists the hash of every inline script, and only self for the rest', () => {
    const policy = policyOf(p.html);
    expect(policy).toContain(`script-src 'self' ${sha(THEME)} ${sha(MODULE)};`);
    expect(policy).not.toContain("unsafe-inline' ;");
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).not.toMatch(/wasm-unsafe-eval/);
    expect(cspProblems(p)).toEqual([]);
  });

  test('comes first, right after the charset', () => {
    expect(p.html).toMatch(/<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/);
  });

  test('written twice, it is still one policy', () => {
    const twice = { ...p, html: withPolicy(p.html) };
    expect(twice.html).toBe(p.html);
    expect(cspProblems(twice)).toEqual([]);
  });

  test('allows WebAssembly only where Pagefind is loaded', () => {
    const search = built(`${REFERRER}<script src="/pagefind/pagefind-ui.js"></script><script>${THEME}</script>`);
    expect(policyOf(search.html)).toContain("script-src 'self' 'wasm-unsafe-eval' ");
    expect(cspProblems(search)).toEqual([]);
  });

  test('a page outside Head.astro (no charset) fails the build', () => {
    expect(() => withPolicy('<html><head></head></html>', 'x.html')).toThrow(/x\.html/);
  });
});

describe('the site check', () => {
  const good = built(`${REFERRER}<script>${THEME}</script>`);

  test.each([
    ['no policy', { path: '/en/', html: page(`${REFERRER}<script>${THEME}</script>`) }, /0 Content-Security-Policy/],
    ['no referrer policy', built(`<script>${THEME}</script>`), /no <meta name="referrer">/],
    ['another referrer policy', built('<meta name="referrer" content="unsafe-url">'), /referrer policy "unsafe-url"/],
    // An inline script changed after the policy was written: its new hash is not listed.
    ['a script not in the policy', { ...good, html: good.html.replace('add("js")', 'add("x")') }, /inline script 1/],
    [
      "'unsafe-inline' for scripts",
      { ...good, html: good.html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") },
      /script-src allows 'unsafe-inline'/,
    ],
    [
      'WebAssembly on a page without Pagefind',
      { ...good, html: good.html.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'") },
      /wasm-unsafe-eval/,
    ],
    ['objects allowed', { ...good, html: good.html.replace("object-src 'none'", "object-src 'self'") }, /object-src/],
    [
      'a script before the policy',
      { ...good, html: good.html.replace('<meta charset="utf-8">', `<meta charset="utf-8"><script>${THEME}</script>`) },
      /comes before/,
    ],
    [
      'two policies',
      { ...good, html: good.html.replace('</head>', `${/<meta http-equiv[^>]*>/.exec(good.html)![0]}</head>`) },
      /2 Content/,
    ],
  ])('fails on %s', (_, p, message) => {
    expect(cspProblems(good)).toEqual([]);
    expect(cspProblems(p).join('\n')).toMatch(message);
  });

  test('an inline script in the body counts as much as one in the head', () => {
    const late = { ...good, html: good.html.replace('</body>', `<script type="module">${MODULE}</script></body>`) };
    expect(cspProblems(late)).toEqual([
      `/en/: inline script 2 (${JSON.stringify(MODULE.slice(0, 40))}…) is not in script-src`,
    ]);
  });
});
