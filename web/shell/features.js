// The registry of features and the game switch. A feature is one kind of board the page
// edits, solves and explores (graph games, boards, two tokens on a graph, …); the shell keeps
// the list, knows which one shows the current game (lib/games.js names each game's feature),
// and drives it only through the interface below. Features never import each other.
//
// The feature interface (every member required unless marked optional):
//   id                       the feature's name in lib/games.js's PAGE_GAMES ('graph', 'board', …)
//   activate({ game, previous, solveAfter, cause })   takes over the board area for `game`
//   deactivate()             leaves it (stops play, animations, timers)
//   solve() → Promise        solves what is shown (progress and cancel through ui/page.js)
//   cancelSolve()            cancels its solve in the worker, if one runs
//   render()                 redraws its maps and panels from the state
//   solved() → bool          a solution of what is shown is on screen
//   onKey(e, { typing }) → bool   a key while it is shown (true: handled)
//   presets() → [{ id, name, group }];  loadPreset(id, { cause })   the presets it owns
//   message(html, kind)      a message beside its input (kind 'ok', 'info', 'error')
//   share: { noun ('graph', 'board'), state() → the fields of a #v1 link (lib/codec.js) or
//            { error, status }, prepare(s) (optional, before the game switch), apply(s) (a
//            decoded link of one of its games), failed(html) (a link that did not open) }
//   exports: { state() → { png, json: { disabled, title }, svg: { disabled }, dot: { hidden,
//            disabled } }, json(), png(), svg(), dot() } — each file maker resolves to
//            { blob, name, words? } or null (share/export.js saves it)
//   why() → null or { key, proof() → Promise<{ kind: 'tree', tree, name, endText, open } |
//            { kind: 'two-passes', solution, pos, name } | { error } | null>, go(pos) }  (explore/why.js)
//   watch() → null or { outcomes, depths, key, fixedToken }        (explore/watch.js)
//   puzzle(pz) → the adapter puzzle mode plays through (puzzles/mode.js; kit/puzzle.js has
//            the explorer's); puzzleSource() → null or { game, misere, text,
//            mine(options) → the worker's puzzles reply }; puzzleSides(pz) → { you, them }
//   work: { keep() → kept, restore(kept, { shown }) }   the editor's work, kept aside while
//            puzzles borrow the board area (features that share an editor share this object)
//   copGraph()               optional: null, or { key, graph(), show(paint) } — a cheap key of what
//                            is shown, the undirected graph cops and robbers is played on, built
//                            only when asked ({ n, edges, adj, xy, name(v), key }; cops/index.js),
//                            and show(paint | null): the capture map on the feature's own canvas
//                            (lib/paint.js), or the outcome map back; board() → the element
//                            the board is drawn on (the focus goes there when play starts)
//   play()                   optional: play against the solver from the position shown, as
//                            the side to move (the gallery's Play)
//   debug                    optional: what window.whowins shows of it (tests only)

import { app, setApp, events } from './state.js';
import { featureOf } from '../lib/games.js';
import { $ } from '../ui/page.js';

const features = new Map();

// Adds a feature (app/main.js, once per feature at start-up).
export function registerFeature(feature) {
  for (const k of [
    'id',
    'activate',
    'deactivate',
    'solve',
    'cancelSolve',
    'render',
    'solved',
    'onKey',
    'presets',
    'loadPreset',
    'message',
    'share',
    'exports',
    'why',
    'watch',
    'puzzle',
    'puzzleSource',
    'puzzleSides',
    'work',
  ]) {
    if (!(k in feature)) throw new Error(`feature ${feature.id ?? '?'}: no '${k}'`);
  }
  features.set(feature.id, feature);
}

export const allFeatures = () => [...features.values()];
// The feature that shows a game.
export const featureFor = (game) => features.get(featureOf(game)) ?? null;
// The feature on screen.
export const currentFeature = () => featureFor(app.game);

// Shows another game: the old feature leaves the board area, the game's feature takes it.
// cause: 'user' (the game menu) or what loads it ('preset', 'share', 'puzzle', 'restore').
export function setGame(game, { solveAfter = true, cause = 'user' } = {}) {
  const previous = app.game;
  const old = previous ? featureFor(previous) : null;
  const next = featureFor(game);
  if (!next) throw new Error(`no feature shows the game '${game}'`);
  for (const f of features.values()) f.cancelSolve();
  old?.deactivate();
  setApp({ game }, cause);
  $('game-select').value = game;
  $('changes-box').hidden = true;
  next.activate({ game, previous, solveAfter, cause });
  events.emit('game-changed', { game, previous, cause });
}

// Redraws the feature on screen.
export function refresh() {
  currentFeature()?.render();
}
// Solves what is shown.
export function solve() {
  return currentFeature()?.solve();
}
// Loads a preset of any feature (the preset menu); false when no feature has it.
export function loadPreset(id, { cause = 'preset' } = {}) {
  for (const f of features.values()) {
    if (f.presets().some((p) => p.id === id)) {
      f.loadPreset(id, { cause });
      return true;
    }
  }
  return false;
}
