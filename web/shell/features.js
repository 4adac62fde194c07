// The registry of features and the game switch. A feature is one kind of board the page
// edits, solves and explores (graph games, boards, two tokens on a graph, …); the shell keeps
// the list, knows which one shows the current game (lib/games.js names each game's feature),
// and drives it only through the interface below. Features never import each other.
//
// The feature interface: `Feature` below (every member required unless marked optional).

/** @import { PuzzleAdapter } from '../kit/puzzle.js' */
/** @import { PuzzlesAnswer, PuzzleQuestion } from '../solver/messages.js' */
/** @import { Paint } from '../lib/paint.js' */
/** @import { CopGraph } from '../lib/cop-graph.js' */
/** @import { Puzzle } from '../lib/puzzle.js' */
/** @import { WhySource, WatchSource } from '../kit/why.js' */

/**
 * What a feature's share link holds: `share.state()` gives the fields of a #v1 link
 * (lib/codec.js) or says why there is none ({ error, status }); `apply(s)` opens a decoded link
 * of one of its games.
 * @typedef {object} FeatureShare
 * @property {string} noun what is shared, in words ('graph', 'board')
 * @property {() => Record<string, any> & { error?: string, status?: string }} state
 * @property {(s: Record<string, any>) => void} [prepare] before the game switch
 * @property {(s: Record<string, any>) => void} apply
 * @property {(html: string) => void} failed a link that did not open
 */
/**
 * One file an export made (share/export.js saves it); null: nothing to save.
 * @typedef {{ blob: Blob | null, name: string, words?: string } | null} ExportFile
 */
/**
 * The export buttons' state as the feature says it (share/export.js).
 * @typedef {object} ExportButtons
 * @property {{ disabled: boolean, title: string }} png
 * @property {{ disabled: boolean, title: string }} json
 * @property {{ disabled: boolean }} svg
 * @property {{ hidden: boolean, disabled: boolean }} dot
 */
/**
 * The export buttons as the feature says (share/export.js), and the file makers.
 * @typedef {object} FeatureExports
 * @property {() => ExportButtons} state
 * @property {() => Promise<ExportFile> | ExportFile} json
 * @property {() => Promise<ExportFile> | ExportFile} png
 * @property {() => Promise<ExportFile> | ExportFile} svg
 * @property {() => Promise<ExportFile> | ExportFile} dot
 */
/**
 * The board shown as a source of puzzles (puzzles/mode.js minePuzzles): its game, its text
 * (the puzzle's source), and the worker's puzzles reply for it.
 * @typedef {object} PuzzleSource
 * @property {string} game
 * @property {boolean} [misere]
 * @property {string} text
 * @property {(options: PuzzleQuestion) => Promise<PuzzlesAnswer>} mine
 */
/**
 * The editor's work, kept aside while puzzles borrow the board area (puzzles/editor-work.js);
 * features that share an editor share this object.
 * @typedef {{ keep: () => any, restore: (kept: any, options: { shown: boolean }) => void }} FeatureWork
 */
/**
 * How many cops? on what is shown (cops/index.js).
 * @typedef {object} CopGraphSource
 * @property {string} key a cheap key (asked at every drawing)
 * @property {() => CopGraph} graph the undirected graph, built only when asked
 * @property {(paint: Paint | null) => void} show the capture map on the feature's own canvas, or (null) the
 *   outcome map back
 * @property {() => HTMLElement | null} [board] the element the board is drawn on (the focus goes there when
 *   play starts)
 */
/** @typedef {{ id: string, name: string, group?: string, last?: boolean }} Preset a preset's menu entry */
/**
 * activate()'s options. cause: 'user' (the game menu) or what loads it ('preset', 'share',
 * 'puzzle', 'restore').
 * @typedef {{ game: string, previous: string, solveAfter: boolean, cause: string }} ActivateOptions
 */
/**
 * A feature: one kind of board the page edits, solves and explores; the shell and the tools
 * call it through these members alone.
 * @typedef {object} Feature
 * @property {string} id the feature's name in lib/games.js's PAGE_GAMES ('graph', 'cop-thief', …)
 * @property {(options: ActivateOptions) => void} activate takes over the board area for `game`
 * @property {() => void} deactivate leaves it (stops play, animations, timers)
 * @property {() => Promise<any> | void} solve solves what is shown (progress and cancel through ui/page.js)
 * @property {() => void} cancelSolve cancels its solve in the worker, if one runs
 * @property {() => void} render redraws its maps and panels from the state
 * @property {() => boolean} solved a solution of what is shown is on screen
 * @property {(e: KeyboardEvent, options: { typing: boolean }) => boolean} onKey a key while it is shown (true: handled)
 * @property {() => Preset[]} presets the presets it owns
 * @property {(id: string, options: { cause: string, solveAfter?: boolean }) => void} loadPreset (solveAfter false:
 *   the graph presets load without the solve they start otherwise — the editor behind a puzzle or set link;
 *   the other features' presets do not take it)
 * @property {(html: string, kind?: 'ok' | 'info' | 'error') => void} message a message beside its input
 * @property {FeatureShare} share
 * @property {FeatureExports} exports
 * @property {() => WhySource | null} why
 * @property {() => WatchSource | null} watch
 * @property {(puzzle: Puzzle) => PuzzleAdapter} puzzle the adapter puzzle mode plays through (puzzles/mode.js)
 * @property {() => PuzzleSource | null} puzzleSource
 * @property {(puzzle: Puzzle) => { you: string, them: string }} puzzleSides
 * @property {FeatureWork} work
 * @property {() => CopGraphSource | null} [copGraph]
 * @property {() => void} [play] play against the solver from the position shown, as the side to move
 *   (the gallery's Play)
 * @property {any} [debug] what window.whowins shows of it (tests only)
 */

import { app, setApp, events } from './state.js';
import { featureOf } from '../lib/games.js';
import { $ } from '../ui/page.js';

/** @type {Map<string, Feature>} */
const features = new Map();

// Adds a feature (app/main.js, once per feature at start-up).
/** @param {Feature} feature */
export function registerFeature(feature) {
  for (const member of [
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
    if (!(member in feature)) throw new Error(`feature ${feature.id ?? '?'}: no '${member}'`);
  }
  features.set(feature.id, feature);
}

/** @returns {Feature[]} */
export const allFeatures = () => [...features.values()];
// The feature that shows a game.
/** @type {(game: string) => Feature | null} */
export const featureFor = (game) => features.get(featureOf(game)) ?? null;
// The feature on screen.
/** @type {() => Feature | null} */
export const currentFeature = () => featureFor(app.game);

// Why? of what the board shows: a tool playing its own game on the feature's board (How many
// cops?) gives its source first (setToolWhy: a function → WhySource or null), else the feature's.
/** @type {() => WhySource | null} */
let toolWhy = () => null;
/** @param {() => WhySource | null} source */
export function setToolWhy(source) {
  toolWhy = source;
}
/** @type {() => WhySource | null} */
export const whySource = () => toolWhy() ?? currentFeature()?.why() ?? null;

// Shows another game: the old feature leaves the board area, the game's feature takes it.
// cause: 'user' (the game menu) or what loads it ('preset', 'share', 'puzzle', 'restore').
/**
 * @param {string} game
 * @param {{ solveAfter?: boolean, cause?: string }} [options]
 */
export function setGame(game, { solveAfter = true, cause = 'user' } = {}) {
  const previous = app.game;
  const old = previous ? featureFor(previous) : null;
  const next = featureFor(game);
  if (!next) throw new Error(`no feature shows the game '${game}'`);
  for (const feature of features.values()) feature.cancelSolve();
  old?.deactivate();
  setApp({ game }, cause);
  /** @type {HTMLSelectElement} */ ($('game-select')).value = game;
  $('changes-box').hidden = true;
  next.activate({ game, previous, solveAfter, cause });
  events.emit('game-changed', { game, previous, cause });
}

// Redraws the feature on screen.
/** @returns {void} */
export function refresh() {
  currentFeature()?.render();
}
// Solves what is shown.
/** @returns {Promise<any> | void} */
export function solve() {
  return currentFeature()?.solve();
}
// Loads a preset of any feature (the preset menu); false when no feature has it.
/**
 * @param {string} id
 * @param {{ cause?: string, solveAfter?: boolean }} [options] solveAfter false: a graph preset loads without
 *   its solve (as the feature interface's loadPreset says)
 * @returns {boolean}
 */
export function loadPreset(id, { cause = 'preset', solveAfter = true } = {}) {
  for (const feature of features.values()) {
    if (feature.presets().some((preset) => preset.id === id)) {
      feature.loadPreset(id, { cause, solveAfter });
      return true;
    }
  }
  return false;
}
