// Tests for scripts/serve-web.mjs: MIME types, index, 404, no way out of the folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { startServer, resolveInside } from '../../scripts/serve-web.mjs';

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
  fs.writeFileSync(outside, 'do not serve');
  fs.symlinkSync(outside, path.join(dir, 'link.txt'));
  ({ server, url } = await startServer({ root: dir, port: 0, quiet: true }));
});
after(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(base, { recursive: true, force: true });
});

// Raw GET (no URL normalisation by the client).
function get(rawPath, method = 'GET') {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
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
  for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/sub/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/link.txt', '/%00']) {
    const r = await get(p);
    assert.ok(r.status === 403 || r.status === 404, `${p} gave ${r.status}`);
    assert.ok(!r.body.includes('do not serve'), `${p} leaked the file`);
  }
  assert.equal(resolveInside('/srv/site', '/../etc/passwd'), '/srv/site/etc/passwd');
  assert.equal(resolveInside('/srv/site', '/%E0%A4%A'), null);
});
