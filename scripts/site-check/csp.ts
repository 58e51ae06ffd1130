// The Content-Security-Policy of every page, as a <meta> tag: written into the built pages by the
// build (scripts/csp.ts, an Astro integration in astro.config.mjs) and checked by the site check.
// The site loads nothing from another host, so everything is 'self'; scripts run only from this
// site's files or, inline, when their SHA-256 is in the page's own policy (computed from the
// text as shipped, so a changed inline script cannot run without a new build). No
// 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': the tiles and islands write style=""
// attributes (about 11,000 in the built pages), which a hash cannot allow.
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { Page } from './rules.ts';

/** Sent with no request: the site has nothing to tell the few hosts it links to (About). */
export const REFERRER_POLICY = 'no-referrer';

/** Pagefind (the search page) compiles its WebAssembly index reader: only there. */
const WASM_PAGE = (src: string): boolean => src.startsWith('/pagefind/');

const isElement = (node: T.Node): node is T.Element => 'tagName' in node;

export interface HeadFacts {
  /** Texts of the inline scripts (no src), in page order, as the browser hashes them. */
  inline: string[];
  /** src of each script with one. */
  sources: string[];
  /** The content of <meta http-equiv="Content-Security-Policy">, one per tag found. */
  policies: string[];
  /** The content of <meta name="referrer">, one per tag found. */
  referrers: string[];
  /** Did a script, stylesheet or style come before the first policy tag? */
  loadsBeforePolicy: boolean;
}

export function headFacts(html: string): HeadFacts {
  const facts: HeadFacts = { inline: [], sources: [], policies: [], referrers: [], loadsBeforePolicy: false };
  const walk = (node: T.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      const attr = (name: string): string | undefined => child.attrs.find((a) => a.name === name)?.value;
      if (child.tagName === 'script') {
        const src = attr('src');
        if (src === undefined) facts.inline.push(child.childNodes.map((t) => ('value' in t ? t.value : '')).join(''));
        else facts.sources.push(src);
      }
      if (child.tagName === 'meta' && attr('http-equiv')?.toLowerCase() === 'content-security-policy')
        facts.policies.push(attr('content') ?? '');
      if (child.tagName === 'meta' && attr('name')?.toLowerCase() === 'referrer')
        facts.referrers.push(attr('content') ?? '');
      const loads = child.tagName === 'script' || child.tagName === 'style' || child.tagName === 'link';
      if (loads && facts.policies.length === 0) facts.loadsBeforePolicy = true;
      walk(child);
      if (child.tagName === 'template') walk((child as T.Template).content);
    }
  };
  // Scripting on, as in a browser: a <noscript> holds text, not tags.
  walk(parse(html));
  return facts;
}

/** How a policy names an inline script: `'sha256-…'` of its UTF-8 text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy a page with these scripts needs. */
export function policyFor(facts: Pick<HeadFacts, 'inline' | 'sources'>): string {
  const hashes = [...new Set(facts.inline.map(scriptHash))];
  const wasm = facts.sources.some(WASM_PAGE) ? ["'wasm-unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...wasm, ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Pagefind's stylesheet draws its icons as data: URLs.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;
const OLD_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;

/**
 * The page with its policy as the first tag after <meta charset> (a policy covers only what
 * comes after it). A policy written before is replaced, so running the step twice is harmless.
 * Throws when the page has no <meta charset="utf-8">: a page outside Head.astro, which the build
 * must not ship without a policy.
 */
export function withPolicy(html: string, where = 'a page'): string {
  const clean = html.replace(OLD_POLICY, '');
  const m = CHARSET.exec(clean);
  if (m === null) throw new Error(`csp: ${where} has no <meta charset="utf-8"> to put the policy after`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(headFacts(clean))}">`;
  const at = m.index + m[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

/** What is wrong with a page's policy and referrer tags. */
export function cspProblems(page: Page): string[] {
  const f = headFacts(page.html);
  const at = `${page.path}:`;
  const problems: string[] = [];
  if (f.referrers.length === 0) problems.push(`${at} no <meta name="referrer">`);
  else if (f.referrers.some((r) => r !== REFERRER_POLICY))
    problems.push(`${at} referrer policy "${f.referrers.join(', ')}", not "${REFERRER_POLICY}"`);
  if (f.policies.length !== 1) {
    problems.push(`${at} ${f.policies.length} Content-Security-Policy <meta> tags, not 1`);
    return problems;
  }
  if (f.loadsBeforePolicy) problems.push(`${at} a script, style or link comes before the Content-Security-Policy`);
  const policy = f.policies[0]!;
  const scripts = directive(policy, 'script-src');
  if (scripts === undefined) return [...problems, `${at} the policy has no script-src`];
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    if (scripts.includes(bad)) problems.push(`${at} script-src allows ${bad}`);
  if (scripts.includes("'wasm-unsafe-eval'") && !f.sources.some(WASM_PAGE))
    problems.push(`${at} script-src allows 'wasm-unsafe-eval' on a page without Pagefind`);
  for (const [i, text] of f.inline.entries())
    if (!scripts.includes(scriptHash(text)))
      problems.push(`${at} inline script ${i + 1} (${JSON.stringify(text.slice(0, 40))}…) is not in script-src`);
  if (directive(policy, 'object-src')?.join(' ') !== "'none'") problems.push(`${at} object-src is not 'none'`);
  for (const name of ['default-src', 'base-uri', 'form-action'])
    if (directive(policy, name) === undefined) problems.push(`${at} the policy has no ${name}`);
  return problems;
}
