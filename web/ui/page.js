// The page's shared helpers: DOM lookup, number and time formats, the status line, the solve
// progress bar, downloads, and the one solver worker client every feature solves through.

import { SolverClient } from '../solver/client.js';
import { startSolver } from '../solver/start.js';
import { esc } from '../lib/panels.js';
import { opponentParams } from '../kit/opponent-choice.js';
import { depthUnitNow } from '../lib/words.js';

export { esc };
export const $ = (id) => document.getElementById(id);
export const params = new URLSearchParams(location.search);
// The page's address for a link with this fragment: its path and options, without ?preset=
// (the link's own state replaces the preset it was opened with), with the opponent chosen
// (?opponent=casual&seed=42: kit/opponent-choice.js).
export function linkUrl(hash) {
  const q = new URLSearchParams(location.search);
  q.delete('preset');
  withOpponent(q);
  const rest = q.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${hash}`;
}
// The opponent's level and seed written into a link's options (none for perfect play).
function withOpponent(q) {
  q.delete('opponent');
  q.delete('seed');
  for (const [key, value] of opponentParams()) q.set(key, value);
}
// The page mode switch (Editor, Gallery, Puzzles) follows the body's mode class.
export function syncPageMode() {
  const mode = document.body.classList.contains('gallery-mode')
    ? 'gallery'
    : document.body.classList.contains('puzzle-mode')
      ? 'puzzles'
      : 'edit';
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-page-mode]')))
    b.setAttribute('aria-checked', String(b.dataset.pageMode === mode));
}

// The HTML of an <iframe> showing a #z1 puzzle or a #v1 shared board alone (?embed=1), with the
// opponent chosen and the depth's unit where it is moves.
export function embedHtml(hash, title = 'Who Wins? puzzle') {
  const q = new URLSearchParams([['embed', '1']]);
  withOpponent(q);
  if (depthUnitNow() === 'moves') q.set('depth', 'moves'); // the depth's unit shown (lib/words.js)
  const src = `${location.origin}${location.pathname}?${q.toString()}${hash}`;
  return (
    `<iframe src="${esc(src)}" width="760" height="600" style="border:1px solid ` +
    `#ccc;border-radius:8px;max-width:100%" title="${esc(title)}" loading="lazy"></iframe>`
  );
}
export const fmt = (x) => Number(x).toLocaleString('en-US');
export const isTyping = (el) =>
  el && (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.isContentEditable);

// The one solver worker: its module downloaded and compiled from the page's first moment, the
// threaded one where the page is cross-origin isolated (solver/start.js). `?chunk=N` sets the
// work per advance() in the worker (tests use small chunks); `?threads=N` the threads;
// `?silence=MS` how long a silent worker is given before it is taken for dead (tests).
export const solverStart = startSolver(params, new URL('../solver/worker.js', import.meta.url));
export const solver = new SolverClient(solverStart.workerUrl, {
  ...(Number(params.get('silence')) > 0 ? { silenceMs: Number(params.get('silence')) } : {}),
  config: solverStart.config,
  compiled: solverStart.compiled,
  compileFull: solverStart.compileFull,
});

// Which solver the build holds ('wasm' or 'js-stand-in'), from build-info.json.
export const build = { engine: '' };

export function formatMs(ms) {
  if (ms < 1) return '< 1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

// html: the line, or a function that writes it — words that hold a depth, written again in the
// new unit when the user switches plies and moves (rewordStatus, from shell/depth-unit.js).
/**
 * @param {string | (() => string)} html
 * @param {string} [kind]
 */
export function setStatus(html, kind = '') {
  statusWords = typeof html === 'function' ? html : null;
  writeStatus(typeof html === 'function' ? html() : html, kind);
}
/** @type {(() => string) | null} */
let statusWords = null;
function writeStatus(html, kind) {
  const el = $('status');
  el.innerHTML = html;
  el.title = el.textContent;
  el.className = 'status' + (kind ? ' ' + kind : '');
}
// The status line written again, when its words hold a depth (setStatus was given a function).
export function rewordStatus() {
  if (!statusWords) return;
  const el = $('status');
  writeStatus(statusWords(), el.className.replace(/^status ?/, ''));
}

// The progress bar of a solve: shown only when the solve takes a moment (150 ms).
// Returns { update(fraction), done() }; done() hides it unless another solve still runs.
// A newer solve takes the bar over; hideProgress() hides it at once (cancel).
let progressTimer = 0;
export function startProgress() {
  clearTimeout(progressTimer);
  const timer = (progressTimer = setTimeout(() => {
    $('progress').hidden = false;
  }, 150));
  const update = (fraction) => {
    const p = Math.round(fraction * 100);
    $('progress-bar').style.width = `${p}%`;
    $('progress-text').textContent = `Solving… ${p}%`;
    $('progress').setAttribute('aria-valuenow', String(p));
  };
  update(0);
  return {
    update,
    done() {
      clearTimeout(timer);
      if (!solver.busy) $('progress').hidden = true;
    },
  };
}
export function hideProgress() {
  clearTimeout(progressTimer);
  $('progress').hidden = true;
}

// The status line after a solve ended: solved (with the time), cancelled, or the error.
export function solvedStatus(positions, ms) {
  const engine =
    build.engine === 'js-stand-in' ? ' · <span class="warn">JS stand-in solver (development build)</span>' : '';
  const threads = solver.threads > 1 ? ` on ${solver.threads} threads` : '';
  setStatus(`Solved ${fmt(positions)} positions in ${formatMs(ms)}${threads}${engine}.`, 'ok');
}
export function solveFailed(e) {
  if (e.kind === 'cancelled') {
    if (!solver.busy) setStatus('Solve cancelled. Press <kbd>Enter</kbd> to solve again.');
  } else setStatus(`The solver could not solve this: ${esc(e.message)}`, 'error');
}

// One solve in the worker with the progress bar and the status line: ask(update) → the result;
// fresh() → it still fits what is shown (else it is dropped); take(result) takes it, then the
// status says what was solved (status(result), by default the positions and time) — or why
// not (failed(e) first, if given); settle(last) runs at the end either way (last: no newer
// solve of what is shown runs).
/**
 * @param {object} options
 * @param {(update: (fraction: number) => void) => Promise<any>} options.ask
 * @param {() => boolean} [options.fresh]
 * @param {(result: any) => any} options.take
 * @param {(last: boolean) => void} [options.settle]
 * @param {(error: any) => void} [options.failed]
 * @param {string} [options.words]
 * @param {(result: any, ms: number) => void} [options.status]
 * @returns {Promise<void>}
 */
export async function solveWithProgress({
  ask,
  fresh = () => true,
  take,
  settle = () => {},
  failed = () => {},
  words = 'Solving…',
  status = (r, ms) => solvedStatus(r.stats?.positions ?? r.positions, r.ms ?? ms),
}) {
  const progress = startProgress(),
    started = performance.now();
  setStatus(words);
  try {
    const result = await ask(progress.update);
    if (!fresh()) return;
    await take(result);
    status(result, performance.now() - started);
  } catch (e) {
    failed(e);
    solveFailed(e);
  } finally {
    const last = fresh() || !solver.busy;
    if (last) progress.done();
    settle(last);
  }
}

// Saves a blob as a file.
export function download(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 30000);
}

// The preset menu shows this preset ('' when the board is the user's own).
export function syncPresetSelect(id) {
  /** @type {HTMLSelectElement} */ ($('preset-select')).value = id;
}
