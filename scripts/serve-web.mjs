#!/usr/bin/env node
// scripts/serve-web.mjs — a tiny static file server for build/web on 127.0.0.1.
//   node scripts/serve-web.mjs [DIR]     (DIR defaults to build/web; PORT defaults to 8080,
//                                         PORT=0 picks a free port; HOST defaults to 127.0.0.1)
// GET and HEAD only; correct MIME types (application/wasm for .wasm, text/javascript for
// modules); paths never leave DIR (no directory traversal, no symlink escapes).
// Also importable: startServer({ root, port, host }) → Promise<{ server, url }>.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// The file under root that the URL path names, or null when it would leave root.
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = path.posix.normalize('/' + decoded.replace(/\\/g, '/'));
  const file = path.resolve(root, '.' + rel);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

export function startServer({ root = path.join(ROOT, 'build', 'web'), port = 8080, host = '127.0.0.1', quiet = false } = {}) {
  const realRoot = fs.realpathSync(path.resolve(root));
  const server = http.createServer((req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(405, 'method not allowed\n');
    }
    let file = resolveInside(realRoot, req.url || '/');
    if (!file) return send(403, 'forbidden\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) file = path.join(file, 'index.html');
      fs.realpath(file, (err2, real) => {
        if (err2) return send(404, 'not found\n');
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return send(403, 'forbidden\n');
        fs.stat(real, (err3, st3) => {
          if (err3 || !st3.isFile()) return send(404, 'not found\n');
          const type = MIME[path.extname(real).toLowerCase()] || 'application/octet-stream';
          res.writeHead(200, {
            'Content-Type': type,
            'Content-Length': st3.size,
            'Cache-Control': 'no-cache',
            'X-Content-Type-Options': 'nosniff',
          });
          if (req.method === 'HEAD') return res.end();
          fs.createReadStream(real).on('error', () => res.destroy()).pipe(res);
        });
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      const url = `http://${host}:${actual}/`;
      if (!quiet) console.log(`serve-web: serving ${path.relative(process.cwd(), realRoot) || '.'} on ${url}  (Ctrl+C stops)`);
      resolve({ server, url });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(ROOT, 'build', 'web'));
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`serve-web: ${root}/index.html not found; build the page first: node scripts/build-web.mjs`);
    process.exit(1);
  }
  const port = process.env.PORT === undefined || process.env.PORT === '' ? 8080 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve-web: bad PORT '${process.env.PORT}'`);
    process.exit(2);
  }
  startServer({ root, port, host: process.env.HOST || '127.0.0.1' }).catch((e) => {
    console.error(`serve-web: ${e.code === 'EADDRINUSE' ? `port ${port} is in use (set PORT=…)` : e.message}`);
    process.exit(1);
  });
}
