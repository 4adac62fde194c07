// Share links on the page: the state written into the address (#v1.…) and copied, and a
// shared link opened (a bad one gives a message and an empty editor). The codec is codec.js.

import { encodeShare, decodeShare } from './codec.js';
import { $, esc, fmt, setStatus } from '../shell/page.js';
import { gameInfo, featureOf } from '../shell/games.js';
import { state, model, isGrid, isCM, misereOn } from '../shell/state.js';
import { boardUI, catMouse } from '../shell/features.js';
import { graphToText } from '../graph/parse.js';
import { catMouseText } from '../graph/parse-cat-mouse.js';
import { loadGraph, refresh } from '../graph/feature.js';
import { setBoxText, showParseMessage, syncPresetSelect } from '../graph/text-input.js';
import { setGame } from '../shell/main.js';

export function showShareBox(url, html, kind) {
  $('share-box').hidden = false;
  const input = $('share-url');
  input.value = url;
  input.hidden = !url;
  const msg = $('share-message');
  msg.innerHTML = html;
  msg.className = 'message ' + kind;
}

// Writes the state into the address (#v1.…) and copies the link.
export async function share() {
  if (isGrid()) {
    const b = boardUI.shareState();
    publishShare(encodeShare({ game: state.game, ...b }), 'board');
    return;
  }
  if (model.isBig) {
    showShareBox('', `This graph is too big for a link (${fmt(model.n)} vertices, ${fmt(model.edgeCount)} edges). Use Export JSON or "Board → text" instead.`, 'error');
    setStatus('Too big to share as a link.', 'error');
    return;
  }
  const r = encodeShare({
    game: state.game, misere: misereOn(), map: state.map, base: state.base,
    n: model.n, edges: model.edges, xs: model.xs, ys: model.ys, selected: state.cursor, ...(isCM() ? catMouse.shareState() : {}),
  });
  publishShare(r, 'graph');
}

export async function publishShare(r, what) {
  if (!r.ok) {
    showShareBox('', esc(r.error), 'error');
    setStatus(`Not shared: the ${what} is too big for a link.`, 'error');
    return;
  }
  history.replaceState(null, '', r.hash);     // no hashchange: the page already shows it
  const url = location.href;
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) { await navigator.clipboard.writeText(url); copied = true; }
  } catch { copied = false; }
  showShareBox(url, copied ? `Link copied (${fmt(url.length)} characters): it reopens this ${what}, the game, its options and the position looked at.`
    : 'The link is selected above: copy it with <kbd>Ctrl</kbd>+<kbd>C</kbd>.', copied ? 'ok' : 'info');
  if (!copied) { const input = $('share-url'); input.focus(); input.select(); }
  setStatus(copied ? 'Share link copied.' : 'Share link ready: copy it from the box beside the answer.', 'ok');
}

// Opens a shared state from a fragment. A bad one: a message and an empty editor.
export function applyShared(hash) {
  const r = decodeShare(hash);
  state.loadingPreset = true;
  try {
    state.presetNote = '';
    syncPresetSelect('');
    if (!r.ok) {
      loadGraph(0, new Uint32Array(0), new Uint32Array(0));
      setBoxText('');
      state.textSource = null;
      showParseMessage(`<b>This link could not be opened:</b> ${esc(r.error)}.<br><span class="muted small">The editor is empty: draw, paste or pick a preset.</span>`, 'error');
      $('share-box').hidden = true;
      setStatus('The shared link could not be opened: an empty board.', 'error');
      refresh();
      return false;
    }
    const s = r.state;
    if (featureOf(s.game) === 'board') {
      setGame(s.game, { solveAfter: false });
      boardUI.applyState(s);
      $('share-box').hidden = true;
      return true;
    }
    state.map = s.map;
    setGame(s.game, { solveAfter: false });
    if (featureOf(s.game) === 'pair-graph' && s.pos) { catMouse.ui.pendingPos = { c: s.pos.cat, r: s.pos.mouse, side: s.pos.side }; catMouse.explorer.fix = s.fix; }
    state.misere = s.misere && gameInfo(s.game).misereOption;
    $('misere').checked = state.misere;
    state.base = s.base;
    for (const x of $('base-toggle').children) x.setAttribute('aria-checked', String(x.dataset.base === 'auto'));
    loadGraph(s.n, s.from, s.to, { positions: s.xs ? { xs: s.xs, ys: s.ys } : null });
    state.cursor = s.selected;
    const text = featureOf(s.game) === 'pair-graph' ? catMouseText(s.n, s.from, s.to) : graphToText(s.n, s.from, s.to, s.base);
    setBoxText(text);
    state.textSource = { text, version: model.version };
    showParseMessage(`<b>Opened a shared link:</b> ${fmt(s.n)} vertices, ${fmt(s.from.length)} edges`, 'ok');
    $('share-box').hidden = true;
    refresh();
    return true;
  } finally {
    state.loadingPreset = false;
    state.ownWork = false;
  }
}
