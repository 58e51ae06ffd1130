// scripts/serve.ts as the browser suite and Lighthouse use it: pages and folders, the 301 to
// the trailing slash, the 404 page, gzip for text only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
let dir = '';
let server: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'de', 'lessons'), { recursive: true });
  mkdirSync(join(dir, 'pagefind'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>root</title>');
  writeFileSync(join(dir, 'de', 'lessons', 'index.html'), '<!doctype html><title>lessons</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(dir, 'tiles.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'pagefind', 'wasm.de.pagefind'), Buffer.from([0x1f, 0x8b, 1, 2, 3]));
  server = spawn(process.execPath, [SERVE, '0', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise<string>((resolve, reject) => {
    server!.stdout!.on('data', (d: Buffer) => {
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(d.toString())?.[0];
      if (url) resolve(url);
    });
    server!.on('exit', () => reject(new Error('serve.ts exited')));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  header: (name: string) => string | undefined;
  body: Buffer;
  text: () => string;
}

// node:http rather than fetch: fetch follows redirects and unzips, which is what is tested here.
const get = (path: string, gzip = false): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const header = (name: string) => {
          const v = res.headers[name.toLowerCase()];
          return Array.isArray(v) ? v.join(', ') : v;
        };
        resolve({ status: res.statusCode ?? 0, header, body, text: () => body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('serve.ts', () => {
  test('a folder is served as its index.html', async () => {
    const r = await get('/de/lessons/');
    expect(r.status).toBe(200);
    expect(r.header('content-type')).toMatch(/^text\/html/);
    expect(r.text()).toContain('lessons');
  });
  test('a folder without its trailing slash: 301 to it', async () => {
    const r = await get('/de/lessons');
    expect(r.status).toBe(301);
    expect(r.header('location')).toBe('/de/lessons/');
  });
  test.each(['/nope/', '/nope', '/de/nope.html', '/../package.json'])(
    '%s: the 404 page with status 404',
    async (path) => {
      const r = await get(path);
      expect(r.status).toBe(404);
      expect(r.text()).toContain('not found');
    },
  );
  test('text is gzipped when asked for, with Vary', async () => {
    const r = await get('/tiles.svg', true);
    expect(r.header('content-encoding')).toBe('gzip');
    expect(r.header('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(r.body).toString()).toContain('<svg');
    expect((await get('/tiles.svg')).header('content-encoding')).toBeUndefined();
  });
  test("Pagefind's binary index files are sent as they are", async () => {
    const r = await get('/pagefind/wasm.de.pagefind', true);
    expect(r.header('content-encoding')).toBeUndefined();
    expect([...r.body]).toEqual([0x1f, 0x8b, 1, 2, 3]);
  });
});
