// Reading the built pages for the site check: every start tag written in the page with its
// attributes, and the CSS of <style> elements and style="" attributes. parse5 parses as a
// browser does (the WHATWG algorithm), so attribute values come with their entities decoded,
// and comments and the bodies of <script> never produce false hits.
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export interface Tag {
  /** Lower-case tag name. */
  name: string;
  /** Lower-case attribute names (`xlink:href` with its prefix); values with entities decoded. */
  attrs: Record<string, string>;
}

export interface ScannedHtml {
  tags: Tag[];
  /** Contents of <style> elements, then style="" attributes, each in page order. */
  css: string[];
}

const isElement = (node: T.Node): node is T.Element => 'tagName' in node;
const isText = (node: T.Node): node is T.TextNode => node.nodeName === '#text';

function tagOf(el: T.Element): Tag {
  const attrs: Record<string, string> = {};
  for (const a of el.attrs) attrs[(a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase()] = a.value;
  return { name: el.tagName.toLowerCase(), attrs };
}

export function scanHtml(html: string): ScannedHtml {
  // Locations tell the tags written in the page from those the parser adds (<html>, <head>,
  // <body> around a fragment). Scripting off: links inside <noscript> are read as markup.
  const doc = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const tags: Tag[] = [];
  const blocks: string[] = [];
  const inline: string[] = [];
  const walk = (node: T.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (child.sourceCodeLocation) {
        const tag = tagOf(child);
        tags.push(tag);
        if (tag.attrs['style'] !== undefined) inline.push(tag.attrs['style']);
        if (tag.name === 'style')
          blocks.push(
            child.childNodes
              .filter(isText)
              .map((t) => t.value)
              .join(''),
          );
      }
      walk(child);
      if (child.tagName === 'template') walk((child as T.Template).content);
    }
  };
  walk(doc);
  return { tags, css: [...blocks, ...inline] };
}

/** The URLs a tag makes the browser fetch or follow, with the attribute each came from. */
export function tagUrls(tag: Tag): { attr: string; url: string }[] {
  const urls: { attr: string; url: string }[] = [];
  for (const attr of ['href', 'src', 'poster', 'action', 'formaction', 'data', 'xlink:href']) {
    const value = tag.attrs[attr];
    // `data` is only a URL on <object>; elsewhere it would be a data-* lookalike.
    if (value === undefined || (attr === 'data' && tag.name !== 'object')) continue;
    urls.push({ attr, url: value.trim() });
  }
  for (const attr of ['srcset', 'imagesrcset']) {
    const value = tag.attrs[attr];
    if (value === undefined) continue;
    for (const candidate of value.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push({ attr, url });
    }
  }
  return urls;
}

/** url(...) and @import targets inside CSS. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)) {
    urls.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  for (const match of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) urls.push(match[1] ?? match[2] ?? '');
  return urls;
}
