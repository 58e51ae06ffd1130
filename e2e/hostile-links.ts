// Hostile and broken share links, shared by the pages that read a hand from their URL (the
// compare page and the calculator use the same codec, src/tools/shared/hand-link.ts): a name, the
// query string, and the UI string key of the message the page must show (null: no message).
export const HOSTILE_LINKS = [
  [
    'markup in every parameter',
    '?hand=%3Cscript%3Ealert(1)%3C%2Fscript%3E&seat=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    'link.error.bad-value',
  ],
  ['markup as the hand', '?hand=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'link.error.hand'],
  ['a script URL as the hand', '?hand=javascript%3Aalert(1)', 'link.error.hand'],
  ['a fifth copy', '?hand=5555p5p', 'link.error.hand'],
  ['a parameter twice', '?seat=S&seat=W', 'link.error.repeated'],
  ['a broken %-sequence', '?hand=12%m&win=%E0%A4%A', 'link.error.bad-encoding'],
  ['far too long', `?hand=${'1m'.repeat(1200)}`, 'link.error.too-long'],
  ['an unknown way of winning', '?win=dragon', 'link.error.bad-value'],
  ['garbage only (ignored)', '?x=%3Cb%3Ebold%3C%2Fb%3E&&=&utm_source=chat&%3D%3D', null],
] as const;

// Good links in each encoding a share may arrive in (docs/notation.md, "The situation, written"):
// the site's own (%20 for a space, %2B for the winning-tile mark), the form encoding that
// URLSearchParams and HTML forms write ("+" for a space, %2B for the mark), the two mixed, and a
// bare "+" typed as the mark. Each opens scored, with no message; the expected score comes from
// the engine through the same codec.
export const ENCODED_LINKS = [
  ['the site’s own encoding', '?hand=123m456m78m11z%20%5B777z%5D%20%2B9m&seat=S&win=self-draw'],
  ['form encoding (URLSearchParams)', '?hand=123m456m78m11z+%5B777z%5D+%2B9m&seat=S&win=self-draw'],
  ['mixed: %20, a spacing "+" and %2B', '?hand=123m%20456m78m11z+%5B777z%5D+%2B9m&seat=S&win=self-draw'],
  ['a bare "+" typed as the mark', '?hand=123m456m78m11z%20%5B777z%5D%20+9m&seat=S&win=self-draw'],
] as const;
