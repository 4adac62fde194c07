// Hostile inputs (a huge header over a few bytes) refused by the page's WASM module and by the CLI: time and memory.
// Usage: bash scripts/build.sh native && bash scripts/build.sh wasm && node bench/bad_input.mjs
// Prints a markdown table: per input and entry, the answer, the time and the memory.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_JS = path.join(ROOT, 'build', 'wasm-web', 'whowins.js');
const WEB_WASM = path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm');
const NATIVE = path.join(ROOT, 'build', 'native', 'whowins');
const NODE_CLI = path.join(ROOT, 'build', 'wasm', 'whowins.js');

const INPUTS = [
  { game: 'cop-thief', name: '`40000 40000` + one short row (20 bytes)', text: '40000 40000\n.\n' },
  { game: 'cop-thief', name: '`40000 40000` alone (12 bytes)', text: '40000 40000\n' },
  { game: 'generic', name: '`1000 150000000` + one edge (20 bytes)', text: '1000 150000000\n1 2\n' },
  { game: 'alice-bob', name: '`1000 150000000` + one edge (20 bytes)', text: '1000 150000000\n1 2\n' },
  { game: 'generic', name: '`222222222 0` (12 bytes), past the budget', text: '222222222 0\n' },
  { game: 'generic', name: '`70000000 0` (11 bytes), legal: 70 M isolated vertices', text: '70000000 0\n' },
];

const mb = (bytes) => (bytes / (1 << 20)).toFixed(1);
const shorten = (s) => (s.length > 70 ? s.slice(0, 67) + '...' : s).replace(/\|/g, '\\|').trim();

// The CLI (native, or the WASM build under node): wall time of the process alone (best of 3,
// spawned directly with the file as standard input), and its peak RSS under /usr/bin/time -v.
function timedCli(cmd, args, text) {
  const file = path.join(ROOT, 'build', 'bad-input.txt');
  fs.writeFileSync(file, text);
  const [exe, ...pre] = cmd.split(' ');
  let ms = Infinity,
    answer = '(answered)';
  for (let rep = 0; rep < 3; rep++) {
    const fd = fs.openSync(file, 'r');
    const t0 = process.hrtime.bigint();
    const r = spawnSync(exe, [...pre, ...args], { stdio: [fd, 'ignore', 'pipe'] });
    ms = Math.min(ms, Number(process.hrtime.bigint() - t0) / 1e6);
    fs.closeSync(fd);
    answer =
      r.stderr
        .toString()
        .split('\n')
        .find((l) => l.startsWith('whowins')) || '(answered)';
    if (ms > 1000) break; // a real solve: once is enough
  }
  const v = spawnSync('bash', [
    '-c',
    `/usr/bin/time -v ${cmd} ${args.join(' ')} < "${file}" > /dev/null`,
  ]).stderr.toString();
  const rss = Number((/Maximum resident set size \(kbytes\): (\d+)/.exec(v) || [])[1]) * 1024;
  return { answer, ms, memory: `${mb(rss)} MB peak RSS` };
}

const rows = [];
if (fs.existsSync(NATIVE)) {
  for (const x of INPUTS)
    rows.push({ input: x.name, entry: `native \`whowins ${x.game}\``, ...timedCli(NATIVE, [x.game], x.text) });
}
if (fs.existsSync(NODE_CLI)) {
  for (const x of INPUTS.slice(0, 1))
    rows.push({
      input: x.name,
      entry: `WASM CLI under node \`whowins ${x.game}\``,
      ...timedCli(`node ${NODE_CLI}`, [x.game], x.text),
    });
}
if (fs.existsSync(WEB_JS)) {
  const { default: createWhoWins } = await import(pathToFileURL(WEB_JS).href);
  const M = await createWhoWins({ wasmBinary: fs.readFileSync(WEB_WASM) });
  const heap = () => M.HEAP8.buffer.byteLength;
  const measure = (entry, x, call) => {
    const before = heap();
    const t0 = process.hrtime.bigint();
    const answer = call();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    rows.push({ input: x.name, entry, answer, ms, memory: `WASM memory ${mb(before)} → ${mb(heap())} MB` });
  };
  for (const x of INPUTS) {
    measure('module `inputPositions`', x, () => {
      const r = M.inputPositions(x.game, x.text);
      return r.error || `${r.positions} positions`;
    });
    measure('module `cliJson` (max 4,000,000)', x, () => {
      const r = M.cliJson(x.game, x.text, false, 4e6);
      return r.error || `${r.json.length} bytes of JSON`;
    });
  }
  const zero = { name: '`openSession(\'cop-thief\', { rows: 4000000000, cols: 0, cells: "" })`' };
  measure('module `openSession`', zero, () => {
    const s = M.openSession('cop-thief', { rows: 4000000000, cols: 0, cells: '' });
    const e = s.error();
    s.delete();
    return e;
  });
}

console.log('| input | entry | answer | time | memory |');
console.log('| --- | --- | --- | ---: | --- |');
for (const r of rows)
  console.log(`| ${r.input} | ${r.entry} | ${shorten(r.answer)} | ${r.ms.toFixed(1)} ms | ${r.memory} |`);
