// Many tokens on the drawn graph (the registry's sum, docs/rules.md#sums): the tokens the user put
// on vertices, the sum's session (γ of every vertex, the outcome and move of any tokens: solver/
// client.js solveSum, sumQuery), the product graph of k ≤ 3 tokens solved as the generic game for
// the exact depth where it fits, and the kit's explorer over the sum's positions (sum/game.js).
// This module keeps them and answers clicks; what the views draw and the card says: view.js.

import { createExplorer } from '../kit/explorer.js';
import { esc, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { createSumGame, SUM_POSITIONS } from './game.js';
import { sumDecor, sumAnswerWords, sumAnswerShown, sumCliLines, sumWhyWords, sumWords } from './view.js';
import { productGraphFits, askProductDepth } from './product-depth.js';

/**
 * @param {{ model: import('../lib/graph-model.js').GraphModel, base: () => number, onChange: () => void }} options
 */
export function createSum({ model, base, onChange }) {
  const state = {
    tokens: /** @type {number[]} */ ([]), // the tokens put on the graph (vertices), in order
    solution: null, // { version, result, gamma, successors, game }
    solving: false,
    products: new Map(), // k → { k, outcomes, depths } of the product graph, for the solution's version
    productAsked: new Set(), // k asked (or refused) for the solution's version
    productQueue: Promise.resolve(),
    answer: null, // { key, value: the session's answer for the tokens shown }
    pendingMover: 0, // a share link's side to move, used once the solve is in
  };
  const name = (v) => `vertex ${v + base()}`;
  const current = () => (state.solution && state.solution.version === model.version ? state.solution : null);

  // The explorer's words (kit/explorer.js ExplorerGame): view.js.
  const words = () => sumWords(view);
  const ex = createExplorer({
    solver: { ask: (_session, q) => (current() ? current().game.ask(q) : Promise.resolve({})) },
    game: words,
    onChange: () => onChange(),
    setStatus,
  });

  // The tokens on screen: the explorer's position once solved, else the user's.
  function shown() {
    return current() && ex.pos !== null ? ex.places : state.tokens;
  }
  const mover = () => (current() && ex.pos !== null ? ex.mover : 0);

  async function solve() {
    const version = model.version;
    if (model.n === 0) return;
    const { from, to } = model.edgeArrays();
    state.solving = true;
    ex.clear();
    onChange();
    await solveWithProgress({
      ask: (update) => solver.solveSum({ n: model.n, from, to }, update),
      fresh: () => version === model.version,
      async take(result) {
        const successors = Array.from({ length: model.n }, () => []);
        for (let i = 0; i < from.length; i++) successors[from[i]].push(to[i]);
        const solution = { version, result, gamma: result.gamma, successors, game: null };
        solution.game = createSumGame(solver, result.session, { n: model.n, successors }, (k) =>
          productFor(solution, k),
        );
        state.solution = solution;
        state.products = new Map();
        state.productAsked = new Set();
        state.tokens = state.tokens.filter((v) => v < model.n);
        await showTokens(state.tokens, state.pendingMover);
        state.pendingMover = 0;
      },
      settle(last) {
        if (last) state.solving = solver.busy;
        onChange();
      },
    });
  }

  // The product graph's table for k tokens, when it was solved for this solution.
  const productFor = (solution, k) => (solution === state.solution ? (state.products.get(k) ?? null) : null);
  const productFits = (k) => productGraphFits(model, k);
  const askProduct = (k) => askProductDepth(view, k);

  // Shows these tokens (the explorer's position, mover to move) and asks for what it needs.
  async function showTokens(tokens, side = mover()) {
    state.tokens = tokens.slice();
    const sol = current();
    if (!sol) {
      onChange();
      return;
    }
    if (!tokens.length) {
      ex.clear();
      onChange();
      return;
    }
    askProduct(tokens.length);
    if (ex.pos === null) {
      const start = sol.game.encode(tokens, side);
      await ex.load({ session: sol.result.session, positions: SUM_POSITIONS, info: { tokens: [] }, start });
    } else await ex.goPlaces(tokens, side, { record: false });
  }

  // A click on a vertex outside play: a token more there (Shift: one fewer).
  function clickVertex(v, shift) {
    if (ex.play) {
      const why = ex.playAt(
        v,
        'Not a legal move: pick one of the highlighted vertices (a token moves one step along an edge).',
      );
      if (why) setStatus(why);
      return true;
    }
    const tokens = shown().slice();
    if (shift) {
      const i = tokens.lastIndexOf(v);
      if (i < 0) {
        setStatus(`No token on ${esc(name(v))} to take away.`);
        return true;
      }
      tokens.splice(i, 1);
    } else tokens.push(v);
    ex.stopAnim();
    showTokens(tokens, 0);
    return true;
  }
  function clearTokens() {
    ex.stopPlay();
    showTokens([], 0);
    setStatus('Tokens cleared: click vertices to put tokens on them.');
  }

  const view = {
    model,
    state,
    explorer: ex,
    current,
    shown,
    answerShown: () => sumAnswerShown(view),
    name,
    productFits,
    onChange,
  };
  const decor = (options) => sumDecor(view, options);
  const answerWords = () => sumAnswerWords(view);
  const cliLines = () => sumCliLines(view);

  return {
    state,
    explorer: ex,
    words,
    solve,
    decor,
    shown,
    mover,
    clickVertex,
    clearTokens,
    showTokens,
    answerWords,
    cliLines,
    productFits,
    get solution() {
      return current();
    },
    // Why? in words: the rule that decides the sum from the tokens' values, and the move.
    why: () => sumWhyWords(view),
    stop() {
      ex.stopPlay();
      ex.stopAnim();
    },
  };
}
