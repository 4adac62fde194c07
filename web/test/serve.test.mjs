// Tests for scripts/serve-web.mjs: MIME types, index, 404, no way out of the folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { startServer, resolveInside, pickEncoding } from '../../scripts/serve-web.mjs';

let base, dir, outside, server, url;
before(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-serve-'));
  dir = path.join(base, 'site');
  outside = path.join(base, 'secret.txt');
  fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(dir, 'app.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'whowins.wasm'), Buffer.from([0, 97, 115, 109]));
  fs.writeFileSync(path.join(dir, 'style.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'sub', 'index.html'), 'sub');
  fs.mkdirSync(path.join(dir, 'assets'));
  const big = 'export const text = "' + 'who wins? '.repeat(200) + '";\n';
  fs.writeFileSync(path.join(dir, 'assets', 'main-ABC.js'), big);
  fs.writeFileSync(path.join(dir, 'assets', 'main-ABC.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(path.join(dir, 'assets', 'main-ABC.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(dir, 'gz-only.js'), big);
  fs.writeFileSync(path.join(dir, 'gz-only.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(outside, 'do not serve');
  fs.symlinkSync(outside, path.join(dir, 'link.txt'));
  ({ server, url } = await startServer({ root: dir, port: 0, quiet: true }));
});
after(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(base, { recursive: true, force: true });
});

// Raw GET (no URL normalisation by the client); the body as bytes in `raw`.
function get(rawPath, method = 'GET', headers = {}, at = url) {
  const u = new URL(at);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => {
        chunks.push(c);
      });
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          type: res.headers['content-type'],
          headers: res.headers,
          raw,
          body: raw.toString(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('MIME types: html, js, css, wasm', async () => {
  assert.match((await get('/')).type, /^text\/html/);
  assert.match((await get('/app.js')).type, /^text\/javascript/);
  assert.match((await get('/style.css')).type, /^text\/css/);
  assert.equal((await get('/whowins.wasm')).type, 'application/wasm');
  assert.equal((await get('/sub/')).body, 'sub');
});

test('missing files are 404; other methods 405; HEAD has no body', async () => {
  assert.equal((await get('/nope.js')).status, 404);
  assert.equal((await get('/', 'POST')).status, 405);
  const h = await get('/app.js', 'HEAD');
  assert.equal(h.status, 200);
  assert.equal(h.body, '');
});

test('no directory traversal, encoded or not, and no symlink escapes', async () => {
  for (const p of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/sub/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/link.txt',
    '/%00',
  ]) {
    const r = await get(p);
    assert.ok(r.status === 403 || r.status === 404, `${p} gave ${r.status}`);
    assert.ok(!r.body.includes('do not serve'), `${p} leaked the file`);
  }
  assert.equal(resolveInside('/srv/site', '/../etc/passwd'), '/srv/site/etc/passwd');
  assert.equal(resolveInside('/srv/site', '/%E0%A4%A'), null);
});

test('precompressed copies: Brotli, else gzip, when accepted; as it is otherwise; Vary set', async () => {
  const plain = fs.readFileSync(path.join(dir, 'assets', 'main-ABC.js'), 'utf8');
  const br = await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(br.raw).toString(), plain);
  assert.equal(Number(br.headers['content-length']), br.raw.length);
  const gz = await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.raw).toString(), plain);
  const none = await get('/assets/main-ABC.js', 'GET', {});
  assert.equal(none.headers['content-encoding'], undefined);
  assert.equal(none.body, plain);
  assert.match(none.headers.vary, /Accept-Encoding/);
  // Only a .gz copy: a browser that takes br gets gzip.
  assert.equal(
    (await get('/gz-only.js', 'GET', { 'accept-encoding': 'br, gzip' })).headers['content-encoding'],
    'gzip',
  );
  // A copy refused with q=0 is not sent.
  assert.equal(
    (await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    undefined,
  );
  assert.equal(
    (await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    'gzip',
  );
  // The type is the file's, not the copy's.
  assert.match(br.type, /^text\/javascript/);
});

test('hashed files (assets/) are cached for a year, the rest revalidated', async () => {
  assert.match((await get('/assets/main-ABC.js')).headers['cache-control'], /max-age=31536000.*immutable/);
  assert.equal((await get('/')).headers['cache-control'], 'no-cache');
});

test('compress: false serves every file as it is; headers are added', async () => {
  const s = await startServer({
    root: dir,
    port: 0,
    quiet: true,
    compress: false,
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin' },
  });
  try {
    const r = await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'br, gzip' }, s.url);
    assert.equal(r.headers['content-encoding'], undefined);
    assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin');
  } finally {
    await new Promise((r) => s.server.close(r));
  }
});

test('pickEncoding', () => {
  assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(pickEncoding('gzip'), 'gzip');
  assert.equal(pickEncoding('*'), 'gzip');
  assert.equal(pickEncoding(''), '');
  assert.equal(pickEncoding(undefined), '');
  assert.equal(pickEncoding('br;q=0'), '');
  assert.equal(pickEncoding('identity'), '');
});

test("compress: 'gzip' never sends Brotli (as GitHub Pages)", async () => {
  const s = await startServer({ root: dir, port: 0, quiet: true, compress: 'gzip' });
  try {
    const r = await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'gzip, deflate, br' }, s.url);
    assert.equal(r.headers['content-encoding'], 'gzip');
    assert.equal(
      (await get('/assets/main-ABC.js', 'GET', { 'accept-encoding': 'br' }, s.url)).headers['content-encoding'],
      undefined,
    );
  } finally {
    await new Promise((r) => s.server.close(r));
  }
});
