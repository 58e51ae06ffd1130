// `node scripts/serve.ts [port] [dist]`: a small static server for the built site, used by
// the browser suite and Lighthouse so they do not compete with a running `astro preview`.
// Serves /x/ as /x/index.html, sends the 404 page for anything missing, compresses text like
// any real host (so Lighthouse measures what visitors get), and listens on 127.0.0.1 only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';

const port = Number(process.argv[2] ?? 4329);
const root = resolve(process.argv[3] ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

function resolveFile(urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const full = join(root, clean);
  if (!full.startsWith(root)) return undefined;
  if (existsSync(full) && statSync(full).isDirectory()) {
    const index = join(full, 'index.html');
    return existsSync(index) ? index : undefined;
  }
  return existsSync(full) ? full : undefined;
}

createServer((req, res) => {
  const path = req.url ?? '/';
  // Like the production host: /de/lessons → /de/lessons/ when that is a folder.
  const file = resolveFile(path);
  if (file?.endsWith('index.html') && !path.split('?')[0]!.endsWith('/')) {
    res.writeHead(301, { location: `${path.split('?')[0]}/` }).end();
    return;
  }
  const status = file ? 200 : 404;
  const body = file ?? join(root, '404.html');
  const type = TYPES[extname(body)] ?? 'application/octet-stream';
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'])) && /text|json|svg|xml|javascript/.test(type);
  res.writeHead(status, { 'content-type': type, 'cache-control': 'max-age=600', vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  const stream = createReadStream(body);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/`));
