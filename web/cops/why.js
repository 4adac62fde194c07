// Why the cops win (the cops card's proof): the cops' strategy tree from a placement against a
// robber on r — the cops' best move, then every reply of the robber (his own vertex or a
// neighbour not on a cop), to the capture. Built level by level, each level's moves asked of
// the worker at once; at most `maxNodes` positions, deeper ones a click away.

import { esc } from '../lib/panels.js';

// ask(copsMoves) → the worker's copsMoves answer; g: the graph ({ adj, name }).
export async function copsStrategy(ask, g, placement, robber, { maxNodes = 200 } = {}) {
  const root = { cops: placement, robber, children: [] };
  let level = [root],
    count = 1;
  while (level.length && count < maxNodes) {
    const moves = await ask(level.map((n) => ({ placement: n.cops, robber: n.robber })));
    const next = [];
    level.forEach((n, i) => {
      n.move = moves[i];
      n.caught = n.move.includes(n.robber);
      if (n.caught) return;
      const replies = [n.robber, ...g.adj[n.robber]].filter((v) => !n.move.includes(v));
      if (!replies.length) {
        n.cornered = true;
        return;
      }
      for (const v of replies) {
        if (count >= maxNodes) {
          n.cut = true;
          break;
        }
        const child = { cops: n.move, robber: v, children: [] };
        n.children.push(child);
        next.push(child);
        count++;
      }
    });
    level = next;
  }
  return root;
}

// The tree as nested lists.
export function strategyHtml(root, g) {
  const cops = (c) => c.map((v) => esc(g.name(v))).join(', ');
  const node = (n, depth) => {
    const head = `robber on ${esc(g.name(n.robber))}, cops on ${cops(n.cops)}`;
    if (!n.move) return `<li>${head} <span class="muted">— more below the limit</span></li>`;
    const move = `cops to ${cops(n.move)}`;
    if (n.caught) return `<li>${head}: ${move} — <b>caught</b></li>`;
    if (n.cornered) return `<li>${head}: ${move} — <b>every escape is a cop: caught next</b></li>`;
    const kids =
      n.children.map((c) => node(c, depth + 1)).join('') +
      (n.cut ? '<li class="muted">… (more replies below the limit)</li>' : '');
    return (
      `<li><details${depth < 2 ? ' open' : ''}><summary>${head}: ${move}; the robber's replies ` +
      `(${n.children.length})</summary><ul>${kids}</ul></details></li>`
    );
  };
  return `<ul class="why-tree">${node(root, 0)}</ul>`;
}
