// The exact depth of a sum of k ≤ 3 tokens: the product graph (each position the tokens' vertices,
// a move one token's step) solved as the one-token game in the worker, where it fits.

import { esc, setStatus, solver } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';
import { productGraph, productSize } from '../lib/sum.js';

// The product graph of k tokens is solved for the depth while k ≤ 3 and it has at most this
// many positions and moves (its arrays are built here and copied to the worker).
export const PRODUCT_LIMITS = { tokens: 3, positions: 1_000_000, edges: 8_000_000 };

/** Whether the product graph of k tokens on the drawn graph fits (the depth is then solved for, once). */
export function productGraphFits(model, k) {
  const { positions, edges } = productSize(model.n, model.edgeCount, k);
  return k >= 1 && k <= PRODUCT_LIMITS.tokens && positions <= PRODUCT_LIMITS.positions && edges <= PRODUCT_LIMITS.edges;
}

/**
 * Solves the product graph of k tokens for the solution shown (one at a time: a new open would
 * cancel the one running), keeps its table in state.products and updates the explorer.
 * @param {import('./view.js').SumView} view
 * @param {number} k
 */
export function askProductDepth(view, k) {
  const { model, state, explorer } = view;
  const solution = view.current();
  if (!solution || state.productAsked.has(k) || !productGraphFits(model, k)) return;
  state.productAsked.add(k);
  state.productQueue = state.productQueue.then(async () => {
    if (solution !== view.current()) return;
    const { from, to } = model.edgeArrays();
    const graph = productGraph(model.n, from, to, k);
    try {
      const r = await solver.solve({ game: gameForFeature('graph'), ...graph });
      if (solution !== view.current()) return;
      state.products.set(k, { k, outcomes: r.outcomes, depths: r.depths });
      explorer.update();
    } catch (e) {
      if (e.kind !== 'cancelled') setStatus(`The depth could not be found: ${esc(e.message)}`, 'error');
    }
  });
}
