// The graph as text: reading the box (or a big file or paste held aside) into the model with
// line-numbered messages beside it, writing the model back, and the graph presets.

import { graphToText, describeGraph } from './parse.js';
import { presetById } from './presets.js';
import { $, esc, fmt, setStatus, syncPresetSelect } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { app, setApp } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { state, model, game } from './state.js';
import { loadGraph, render as refresh } from './feature.js';

export { syncPresetSelect };

const PARSE_IN_WORKER = 1_000_000; // characters: longer texts are read off the page's thread
export const BIG_TEXT = 200_000; // characters: longer graphs are not written into the box

export function currentParseOptions() {
  const base = document.querySelector('#base-toggle [aria-checked="true"]').dataset.base;
  return { format: $('format-select').value, base: base === 'auto' ? 'auto' : Number(base) };
}

// Files past this size are refused before they are read (a text of that size would not fit
// the page's limits anyway; the message names the size and the command line).
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

let parseWorker = null;

// Parses in a worker: resolves with the parser's answer, or with a line-1 error if the worker
// fails or stays silent (out of memory) for longer than a generous time for the text's size.
export function parseOffThread(text, options, catMouse = false) {
  parseWorker ??= new Worker(new URL('parse-worker.js', import.meta.url), { type: 'module' });
  const worker = parseWorker;
  return new Promise((resolve) => {
    const fail = (why) => {
      clearTimeout(timer);
      worker.terminate();
      if (parseWorker === worker) parseWorker = null;
      resolve({
        ok: false,
        error: {
          line: 1,
          message:
            `the text could not be read (${why}); the board is kept. The command line reads ` +
            `texts of any size: whowins <game> < file.txt`,
        },
      });
    };
    const timer = setTimeout(() => fail('the reader stopped answering'), 20000 + text.length / 1000);
    worker.onmessage = ({ data }) => {
      clearTimeout(timer);
      resolve(data);
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      fail(e.message || 'the reader failed');
    };
    worker.postMessage({ text, options, catMouse });
  });
}

// Reads the text box (or a big file's or paste's text) into the board. Bad text: a message
// beside the box naming the line, the text and the board untouched.
export async function readText(text = null, { fileName = null } = {}) {
  const box = $('graph-text');
  if (text === null) {
    // The box shows a stand-in line while a big text is held aside: read that text.
    text = state.bigText && box.value === state.bigText.placeholder ? state.bigText.text : box.value;
    if (text !== state.bigText?.text) state.bigText = null;
    else fileName = state.bigText.name;
  }
  const options = currentParseOptions();
  showParseMessage('Reading…', 'info');
  const t = game().text;
  const r = text.length > PARSE_IN_WORKER ? await parseOffThread(text, options, t.pairs) : t.parse(text, options);
  if (!r.ok) {
    box.setAttribute('aria-invalid', 'true');
    const where = fileName
      ? ` <span class="muted">(in ${esc(fileName)}: ` +
        `<code>${esc(lineOf(text, r.error.line).slice(0, 80))}</code>)</span>`
      : ` <button type="button" class="link" data-line="${r.error.line}">show line</button>`;
    showParseMessage(
      `<b>Line ${fmt(r.error.line)}:</b> ${esc(r.error.message)}${where}` +
        '<br><span class="muted small">The board still shows the previous graph.</span>',
      'error',
    );
    if (!fileName) selectLine(r.error.line, false);
    return false;
  }
  box.removeAttribute('aria-invalid');
  const g = r.graph;
  state.base = g.base;
  setApp({ presetNote: '' });
  syncPresetSelect('');
  const notes = g.notes.map((x) => `<li>${esc(x)}</li>`).join('');
  showParseMessage(
    `<b>Read:</b> ${esc(describeGraph(g))}${fileName ? ` from ${esc(fileName)}` : ''}` +
      (notes ? `<ul>${notes}</ul>` : ''),
    'ok',
  );
  loadGraph(g.n, g.from, g.to);
  state.textSource = { text: box.value, version: model.version };
  return true;
}

// Line k (1-based) of a text, without splitting all of it.
export function lineOf(text, k) {
  let start = 0;
  for (let i = 1; i < k; i++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return '';
    start = nl + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
}

// A text too long to show in the box (a big paste or file) is kept aside and read directly;
// the box shows one line about it until the user types or pastes something else.
export function holdBigText(text, name) {
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1; i = text.indexOf('\n', i + 1)) lines++;
  const placeholder =
    `# ${name}: ${fmt(Math.round(text.length / 1024))} KB, ${fmt(lines)} lines — too ` +
    `long to show here;\n# it is read as it is. Type or paste here to replace it.\n`;
  state.bigText = { text, name, placeholder };
  $('graph-text').value = placeholder;
  readText(text, { fileName: name });
}

export function showParseMessage(html, kind) {
  const el = $('parse-message');
  el.innerHTML = html;
  el.className = 'message ' + kind;
}

// Selects a line of the text box and scrolls it into view.
export function selectLine(line, focus = true) {
  const box = $('graph-text');
  const text = box.value;
  let start = 0;
  for (let i = 1; i < line && start >= 0; i++) start = text.indexOf('\n', start) + (start >= 0 ? 1 : 0);
  if (start < 0) start = text.length;
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 18;
  box.scrollTop = Math.max(0, (line - 3) * lineHeight);
  if (focus) box.focus();
  box.setSelectionRange(start, end);
}

// Sets the text box. Short texts go in as an edit, so the box's own undo (Ctrl+Z in the box)
// brings the previous text back; long ones are assigned (editing commands are slow on them).
export function setBoxText(text) {
  const box = $('graph-text');
  let ok = false;
  if (text.length < 4000 && box.value.length < 4000) {
    const active = document.activeElement;
    box.focus({ preventScroll: true });
    // A hidden box (puzzle mode) takes no focus: the edit would go into the field that has it.
    if (document.activeElement === box) {
      box.select();
      try {
        ok = document.execCommand('insertText', false, text);
      } catch {
        ok = false;
      }
    }
    if (active && active !== box && active !== document.body && active.focus) active.focus({ preventScroll: true });
    // The box keeps no focus it took (the field that had it may be hidden now: puzzle mode left).
    if (document.activeElement === box && active !== box) box.blur();
  }
  if (!ok || box.value !== text) box.value = text;
  box.setSelectionRange(0, 0);
  box.scrollTop = 0;
}

// cause: 'preset' for a preset chosen, or what loads it (lib/graph-model.js).
export function loadPreset(id, cause = 'preset', { solveAfter = true } = {}) {
  const preset = presetById(id);
  if (!preset) return;
  if (app.game !== preset.game) setGame(preset.game, { solveAfter: false, cause });
  if (gameInfo(preset.game).misereOption) {
    setApp({ misere: !!preset.misere }, cause);
    $('misere').checked = app.misere;
  }
  if (preset.layout) $('layout-select').value = preset.layout;
  showParseMessage('', '');
  $('graph-text').removeAttribute('aria-invalid');
  if (preset.text) {
    setBoxText(preset.text);
    const r = game().text.parse(preset.text, { format: 'auto', base: 'auto' });
    if (!r.ok) throw new Error(`preset ${id}: line ${r.error.line}: ${r.error.message}`);
    state.base = r.graph.base;
    showParseMessage(`<b>Read:</b> ${esc(describeGraph(r.graph))}`, 'ok');
    loadGraph(r.graph.n, r.graph.from, r.graph.to, { cause, solveAfter });
    state.textSource = { text: preset.text, version: model.version };
  } else {
    const g = preset.generate();
    state.base = 1;
    if (g.from.length * 12 < BIG_TEXT) setBoxText(graphToText(g.n, g.from, g.to, 1));
    else
      setBoxText(
        `# ${preset.name}: generated (${fmt(g.from.length)} edges), not shown here.\n` +
          '# "Board → text" writes it out.\n',
      );
    showParseMessage(`<b>Generated:</b> ${fmt(g.n)} vertices, ${fmt(g.from.length)} edges`, 'ok');
    loadGraph(g.n, g.from, g.to, { cause, solveAfter });
  }
  game().presetLoaded?.(preset);
  setApp({ presetNote: preset.note ?? '' }, cause);
  syncPresetSelect(id);
  refresh();
}

// Loads a preset without counting it as the user's own work (which is what gets saved).
export function loadPresetAsDefault(id, { solveAfter = true } = {}) {
  loadPreset(id, 'preset', { solveAfter });
  setApp({ ownWork: false }, 'preset');
}

// The text box and its buttons.
export function bindTextInput() {
  $('read-text').addEventListener('click', () => readText());
  $('graph-text').addEventListener('input', () => {
    if (state.bigText && $('graph-text').value !== state.bigText.placeholder) state.bigText = null;
  });
  $('graph-text').addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= BIG_TEXT) return;
    e.preventDefault();
    holdBigText(text, 'the pasted text');
  });
  $('graph-text').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      readText();
    }
  });
  // The board came from the box's text, unchanged since: a new format or numbering re-reads it.
  // Otherwise the numbering only renumbers the board, and the box waits for "Read text".
  const boardIsText = () =>
    state.textSource && state.textSource.text === $('graph-text').value && state.textSource.version === model.version;
  $('format-select').addEventListener('change', () => {
    if (boardIsText()) readText();
  });
  $('base-toggle').addEventListener('click', (e) => {
    const b = e.target.closest('[data-base]');
    if (!b) return;
    for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x === b));
    if (boardIsText()) readText();
    else if (b.dataset.base !== 'auto') {
      state.base = Number(b.dataset.base);
      refresh();
    }
  });
  $('parse-message').addEventListener('click', (e) => {
    const b = e.target.closest('[data-line]');
    if (b) selectLine(Number(b.dataset.line));
  });
  $('open-file').addEventListener('click', () => $('file-input').click());
  $('file-input').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (file) await openGraphFile(file);
  });
  $('export-text').addEventListener('click', () => {
    const { from, to } = model.edgeArrays();
    if (from.length * 12 > 20_000_000) {
      setStatus('Too big to write into the box.', 'error');
      return;
    }
    const w = game().text.write(model.n, from, to, state.base);
    setBoxText(w.text);
    showParseMessage(w.words, 'ok');
  });
}

// A file's text (Open file…, a file dropped on an editor), or null when it is too big or cannot be read: then
// `show(html, kind)` has said so, and what is on the board stays.
/** @type {(file: File, show: (html: string, kind: string) => void) => Promise<string | null>} */
export async function readFileText(file, show) {
  if (file.size > MAX_FILE_BYTES) {
    show(
      `<b>${esc(file.name)}</b> is ${fmt(Math.round(file.size / 1048576))} MB: the page reads files ` +
        `up to ${fmt(MAX_FILE_BYTES / 1048576)} MB. ` +
        `The command line reads any size: <code>whowins ${esc(app.game)} &lt; ${esc(file.name)}</code>` +
        '<br><span class="muted small">The board still shows what it showed.</span>',
      'error',
    );
    return null;
  }
  show(`Opening ${esc(file.name)}…`, 'info');
  try {
    return await file.text();
  } catch (err) {
    show(
      `<b>${esc(file.name)}</b> could not be read (${esc(err.message || String(err))}). The board ` +
        `still shows what it showed.`,
      'error',
    );
    return null;
  }
}

// A graph file opened (Open file…, or dropped on the page): read into the box, or held when it is big.
/** @type {(file: File) => Promise<void>} */
export async function openGraphFile(file) {
  const text = await readFileText(file, showParseMessage);
  if (text === null) return;
  if (text.length <= BIG_TEXT) {
    state.bigText = null;
    setBoxText(text);
    readText();
  } else holdBigText(text, file.name);
}

// A puzzle's board read, or an error naming its line (the puzzle cannot be opened).
export function readOrThrow(r) {
  if (!r.ok) throw new Error(`the puzzle's board does not read (line ${r.error.line}: ${r.error.message})`);
  return r;
}
