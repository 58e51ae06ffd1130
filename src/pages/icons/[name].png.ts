// /icons/*.png: the app icons, drawn from the favicon tile and rasterised at build time with
// sharp (src/site/app.ts says which sizes and why).
import type { GetStaticPaths } from 'astro';
import sharp from 'sharp';
import favicon from '../../../public/favicon.svg?raw';
import { ICONS, iconSvg, themeColours, type AppIcon } from '../../site/app.ts';
import theme from '../../site/styles/theme.css?raw';

export const getStaticPaths = (() =>
  ICONS.map((icon) => ({ params: { name: icon.name }, props: { icon } }))) satisfies GetStaticPaths;

export async function GET({ props }: { props: { icon: AppIcon } }): Promise<Response> {
  const png = await sharp(Buffer.from(iconSvg(props.icon, favicon, themeColours(theme))))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
