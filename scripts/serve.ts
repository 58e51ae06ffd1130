// `node scripts/serve.ts [port] [dist]`: the built site on 127.0.0.1 only, for the browser
// suite and Lighthouse, so they do not compete with a running `astro preview`. Express's own
// static server (serve-static) does the serving: /x/ as /x/index.html, a 301 from /x to /x/
// when x is a folder (the production host does the same), content types, ranges and
// conditional requests. `compression` gzips text on the fly like any real host, so
// Lighthouse measures what visitors get. Anything missing gets the 404 page, status 404.
import compression from 'compression';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import serveStatic from 'serve-static';

type Next = (err?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const port = Number(process.argv[2] ?? 4329);
const root = resolve(process.argv[3] ?? 'dist');
const CACHE = 'public, max-age=600';

// Text of any size (the default threshold skips those under 1 kB), but not Pagefind's index
// files (application/octet-stream): they are gzipped already. compression is typed for
// Express; its handler works on plain node:http objects.
const TEXT = /text|json|svg|xml|javascript/;
const gzip = compression({
  threshold: 0,
  filter: (_req, res) => TEXT.test(String(res.getHeader('content-type'))),
}) as unknown as Middleware;
const files: Middleware = serveStatic(root, { index: ['index.html'], redirect: true, maxAge: 600_000 });

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', CACHE);
  createReadStream(join(root, '404.html'))
    .on('error', () => res.end('Not found'))
    .pipe(res);
}

// Nothing served it: the 404 page; a real error (a file that cannot be read): a plain 500.
function last(res: ServerResponse, err?: unknown): void {
  if (!err) return notFound(res);
  console.error(err);
  if (!res.headersSent) res.statusCode = 500;
  res.end('Server error');
}

const server = createServer((req, res) => {
  gzip(req, res, (err) => (err ? last(res, err) : files(req, res, (e) => last(res, e))));
});
// Port 0 picks a free port; the line says which (the tests read it).
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`serving ${root} on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
});
