// The tile font's licence (src/ui/tiles/FONT-LICENSE.md, kept by the tile artwork) as a page
// component. A glob rather than an import, so the site still builds before that file exists.
import type { MarkdownInstance } from 'astro';

type Content = MarkdownInstance<Record<string, unknown>>['Content'];

const found = import.meta.glob<MarkdownInstance<Record<string, unknown>>>('../tiles/FONT-LICENSE.md', { eager: true });

export const FontLicense: Content | undefined = Object.values(found)[0]?.Content;
