// /manifest.webmanifest: what a phone needs to install the site as an app (src/site/app.ts).
import { t } from '../words/index.ts';
import { themeColours, webManifest } from '../site/app.ts';
import theme from '../site/styles/theme.css?raw';

export function GET(): Response {
  // The app belongs to no language, like "/" where it starts: both descriptions, as there.
  const manifest = webManifest(themeColours(theme), `${t('de', 'site.description')} ${t('en', 'site.description')}`);
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'content-type': 'application/manifest+json' } });
}
