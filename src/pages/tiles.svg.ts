// /tiles.svg: every tile picture as a <symbol>, written once at build time.
import { tileSprite } from '../ui/tiles/sprite.ts';

export function GET(): Response {
  return new Response(tileSprite(), { headers: { 'content-type': 'image/svg+xml' } });
}
