import { describe, expect, test } from 'vitest';
import { isLang, otherLang } from '../../src/words/index.ts';
import { cssUrls, scanHtml } from './html.ts';
import { checkSite, mirrorProblems, resolveTarget, type Page } from './rules.ts';

/** A minimal well-formed page of our site: html lang plus the language switch. */
function page(path: string, body = '', lang = path.split('/')[1] ?? 'de'): Page {
  const other = isLang(lang) ? otherLang(lang) : 'de';
  const twin = `/${other}/${path.split('/').slice(2).join('/')}`;
  return {
    path,
    html: `<!doctype html><html lang="${lang}"><head></head><body>
      <a href="${twin}" hreflang="${other}" lang="${other}" data-lang-switch>${other}</a>${body}</body></html>`,
  };
}

function site(pages: Page[], extraFiles: string[] = []) {
  const files = new Set([
    ...pages.map((p) => (p.path.endsWith('/') ? `${p.path.slice(1)}index.html` : p.path.slice(1))),
    ...extraFiles,
  ]);
  return checkSite({ pages, files, stylesheets: [] });
}

const pair = (path: string, deBody = '', enBody = '') => [page(`/de/${path}`, deBody), page(`/en/${path}`, enBody)];

describe('html scanning', () => {
  test('attributes with ">" inside quotes, entities, and script bodies', () => {
    const { tags } = scanHtml(
      `<a title="a > b" href="/x/?a=1&amp;b=2">x</a><script>const s = '<img src="http://no">';</script>`,
    );
    expect(tags.map((t) => t.name)).toEqual(['a', 'script']);
    expect(tags[0]?.attrs['href']).toBe('/x/?a=1&b=2');
  });

  test('comments are ignored, <style> is collected', () => {
    const scanned = scanHtml(`<!-- <img src="http://x"> --><style>body{background:url(http://x/y.png)}</style>`);
    expect(scanned.tags.map((t) => t.name)).toEqual(['style']);
    expect(scanned.css.flatMap(cssUrls)).toEqual(['http://x/y.png']);
  });

  test('entities in attribute values are decoded as a browser does', () => {
    const { tags } = scanHtml('<a href="&lt;&#x41;&#66;&amp;&unknown;&eacute;">x</a>');
    expect(tags[0]?.attrs['href']).toBe('<AB&&unknown;é');
  });

  test('only tags written in the page; SVG prefixes kept; <noscript> and <template> read as markup', () => {
    const { tags } = scanHtml(
      '<svg viewBox="0 0 1 1"><use xlink:href="/s.svg#a"></use></svg><noscript><a href="/x/">x</a></noscript><template><img src="/t.png"></template>',
    );
    expect(tags.map((t) => t.name)).toEqual(['svg', 'use', 'noscript', 'a', 'template', 'img']);
    expect(tags[0]?.attrs['viewbox']).toBe('0 0 1 1');
    expect(tags[1]?.attrs['xlink:href']).toBe('/s.svg#a');
  });
});

describe('site rules', () => {
  test('a clean mirrored site passes and counts its links', () => {
    const report = site([...pair('', '<a href="/de/about/">a</a>', '<a href="/en/about/">a</a>'), ...pair('about/')]);
    expect(report.problems).toEqual([]);
    expect(report.pages).toBe(4);
    expect(report.links).toBe(6);
  });

  test('a page without its twin', () => {
    expect(mirrorProblems(['/de/', '/en/', '/de/glossary/', '/404.html'])).toEqual([
      '/de/glossary/ has no English twin /en/glossary/',
    ]);
  });

  test('dead links, missing slash, missing anchor', () => {
    const report = site([
      ...pair(
        '',
        '<a href="/de/nowhere/">1</a><a href="/de/about">2</a><a href="/de/about/#nope">3</a><a href="#top">4</a>',
      ),
      ...pair('about/'),
    ]);
    expect(report.problems).toEqual([
      '/de/: <a href="/de/nowhere/"> points to a missing page',
      '/de/: <a href="/de/about"> lacks the trailing slash (trailingSlash: always)',
      '/de/: <a href="/de/about/#nope"> points to a missing anchor #nope',
      '/de/: <a href="#top"> points to a missing anchor #top',
    ]);
  });

  test('links into the other language, except the switch', () => {
    const report = site(pair('', '<a href="/en/">English start</a>'));
    expect(report.problems).toEqual([
      '/de/: <a href="/en/"> leads into the other language; only the language switch (data-lang-switch) may',
    ]);
  });

  test('wrong html lang and a switch to the wrong page', () => {
    const wrong = page('/en/', '', 'de');
    const report = site([page('/de/'), wrong]);
    expect(report.problems).toContain('/en/: <html lang="de">, expected "en"');
    expect(report.problems).toContain('/en/: language switch points to /en/, expected /de/');
  });

  test('other hosts: scripts, styles, images and fonts never; <a> only on About', () => {
    const report = site([
      ...pair(
        '',
        '<script src="https://cdn.example/x.js"></script><img src="//img.example/a.png"><a href="https://dmjl.de">x</a><p style="background:url(https://x.example/b.png)">',
      ),
      ...pair('about/', '<a href="http://dmjl.de">DMJL</a><link rel="stylesheet" href="https://fonts.example/css">'),
      page('/de/about/sub/', '<a href="https://creativecommons.org/">cc</a>'),
      page('/en/about/sub/'),
    ]);
    expect(report.problems).toEqual([
      '/de/: <script src="https://cdn.example/x.js"> loads from another host; scripts, styles, images and fonts must be local',
      '/de/: <img src="//img.example/a.png"> loads from another host; scripts, styles, images and fonts must be local',
      '/de/: <a href="https://dmjl.de"> links to another host; outbound links belong on the About page only',
      '/de/: CSS loads https://x.example/b.png from another host; keep fonts and images local',
      '/de/about/: <link href="https://fonts.example/css"> loads from another host; scripts, styles, images and fonts must be local',
    ]);
  });

  test('stylesheets in dist are checked too', () => {
    const report = checkSite({
      pages: [],
      files: new Set(['_astro/a.css']),
      stylesheets: [
        { file: '_astro/a.css', text: '@import "https://fonts.example/x.css"; a{background:url(/local.png)}' },
      ],
    });
    expect(report.problems).toEqual([
      'no pages found: run "npm run build" first',
      '_astro/a.css: CSS loads https://fonts.example/x.css from another host; keep fonts and images local',
    ]);
  });

  test('canonical and hreflang alternates may be absolute', () => {
    const head =
      '<link rel="canonical" href="https://our.site/de/"><link rel="alternate" hreflang="en" href="https://our.site/en/">';
    expect(site(pair('', head)).problems).toEqual([]);
  });

  test('local assets resolve against dist files', () => {
    expect(resolveTarget('/_astro/a.js', new Set(['_astro/a.js']))).toEqual({ file: '_astro/a.js' });
    expect(resolveTarget('/favicon.svg', new Set())).toEqual({ problem: 'points to a missing file' });
    const report = site(
      pair('', '<script type="module" src="/_astro/a.js"></script><link rel="icon" href="/favicon.svg">'),
      ['_astro/a.js'],
    );
    expect(report.problems).toEqual(['/de/: <link href="/favicon.svg"> points to a missing file']);
  });
});

describe('lessons', () => {
  test('a lesson page without a live widget is a problem; with one it is fine', () => {
    const island = '<astro-island component-url="/_astro/q.js"></astro-island>';
    expect(site(pair('lessons/tiles/')).problems.filter((p) => p.includes('live widget'))).toHaveLength(2);
    expect(site(pair('lessons/tiles/', island, island)).problems.filter((p) => p.includes('live widget'))).toEqual([]);
    expect(site(pair('lessons/')).problems.filter((p) => p.includes('live widget'))).toEqual([]);
  });
});
