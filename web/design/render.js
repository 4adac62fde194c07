// The design feature drawn: the board (the tokens, the outcome map of one token with the others
// held, the reach of a token, what an edit changed, Watch the solver's waves, How many cops?'s
// capture map), its controls (side to move, the map's token, the click's tool), the answer and
// the position panel (the explorer's).

import { $, esc, fmt } from '../ui/page.js';
import { app, setApp, events } from '../shell/state.js';
import { GALLERY } from '../lib/gallery.js';
import { depthWords } from '../lib/words.js';
import { boardOf, startPlace, reach, startLetters, endWords } from './model.js';
import { valueWords, valueOf } from '../kit/explorer.js';
import { keepMap, followChanges, showChangesBox, previousValue } from '../lib/map-changes.js';
import { currentSolve, solverTokens, tokensOf, toolsOf } from './state.js';
import { LOOK, hasTool, toolButtons, embedded } from '../kit/tools.js';
import { agree } from '../lib/words.js';

// The map before an edit, drawn on today's places (What changed, "Show the map before").
function mapBefore(state, cellOf) {
  const map = state.explorer.map,
    changes = state.changes.changes;
  if (!changes || !app.previousMap || !map) return null;
  return {
    outcomes: map.outcomes.map((o, p) => (o === 3 ? 3 : (previousValue(changes, cellOf(p))?.outcome ?? 3))),
    depths: map.depths.map((d, p) => previousValue(changes, cellOf(p))?.depth ?? 0xffffffff),
  };
}

function drawBoard(state, sol, b, tokens) {
  const { design, explorer } = state;
  const places =
    sol && explorer.pos !== null
      ? explorer.places
      : tokensOf(design).map((t) => startPlace(b, design.sides[t.side].tokens[t.index].start));
  let reachSet = sol ? state.play.targets() : null;
  if (state.reachOf) {
    const [k, j] = state.reachOf.split(',').map(Number);
    const t = design.sides[k]?.tokens[j];
    if (t) reachSet = reach(b, t.moves, startPlace(b, t.start));
  }
  const cellOf = (p) => b.places[p];
  followChanges(state.changes, explorer, cellOf, !!sol);
  state.shownMap = sol && explorer.map ? keepMap(explorer, cellOf) : null;
  if (!state.changes.changes && app.previousMap) setApp({ previousMap: false });
  showChangesBox($, state.changes.changes, 'places', app.previousMap, sol ? state.wholeDiff : null);
  const watch = app.watch;
  const initials = design.sides.map((x) => (x.name || '?')[0].toUpperCase());
  const mark = (k) => (initials[0] === initials[1] && k === 1 ? initials[1].toLowerCase() : initials[k]);
  // A token that starts on a lettered cell is drawn with that letter (the knight N, the king K).
  const letterOf = (t) => {
    const s = design.sides[t.side]?.tokens[t.index]?.start;
    return typeof s === 'string' && /^[A-Za-z]$/.test(s) ? s : null;
  };
  const drawing =
    GALLERY.find((g) => g.xy && JSON.stringify(g.design.board) === JSON.stringify(design.board))?.xy ?? null;
  state.board.draw({
    board: b,
    xy: drawing,
    tokens: tokens.map((t, i) => ({ ...t, place: places[i] ?? -1, label: letterOf(t) ?? mark(t.side) })),
    hideChars: sol && explorer.pos !== null ? startLetters(design) : null,
    selected: sol ? explorer.token : -1,
    map: sol && explorer.map ? (mapBefore(state, cellOf) ?? explorer.map) : null,
    reach: reachSet,
    hinted: sol ? hintedPlaces(explorer) : null,
    hide: app.hideOutcomes,
    changed: state.changes.changes && !watch && !app.hideOutcomes ? state.changes.changes.changedPlaces : null,
    decidedAt: watch ? watch.replay.decidedAt : null,
    step: watch ? watch.step : 0,
    paint: state.copsMap.shown(),
    mode: state.tool === 'edge' ? 'edge' : 'move',
    cursor: state.keys.cursor,
  });
}

// Controls: side to move, the token the map moves, what a click does.
function drawControls(state, sol, b, tokens, sides) {
  const explorer = state.explorer;
  $('design-movers').innerHTML = sides
    .map(
      (s, k) =>
        `<button type="button" role="radio" data-dmover="${k}" ` +
        `aria-checked="${sol ? explorer.mover === k : false}" ${sol && !explorer.play ? '' : 'disabled'}>` +
        `${esc(s)} to move</button>`,
    )
    .join('');
  // Each token by the name it keeps for the whole game (kit/explorer.js names), in the order of the names.
  const nameOf = (i) => (sol ? (explorer.names?.[i] ?? i) : i);
  $('design-tokens').innerHTML = tokens
    .map((_, i) => i)
    .sort((i, j) => nameOf(i) - nameOf(j))
    .map(
      (i) =>
        `<button type="button" role="radio" data-dtoken="${i}" ` +
        `aria-checked="${sol ? explorer.token === i : false}" ${sol ? '' : 'disabled'} ` +
        `title="The map shows the outcome with this token on each place">Move ${esc(tokens[nameOf(i)].label)}</button>`,
    )
    .join('');
  const tools = toolsOf(state);
  if (!hasTool(tools, state.tool)) state.tool = LOOK;
  $('design-tools').innerHTML = toolButtons(tools, state.tool, { attr: 'dtool' });
  $('design-legend').innerHTML =
    state.copsMap.shown()?.title ??
    (sol && explorer.map
      ? `For <b>${esc(sides[explorer.mover])}</b> (to move), ` +
        `with ${esc(tokens[explorer.token]?.label ?? '')} on the place: <b class="lw">W</b> wins · ` +
        `<b class="ll">L</b> loses · <b class="ld">D</b> draw`
      : embedded()
        ? 'Solving the game…'
        : 'Edit the design; <kbd>Enter</kbd> solves. Reach shows where a token can go.');
}

// The answer card, the position panel and the rules' card.
function drawPanels(state, sol, sides) {
  const { design, explorer } = state;
  const st = sol?.result;
  $('answer').textContent = st ? (st.startValue.winner < 0 ? 'draw' : sides[st.startValue.winner]) : '';
  $('answer').dataset.full = $('answer').textContent;
  $('copy-answer').disabled = !st;
  $('counts').innerHTML = st
    ? `<p class="board-answer o-${'DWL'[st.startValue.outcome]}">From the ` +
      `start: ${esc(valueWords(valueOf(st.startValue), sides, explorer.moverOf(st.start)))}.</p>` +
      `<p class="muted small">${fmt(st.stats.positions)} positions · W ${fmt(st.stats.win)} · ` +
      `L ${fmt(st.stats.loss)} · D ${fmt(st.stats.draw)} · longest ${depthWords(st.stats.longest)}</p>`
    : '';
  $('position-body').innerHTML =
    sol && explorer.pos !== null
      ? explorer.panelHtml()
      : '<p class="muted">Solve the design (<kbd>Enter</kbd>) to see the moves and their outcomes.</p>';
  explorer.focusPanel($('position-body'));
  $('preset-note-title').textContent = design.name || 'Your design';
  // In puzzle mode the form is hidden: the rules' ends in words instead.
  const inWords =
    `${design.first ?? sides[0]} ${agree(design.first ?? sides[0], 'moves', 'move')} ` +
    `first; ${(design.ends ?? []).map((x) => endWords(design, x)).join('; ') || 'no end rule'}.`;
  // A gallery game (the same design) is summed up by its own rules.
  const card = GALLERY.find((g) => JSON.stringify(g.design) === JSON.stringify(design));
  $('preset-note').textContent = document.body.classList.contains('puzzle-mode')
    ? card
      ? card.rules
      : `A designed game: ${inWords}`
    : $('design-template-note').textContent || 'A game you designed: the rules are in the form.';
  $('preset-note-card').hidden = false;
  $('solve-button').disabled = false;
}

export function render(state) {
  if (!state.active) return;
  events.emit('before-render', { feature: 'design' });
  const sol = currentSolve(state),
    b = boardOf(state.design),
    tokens = solverTokens(state),
    sides = state.design.sides.map((s) => s.name);
  drawBoard(state, sol, b, tokens);
  drawControls(state, sol, b, tokens, sides);
  drawPanels(state, sol, sides);
  state.keys.keepFocus();
  events.emit('rendered', { feature: 'design' });
}

// The places the hint rings (kit/explorer.js hintMarks): the token to move, at the last level the target too.
function hintedPlaces(explorer) {
  const marks = explorer.hintMarks();
  return marks ? new Set([marks.from, marks.to].filter((p) => p !== null && p >= 0)) : null;
}
