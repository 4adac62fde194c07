// Puzzle mode: the page poses puzzles the solver proves — packs of each game, the daily
// puzzle, the puzzles of the user's own board — and referees the user's moves (a miss is
// explained with the refutation), with hint, retry, solution, next, share, and a rating kept in
// the browser. The editor's work is kept aside while puzzles are shown and comes back after.

import { $, esc, fmt, formatMs, setStatus, linkUrl, syncPageMode } from '../ui/page.js';
import { GALLERY } from '../lib/gallery.js';
import { gameList, gameInfo, featureOf } from '../lib/games.js';
import { app, setApp } from '../shell/state.js';
import { featureFor, currentFeature, refresh } from '../shell/features.js';
import { judgeMove, missWords, createAttempt, attemptScore } from '../lib/referee.js';
import { loadProgress, saveProgress, record, summary, emptyProgress } from '../lib/progress.js';
import { normalize, readPack, dailyPick, encodePuzzleLink, decodePuzzleLink } from '../lib/puzzle.js';
import { keepEditorWork, restoreEditorWork } from './editor-work.js';
import { showEmbed } from './embed.js';
import { createHoldReferee } from './hold.js';
import { renderHistory, bindHistory } from './history.js';

const AUTOPLAY_MS = 700;
const MINE_POOL = 400; // puzzles of each kind asked of the generator when mining the user's board
const MINE_SHOWN = 60; // … of which a spread from easy to hard is shown
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

export const pm = {
  active: false,
  sets: {}, // id → { name, list }
  setId: '',
  index: 0,
  puzzle: null, // the puzzle shown (puzzle.js's shape)
  attempt: null, // referee.js's attempt
  board: null, // the adapter of the puzzle's feature (shell/features.js's puzzle())
  progress: loadProgress(storage),
  loading: null, // the puzzle being loaded (a newer load wins)
  autoplay: 0, // timer of the solution's autoplay
  packsLoaded: null,
};

// ---- sets ------------------------------------------------------------------------------------
function loadPacks() {
  // Each pack holds both kinds: its win puzzles and its hold-the-draw puzzles are two sets.
  pm.packsLoaded ??= Promise.all(
    gameList()
      .filter((g) => g.puzzles && g.pack)
      .map(async (g) => {
        const r = await fetch(new URL(`./packs/${g.id}.json`, import.meta.url));
        if (!r.ok) throw new Error(`the ${g.name} pack did not load (${r.status})`);
        const all = readPack(await r.json());
        pm.sets[`pack:${g.id}`] = { name: `${g.name} — pack`, list: all.filter((p) => p.kind === 'win') };
        const draws = all.filter((p) => p.kind === 'draw');
        if (draws.length) pm.sets[`hold:${g.id}`] = { name: `${g.name} — hold the draw`, list: draws };
        // The gallery's games (designs): each its own set, both kinds (uid: game:source:id).
        for (const c of GALLERY) {
          const list = all.filter((p) => p.uid.split(':')[1] === c.id);
          if (list.length) pm.sets[`gallery:${c.id}`] = { name: `${c.name} — gallery`, list };
        }
      }),
  ).then(() => {
    const packs = Object.fromEntries(
      Object.entries(pm.sets)
        .filter(([k]) => k.startsWith('pack:'))
        .map(([k, v]) => [k, v.list]),
    );
    pm.sets.daily = { name: `Daily puzzle (${new Date().toISOString().slice(0, 10)})`, list: [dailyPick(packs)] };
  });
  return pm.packsLoaded;
}

function fillSetMenu() {
  const order = [
    'daily',
    ...['pack:', 'hold:', 'gallery:'].flatMap((x) => Object.keys(pm.sets).filter((k) => k.startsWith(x))),
    'mined',
    'link',
  ];
  $('puzzle-source').innerHTML = order
    .filter((k) => pm.sets[k])
    .map((k) => `<option value="${esc(k)}">${esc(pm.sets[k].name)} · ${pm.sets[k].list.length}</option>`)
    .join('');
  $('puzzle-source').value = pm.setId;
}

// ---- entering and leaving --------------------------------------------------------------------
export async function enterPuzzles({ setId = null, index = 0 } = {}) {
  if (!pm.active) {
    keepEditorWork();
    pm.active = true;
    document.body.classList.remove('gallery-mode');
    $('gallery').hidden = true;
    document.body.classList.add('puzzle-mode');
    syncModeSwitch();
  }
  try {
    await loadPacks();
  } catch (e) {
    verdict(`The puzzle packs could not be loaded: ${esc(e.message)}`, 'error');
  }
  const first = Object.keys(pm.sets).find((k) => k.startsWith('pack:'));
  pm.setId = setId && pm.sets[setId] ? setId : pm.setId && pm.sets[pm.setId] ? pm.setId : (first ?? '');
  fillSetMenu();
  if (pm.sets[pm.setId]) await show(setId ? index : firstUnsolved(pm.sets[pm.setId].list));
}

export function leavePuzzles() {
  if (!pm.active) return;
  stopAutoplay();
  pm.board?.stop();
  pm.active = false;
  pm.loading = null;
  setApp({ hideOutcomes: false }, 'puzzle');
  document.body.classList.remove('puzzle-mode');
  syncModeSwitch();
  if (location.hash.startsWith('#z1.')) history.replaceState(null, '', location.pathname + location.search);
  restoreEditorWork();
  setStatus('Back in the editor: your board is as you left it.');
}

const syncModeSwitch = syncPageMode;

const firstUnsolved = (list) =>
  Math.max(
    0,
    list.findIndex((p) => !(p.uid in pm.progress.results)),
  );

// ---- one puzzle ------------------------------------------------------------------------------
async function show(i) {
  const set = pm.sets[pm.setId];
  if (!set || set.list.length === 0) return;
  pm.index = ((i % set.list.length) + set.list.length) % set.list.length;
  await play(set.list[pm.index]);
}

async function play(pz) {
  stopAutoplay();
  pm.board?.stop();
  pm.puzzle = pz;
  pm.attempt = createAttempt(pz);
  pm.board = featureFor(pz.game).puzzle(pz);
  pm.loading = pz;
  setApp({ hideOutcomes: true }, 'puzzle');
  $('puzzle-share-box').hidden = true;
  verdict('Loading the puzzle…', 'info');
  render();
  try {
    const wasOwn = app.ownWork;
    try {
      await pm.board.load();
    } finally {
      setApp({ ownWork: wasOwn }, 'puzzle');
    }
  } catch (e) {
    if (pm.loading !== pz) return;
    verdict(`This puzzle could not be opened: ${esc(e.message ?? String(e))}`, 'error');
    return;
  }
  if (pm.loading !== pz || !pm.active) return;
  // A shared link names a position: the solve proves it is a puzzle, or the page says so.
  if (pz.fromLink && !(await pm.board.check().catch(() => false))) {
    pm.loading = null;
    verdict(
      'This link does not hold a puzzle: the position is not a win of exactly the stated length with one winning move.',
      'error',
    );
    return;
  }
  pm.loading = null;
  begin();
}

// Starts (or restarts) the attempt from the puzzle's position.
function begin() {
  stopAutoplay();
  pm.attempt = createAttempt(pm.puzzle);
  setApp({ hideOutcomes: true }, 'puzzle');
  const hold = pm.puzzle.kind === 'draw';
  pm.board.start(hold ? holdReferee : referee);
  verdict('', '');
  render();
  refresh();
  setStatus(
    hold
      ? `Find the only move that does not lose, then hold for ${plies(pm.puzzle.plies)}.`
      : `Find the only winning move: a win in ${plies(pm.puzzle.plies)}.`,
  );
}

const plies = (k) => `${fmt(k)} ${k === 1 ? 'ply' : 'plies'}`;

// The referee the features' play calls: allow(move, dest) before a human move, moved() after
// every ply, over(youWin) at the end. A hold-the-draw puzzle has its own (hold.js).
const referee = {
  allow(move, dest) {
    const a = pm.attempt;
    if (!a || a.solved) return true;
    const left = a.pliesLeft;
    const v = judgeMove(move, left);
    if (v.ok) {
      a.humanMoves++;
      return true;
    }
    return miss(v, left, dest);
  },
  moved: afterPly,
  over(youWin) {
    finish(youWin, '');
  },
};
const holdReferee = createHoldReferee({
  attempt: () => pm.attempt,
  puzzle: () => pm.puzzle,
  board: () => pm.board,
  miss,
  finish,
  afterPly,
});

// A refused move: the verdict, then the solver's refutation one move deep. → false.
function miss(v, left, dest) {
  const a = pm.attempt;
  a.missed = true;
  const names = featureFor(pm.puzzle.game).puzzleSides(pm.puzzle);
  const where = pm.board.where(dest);
  verdict(`<b>✗ Not this one.</b> Moving to ${esc(where)}: ${esc(missWords(v, left, names))}`, 'error');
  recordFirst();
  pm.board
    .refutation(dest)
    .then((reply) => {
      if (pm.attempt !== a || !reply) return;
      verdict(
        `<b>✗ Not this one.</b> Moving to ${esc(where)}: ${esc(missWords(v, left, names, reply))} Try another move, or Retry.`,
        'error',
      );
    })
    .catch(() => {});
  render();
  return false;
}
function afterPly() {
  render();
  if (pm.autoplay !== 0 && pm.board.humanToMove()) scheduleAutoplay();
}
// The end of an attempt: success (words: how, for a hold) or not.
function finish(success, words) {
  const a = pm.attempt;
  if (!a) return;
  stopAutoplay();
  const hold = pm.puzzle.kind === 'draw';
  if (success) {
    a.solved = true;
    const r = recordFirst();
    const done = hold ? (pm.puzzle.endlessWins ? 'Escaped' : 'Held') : 'Solved';
    const how = a.shown
      ? 'That is the solution.'
      : a.clean
        ? `<b>✓ ${done}, clean.</b>`
        : a.missed
          ? `<b>✓ ${done}</b> (after a miss).`
          : `<b>✓ ${done}</b> (with a hint).`;
    verdict(
      `${how}${words ? ` ${esc(words)}` : ''}${r && r.first ? ` Rating ${r.delta >= 0 ? '+' : ''}${r.delta}.` : ''} The map now shows every outcome.`,
      'ok',
    );
  } else {
    verdict(
      hold
        ? 'The solver broke through: the draw is lost. Retry, or see the solution.'
        : 'The solver held out: the puzzle is lost. Retry, or see the solution.',
      'error',
    );
  }
  setApp({ hideOutcomes: false }, 'puzzle');
  refresh();
  render();
}

// Rates the first finished attempt at a puzzle (a miss counts at once).
function recordFirst() {
  const a = pm.attempt,
    pz = pm.puzzle;
  if (a.recorded) return null;
  const score = attemptScore(a);
  if (score === null) return null;
  a.recorded = true;
  const link = encodePuzzleLink(pz);
  const r = record(pm.progress, pz.uid, pz.difficulty, score, {
    game: pz.game,
    kind: pz.kind,
    plies: pz.plies,
    name: pz.sourceName,
    link: link.ok ? link.hash : null,
  });
  saveProgress(storage, pm.progress);
  return r;
}

// ---- actions ---------------------------------------------------------------------------------
function hint() {
  if (!pm.attempt || pm.attempt.solved || !pm.board.humanToMove()) return;
  pm.attempt.hinted = true;
  const best = pm.board.best();
  if (best === null) return;
  if (pm.board.hint) pm.board.hint();
  else setStatus(`Hint: move to ${esc(pm.board.where(best))}.`);
  verdict(`Hint: move to <b>${esc(pm.board.where(best))}</b>. (This puzzle no longer counts as clean.)`, 'info');
  render();
}

function solution() {
  if (!pm.attempt || pm.attempt.solved) return;
  pm.attempt.shown = true;
  recordFirst();
  verdict(
    pm.puzzle.kind === 'draw'
      ? 'The solution: your moves are played for you; the solver tries every way out.'
      : 'The solution: the winner’s moves are played for you; the solver defends.',
    'info',
  );
  if (pm.board.humanToMove()) scheduleAutoplay();
  else pm.autoplay = -1; // play on when it is the winner's turn again
  render();
}
function scheduleAutoplay() {
  clearTimeout(pm.autoplay);
  pm.autoplay = setTimeout(() => {
    if (pm.active && pm.board.humanToMove()) pm.board.playBest();
  }, AUTOPLAY_MS);
}
function stopAutoplay() {
  clearTimeout(pm.autoplay);
  pm.autoplay = 0;
}

async function share() {
  if (!pm.puzzle) return;
  const r = encodePuzzleLink(pm.puzzle);
  if (!r.ok) {
    verdict(esc(r.error), 'error');
    return;
  }
  history.replaceState(null, '', linkUrl(r.hash));
  const url = location.href;
  $('puzzle-share-box').hidden = false;
  $('puzzle-share-url').value = url;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = false;
  }
  if (!copied) {
    $('puzzle-share-url').focus();
    $('puzzle-share-url').select();
  }
  setStatus(
    copied ? 'Puzzle link copied: it opens this puzzle, not its answer.' : 'Puzzle link ready: copy it from the box.',
    'ok',
  );
}

// Opens a puzzle link (#z1.…); a bad one: a message, the editor as it was.
export async function openPuzzleLink(hash) {
  const r = decodePuzzleLink(hash);
  if (!r.ok) {
    currentFeature().message(
      `<b>This puzzle link could not be opened:</b> ${esc(r.error)}.<br><span class="muted small">The editor shows the default preset.</span>`,
      'error',
    );
    setStatus(`This puzzle link could not be opened: ${esc(r.error)}.`, 'error');
    return false;
  }
  pm.sets.link = { name: 'Shared puzzle', list: [r.puzzle] };
  await enterPuzzles({ setId: 'link', index: 0 });
  return true;
}

// Mines the editor's board for puzzles (the solver's session, or the graph solved again).
export async function minePuzzles() {
  const src = currentFeature().puzzleSource();
  if (!src) {
    setStatus('Draw a graph or paint a board first: puzzles are mined from it.', 'error');
    return;
  }
  if (!gameInfo(src.game).puzzles) {
    setStatus(`${esc(gameInfo(src.game).name)} has no puzzles: its players do not just win or lose.`, 'error');
    return;
  }
  setStatus('Finding puzzles…');
  try {
    const r = await src.mine({ count: MINE_POOL, seed: 1, minPlies: 1, kind: 'all' });
    const lines = r.json
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    if (lines.length === 0) {
      setStatus(
        'No puzzles here: no position where the player to move wins has exactly one winning move, and no draw that only one move keeps.',
        'info',
      );
      return;
    }
    const stamp = Date.now().toString(36);
    const all = lines
      .map((p) => normalize(p, { text: src.text, name: 'your board' }, { uid: `mine:${stamp}:${p.id}` }))
      .sort((a, b) => a.difficulty - b.difficulty || a.plies - b.plies);
    // The generator ranks hardest first; from a big pool keep a spread from easy to hard.
    const list =
      all.length <= MINE_SHOWN
        ? all
        : Array.from({ length: MINE_SHOWN }, (_, i) => all[Math.round((i * (all.length - 1)) / (MINE_SHOWN - 1))]);
    pm.sets.mined = { name: 'From your board', list, ms: r.ms };
    await enterPuzzles({ setId: 'mined', index: 0 });
    setStatus(
      `Found ${list.length} puzzles in your board in ${formatMs(r.ms)} (after its solve). The easiest comes first.`,
      'ok',
    );
  } catch (e) {
    setStatus(`Finding puzzles failed: ${esc(e.message ?? String(e))}`, 'error');
  }
}

// ---- panels ----------------------------------------------------------------------------------
function verdict(html, kind) {
  const el = $('puzzle-verdict');
  el.innerHTML = html;
  el.className = 'message ' + kind;
}

function render() {
  const pz = pm.puzzle,
    set = pm.sets[pm.setId];
  $('puzzle-where').textContent = set ? `Puzzle ${pm.index + 1} of ${set.list.length}` : '';
  const s = summary(pm.progress);
  $('puzzle-progress').innerHTML =
    `<div><span class="rating" title="Your puzzle rating: an Elo update against each puzzle's difficulty, first tries only">${fmt(s.rating)}</span> rating${s.rated < 10 ? ' <span class="muted">(provisional)</span>' : ''}</div>` +
    `<div>${fmt(s.solved)} solved (${fmt(s.clean)} clean) · ${fmt(s.missed)} missed</div><div>Streak ${fmt(s.streak)} · best ${fmt(s.bestStreak)}</div>`;
  renderHistory(pm.progress);
  if (!pz) return;
  const result = pm.progress.results[pz.uid];
  $('puzzle-difficulty').textContent =
    `difficulty ${fmt(pz.difficulty)}${result ? ` · ${result === 'clean' ? '✓ solved' : result}` : ''}`;
  const a = pm.attempt;
  const hold = pz.kind === 'draw';
  const played = hold && pm.board && !pm.loading ? pm.board.plies() : 0;
  const left = !a ? pz.plies : hold ? pz.plies - played : a.pliesLeft;
  const who =
    featureOf(pz.game) === 'graph' ? `Your move from vertex ${pz.start.vertex + 1}:` : `${esc(cap(pz.mover))} to move:`;
  const task = !hold
    ? `win in ${plies(pz.plies)}. Find the only winning move.`
    : pz.endlessWins
      ? `escape: keep the game going for ${plies(pz.plies)} (endless play is the ${esc(pz.mover)}’s win). Only one move does not lose.`
      : `hold the draw for ${plies(pz.plies)}, or until a position repeats. Only one move does not lose.`;
  $('puzzle-task').innerHTML =
    `<b>${who}</b> ${task}` +
    (a && a.humanMoves > 0 && !a.solved ? ` <span class="muted">(${plies(left)} left)</span>` : '') +
    (pz.sourceName
      ? `<br><span class="muted small">From ${esc(pz.sourceName)}${pz.misere ? ' · misère: who cannot move wins' : ''}.</span>`
      : '');
  const playing = !!a && !a.solved && !pm.loading;
  // The legal moves as buttons (keyboard and touch), outcomes not shown.
  const moves = playing && pm.board?.humanToMove() ? pm.board.legalMoves() : [];
  $('puzzle-moves').innerHTML = moves.length
    ? `<span class="field-label">Your move</span> ` +
      moves
        .map(
          (d) =>
            `<button type="button" class="button ghost small" data-puzzle-move="${d}" aria-label="${esc(pz.mover ? `${pz.mover} to ${pm.board.where(d)}` : `Play ${pm.board.where(d)}`)}">${esc(pm.board.where(d))}</button>`,
        )
        .join(' ')
    : '';
  // After a move by the buttons, the focus goes on to the next move (or Next when it is over).
  if (pm.refocus && (moves.length || a?.solved)) {
    pm.refocus = false;
    (moves.length ? $('puzzle-moves').querySelector('button') : $('puzzle-next-top')).focus();
  }
  $('puzzle-hint').disabled = !playing || !pm.board?.humanToMove();
  $('puzzle-solution').disabled = !playing;
  $('puzzle-retry').disabled = !!pm.loading;
}
const cap = (s) => s[0].toUpperCase() + s.slice(1);

// ---- events ----------------------------------------------------------------------------------
export function bindPuzzles() {
  for (const b of document.querySelectorAll('[data-page-mode]')) {
    b.addEventListener('click', () => {
      if (b.dataset.pageMode === 'puzzles') enterPuzzles();
      else leavePuzzles();
    }); // the gallery's own too
  }
  $('puzzle-source').addEventListener('change', (e) => {
    pm.setId = e.target.value;
    show(firstUnsolved(pm.sets[pm.setId].list));
  });
  $('puzzle-prev').addEventListener('click', () => show(pm.index - 1));
  $('puzzle-next-top').addEventListener('click', () => show(pm.index + 1));
  $('puzzle-next').addEventListener('click', () => show(pm.index + 1));
  $('puzzle-hint').addEventListener('click', hint);
  $('puzzle-retry').addEventListener('click', () => {
    if (pm.board && !pm.loading) begin();
  });
  $('puzzle-solution').addEventListener('click', solution);
  $('puzzle-share').addEventListener('click', share);
  $('puzzle-embed-button').addEventListener('click', () => {
    if (pm.puzzle) showEmbed(pm.puzzle);
  });
  $('puzzle-share-url').addEventListener('focus', (e) => e.target.select());
  $('puzzle-reset').addEventListener('click', () => {
    if (!confirm('Forget every puzzle result, the rating and the streaks kept in this browser?')) return;
    pm.progress = emptyProgress();
    saveProgress(storage, pm.progress);
    render();
  });
  $('mine-puzzles').addEventListener('click', () => minePuzzles());
  bindHistory(
    () => pm.progress,
    (hash) => openPuzzleLink(hash),
  );
  $('puzzle-moves').addEventListener('click', (e) => {
    const b = e.target.closest('[data-puzzle-move]');
    if (b && pm.board?.humanToMove()) {
      pm.refocus = true;
      pm.board.playMove(Number(b.dataset.puzzleMove));
    }
  });
}

// Keys in puzzle mode (not in a text field); true when handled. Editing keys are swallowed
// (the board is a puzzle). Outside puzzle mode, Z enters it.
export function puzzleKey(e, { typing }) {
  if (typing) return false;
  if (!pm.active) {
    if (!e.ctrlKey && !e.metaKey && !e.altKey && (e.key === 'z' || e.key === 'Z')) {
      e.preventDefault();
      enterPuzzles();
      return true;
    }
    return false;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return e.key === 'z' || e.key === 'y' || e.key === 'Z' || e.key === 'Y';
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const act = {
    h: hint,
    r: () => {
      if (!pm.loading) begin();
    },
    s: solution,
    n: () => show(pm.index + 1),
    p: () => show(pm.index - 1),
    u: share,
    Escape: leavePuzzles,
  }[k];
  if (act) {
    e.preventDefault();
    act();
    return true;
  }
  return k !== '?' && k !== 'Enter' && k !== 'Tab';
}
