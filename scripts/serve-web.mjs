#!/usr/bin/env node
// scripts/serve-web.mjs — a tiny static file server for build/web on 127.0.0.1.
//   node scripts/serve-web.mjs [DIR]     (DIR defaults to build/web; PORT defaults to 8080,
//                                         PORT=0 picks a free port; HOST defaults to 127.0.0.1)
// GET and HEAD only; correct MIME types (application/wasm for .wasm, text/javascript for
// modules); paths never leave DIR (no directory traversal, no symlink escapes).
// Compression as static hosts do it: a file's precompressed copy (FILE.br, else FILE.gz, written
// by scripts/build-web.mjs) is sent with Content-Encoding when the browser accepts it
// (COMPRESS=0 serves every file as it is, COMPRESS=gzip never Brotli, as GitHub Pages does). The build's hashed files (assets/) are sent with a
// year's cache, everything else with no-cache (revalidated on each load).
// Also importable: startServer({ root, port, host, compress: true|false|'gzip', headers }) → Promise<{ server, url }>;
// headers: extra response headers for every file (tests use the COOP/COEP pair); onRequest(req):
// called for each request (benchmarks count them).
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

// The encoding to send for this Accept-Encoding header: 'br', 'gzip' or '' (as it is). A coding
// with q=0 is refused; otherwise Brotli first, as browsers and hosts prefer it.
export function pickEncoding(accept = '') {
  const ok = new Set();
  for (const part of String(accept).toLowerCase().split(',')) {
    const [name, ...ps] = part
      .trim()
      .split(';')
      .map((x) => x.trim());
    const q = ps.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) ok.add(name);
  }
  if (ok.has('br')) return 'br';
  if (ok.has('gzip') || ok.has('*')) return 'gzip';
  return '';
}

export function startServer({
  root = path.join(ROOT, 'build', 'web'),
  port = 8080,
  host = '127.0.0.1',
  quiet = false,
  compress = process.env.COMPRESS === 'gzip' ? 'gzip' : process.env.COMPRESS !== '0',
  headers = {},
  onRequest = null,
} = {}) {
  const realRoot = fs.realpathSync(path.resolve(root));
  const server = http.createServer((req, res) => {
    onRequest?.(req);
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body),
        'X-Content-Type-Options': 'nosniff',
      });
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
          const hashed = path.relative(realRoot, real).split(path.sep)[0] === 'assets';
          const head = {
            'Content-Type': type,
            'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
            'X-Content-Type-Options': 'nosniff',
            Vary: 'Accept-Encoding',
            ...headers,
          };
          // The precompressed copy, when there is one the browser takes.
          let body = real,
            size = st3.size;
          let enc = compress ? pickEncoding(req.headers['accept-encoding']) : '';
          if (compress === 'gzip' && enc === 'br')
            enc = pickEncoding(String(req.headers['accept-encoding']).replace(/\bbr\b/g, 'x-none'));
          for (const [coding, ext] of enc === 'br'
            ? [
                ['br', '.br'],
                ['gzip', '.gz'],
              ]
            : enc === 'gzip'
              ? [['gzip', '.gz']]
              : []) {
            try {
              const st4 = fs.statSync(real + ext);
              if (st4.isFile()) {
                body = real + ext;
                size = st4.size;
                head['Content-Encoding'] = coding;
                break;
              }
            } catch {
              /* no such copy */
            }
          }
          head['Content-Length'] = size;
          res.writeHead(200, head);
          if (req.method === 'HEAD') return res.end();
          fs.createReadStream(body)
            .on('error', () => res.destroy())
            .pipe(res);
        });
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      const url = `http://${host}:${actual}/`;
      if (!quiet)
        console.log(`serve-web: serving ${path.relative(process.cwd(), realRoot) || '.'} on ${url}  (Ctrl+C stops)`);
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
