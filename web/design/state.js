// The design feature's state, named: the design being edited, the worker's reading of it, its
// solve, the tool a click uses, what an edit changed; and the readings of it every part shares
// (its text, the solve still current, its tokens in the solver's order, the explorer's words).

import { TEMPLATES } from './templates.js';
import { boardOf, placeName } from './model.js';
import { LOOK } from '../kit/tools.js';
import { designTools } from './tools.js';
import { pageStorage, readStored, writeStored } from '../lib/stored.js';
import { ruleWinWords } from '../lib/words.js';

const STORE = 'whowins.design';

// The design kept across reloads (localStorage), or the first template.
function savedDesign() {
  const saved = readStored(
    pageStorage(),
    STORE,
    'Your saved design',
    (d) => typeof d === 'object' && !Array.isArray(d),
  );
  return saved ?? structuredClone(TEMPLATES[0].design);
}
export function keepDesign(design) {
  writeStored(pageStorage(), STORE, design, 'Your design');
}

// The state every part of the feature reads and writes (the explorer, board, play and capture
// map are filled in by index.js).
export function createDesignState() {
  return {
    design: savedDesign(),
    checked: null, // the worker's reading: { error, positions, tooBig, info } of the text
    solved: null, // { text, result, shape }
    reachOf: null, // "k,j": the token whose move set is drawn
    tool: LOOK, // what a click on the board does: look, a cell's character, edge
    edgeFrom: null, // the Edge tool's first vertex
    active: false, // the feature is on screen
    checkTimer: 0,
    statusSaysProblem: false, // the status line last said the design is not a game (or too big)
    bound: false,
    changes: { kept: null, changes: null }, // What changed: the map before an edit, the diff after
    editedFrom: null, // the solve before the edits (its session, cells, shape)
    wholeDiff: null, // the worker's diff of every position after a re-solve
    shownMap: null, // the map last drawn (kept when an edit comes)
    explorer: null,
    board: null,
    play: null,
    copsMap: null,
    keys: null, // the keyboard (kit/play-keys.js)
  };
}

export const designText = (state) => JSON.stringify(state.design, null, 1);
// The solve, when it is still of the design shown; else null.
export const currentSolve = (state) => (state.solved && state.solved.text === designText(state) ? state.solved : null);
// A board's shape (a grid's size, a graph's vertex count): cells match across an edit only when it holds.
export const shapeOf = (b) => (b.grid ? `${b.rows}x${b.cols}` : `n${b.n}`);

// The design's tokens in the form's order, labelled.
export function tokensOf(design) {
  const list = [];
  (design.sides ?? []).forEach((s, k) =>
    (s.tokens ?? []).forEach((t, j) =>
      list.push({ side: k, index: j, label: `${s.name ?? '?'}${s.tokens.length > 1 ? ` ${j + 1}` : ''}` }),
    ),
  );
  return list;
}
// Tokens in the solver's order (its info), labelled.
export function solverTokens(state) {
  const info = currentSolve(state)?.result.info;
  if (!info) return tokensOf(state.design);
  return info.tokens.map((t) => {
    const s = state.design.sides[t.side];
    return { side: t.side, index: t.index, label: `${s.name}${s.tokens.length > 1 ? ` ${t.index + 1}` : ''}` };
  });
}
// The explorer's words for the design: its sides, its tokens (the solver's order), its places.
export function gameWords(state) {
  const b = boardOf(state.design);
  const sides = state.design.sides.map((x) => x.name);
  return {
    sides,
    tokens: solverTokens(state),
    where: (p) => placeName(b, p),
    // A win by the endless rule or the turn limit, in words (Why? names the rule).
    ruleWin: (winner) => ruleWinWords(state.design, sides[winner], sides[1 - winner]),
  };
}

// The design's tools (kit/tools.js's, per board kind): its own wall character, Look alone in an embed.
export function toolsOf(state) {
  return designTools(state.design, boardOf(state.design), state.edgeFrom);
}
