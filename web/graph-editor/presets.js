// Presets: every graph example of the source problems (NEERC 2016 G, LeetCode 913), a few
// instructive graphs, and generated big ones. A preset is text in one of the paste formats (or
// a generator of edge arrays), the game to play on it, and a line on what to look at.

export const PRESETS = [
  {
    id: 'seed001',
    group: 'From the source problems',
    name: 'NEERC 2016 G sample — Alice and Bob',
    game: 'alice-bob',
    layout: 'layered',
    text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n',
    note: 'NEERC 2016 G’s sample. Expected: A = WDLDWL (Alice first), B = DWLLWL (Bob first).',
  },
  {
    id: 'seed001-generic',
    group: 'From the source problems',
    name: 'NEERC 2016 G graph — token game',
    game: 'generic',
    layout: 'layered',
    text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n',
    note: 'The same graph with ordinary rules (who cannot move loses): DWLDWL.',
  },
  {
    id: 'sum-seed',
    group: 'Many tokens',
    name: 'Many tokens on the NEERC 2016 G graph',
    game: 'sum',
    layout: 'layered',
    text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n',
    tokens: [1, 2, 4],
    note:
      'The token game’s graph with three tokens: a turn moves one of them. Each vertex shows its value γ; ' +
      'click vertices to add tokens, Shift+click to take one off.',
  },
  {
    id: 'sum-wind-up',
    group: 'Many tokens',
    name: 'Wind-up — a loopy subtraction game',
    game: 'sum',
    layout: 'force',
    text: '5 8\n1 0\n1 3\n2 1\n2 4\n3 2\n3 0\n4 3\n4 1\n',
    tokens: [1, 4],
    note:
      'Positions 0 to 4; a move subtracts 1 or 3, wrapping around modulo 5; 0 has no move. Its values: ' +
      '0, ∞{0}, ∞{0}, ∞{0}, 0 — a heap of 4 behaves like an empty one, and 1, 2, 3 can run around forever.',
  },
  {
    id: 'cm-example1',
    group: 'From the source problems',
    name: 'LeetCode 913 example 1 — cat and mouse',
    game: 'cat-mouse',
    layout: 'force',
    text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]',
    note:
      'LeetCode 913’s first example. Expected: 0 — with best play neither wins. Fix the cat on 2 ' +
      'and look where the mouse could start instead.',
  },
  {
    id: 'cm-example2',
    group: 'From the source problems',
    name: 'LeetCode 913 example 2 — cat and mouse',
    game: 'cat-mouse',
    layout: 'force',
    text: '[[1,3],[0],[3],[0,2]]',
    note: 'LeetCode 913’s second example. Expected: 1 — the mouse steps from 1 straight into the hole.',
  },
  {
    id: 'cm-cornered',
    group: 'Instructive',
    name: 'Cat and mouse — a cornered mouse',
    game: 'cat-mouse',
    layout: 'force',
    text: '[[3],[2],[1,3],[0,2]]',
    note:
      'The mouse’s only move from 1 is onto the cat on 2: the cat wins in 1 ply (answer 2). Put the ' +
      'mouse elsewhere (Shift+click) to see where it would get away.',
  },
  {
    id: 'leetcode913-1',
    group: 'From the source problems',
    name: 'LeetCode 913 example 1 graph',
    game: 'generic',
    layout: 'force',
    text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]',
    note:
      'LeetCode 913’s first adjacency list, read as an adjacency list (entry i lists the neighbours ' +
      'of i, 0-indexed). Every vertex has a way back, so the token game is all draws.',
  },
  {
    id: 'leetcode913-2',
    group: 'From the source problems',
    name: 'LeetCode 913 example 2 graph',
    game: 'generic',
    layout: 'force',
    text: '[[1,3],[0],[3],[0,2]]',
    note: 'LeetCode 913’s second adjacency list, as a directed graph with both directions of each edge.',
  },
  {
    id: 'draw-escape',
    group: 'Instructive',
    name: 'Draw cycle with an escape',
    game: 'generic',
    layout: 'layered',
    text: '4 4\n1 2\n2 1\n2 3\n3 4\n',
    note:
      '2 could leave the cycle, but only into 3, a win for the opponent (3 → 4 leaves them stuck). ' +
      'So nobody leaves: 1 and 2 are draws. Delete the edge 3 → 4 and the draw becomes a win.',
  },
  {
    id: 'misere-trap',
    group: 'Instructive',
    name: 'Misère trap',
    game: 'generic',
    misere: true,
    layout: 'layered',
    text: '4 3\n1 2\n1 3\n3 4\n',
    note:
      'Misère: who cannot move wins. From 1 the dead end 2 looks like the way out, but it hands the ' +
      'win to the opponent; the winning move is 1 → 3. Untick misère to compare.',
  },
  {
    id: 'escape-wins',
    group: 'Instructive',
    name: 'Cycle with a winning exit',
    game: 'generic',
    layout: 'layered',
    text: '3 3\n1 2\n2 1\n2 3\n',
    note:
      'Here the exit from the cycle leads to a dead end: 2 wins at once by taking it, so 1 (whose ' +
      'only move goes to 2) loses. A cycle alone does not make a draw.',
  },
  {
    id: 'long-chain',
    group: 'Instructive',
    name: 'Long chain — win in 9',
    game: 'generic',
    layout: 'force',
    text: '10 11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n1 10\n3 1\n',
    note:
      'Depths count plies: from 1, going straight to 10 wins in 1; 2 must walk the whole chain. ' +
      'Step through the best line from 2.',
  },
  {
    id: 'alice-loop',
    group: 'Instructive',
    name: 'Alice’s endless choice',
    game: 'alice-bob',
    layout: 'layered',
    text: '3 3\n1 2\n1 3\n3 3\n',
    note:
      'Alice likes endless play best: at 1 she could move to the dead end 2 and win at once, but ' +
      'she takes the self-loop at 3 and plays forever (A: D). Bob, moving first at 1, goes to 2 and wins (B: W).',
  },
  {
    id: 'random-300',
    group: 'Generated',
    name: 'Random graph — 300 vertices',
    game: 'generic',
    layout: 'force',
    generate: () => randomGraph(300, 520, 7, 0.12),
    note: 'A random directed graph with some dead ends: a mix of wins, losses and draws.',
  },
  {
    id: 'random-5k',
    group: 'Generated',
    name: 'Random graph — 5,000 vertices (list view)',
    game: 'generic',
    generate: () => randomGraph(5000, 12000, 11, 0.1),
    note: 'Too big to draw: counts, the depth histogram and a search box for any vertex.',
  },
  {
    id: 'random-1m',
    group: 'Generated',
    name: 'Random graph — 1,000,000 edges',
    game: 'alice-bob',
    generate: () => randomGraph(400000, 1000000, 13, 0.1),
    note: 'A million edges, 800,000 positions: the worker solves it in chunks while the page stays responsive.',
  },
  {
    id: 'cops-petersen',
    group: 'Cops and robbers',
    name: 'The Petersen graph — three cops',
    game: 'generic',
    layout: 'force',
    text: '10 15\n1 2\n2 3\n3 4\n4 5\n5 1\n1 6\n2 7\n3 8\n4 9\n5 10\n6 8\n8 10\n10 7\n7 9\n9 6\n',
    note:
      'Girth 5 and every vertex of degree 3: two cops never catch the robber, three do (Aigner and ' +
      'Fromme 1984). How many cops? finds three on a dominating set: caught in one round.',
  },
  {
    id: 'cops-dodecahedron',
    group: 'Cops and robbers',
    name: 'The dodecahedron — three cops',
    game: 'generic',
    layout: 'force',
    text:
      '20 30\n1 2\n1 6\n16 17\n16 7\n2 3\n2 8\n17 18\n17 9\n3 4\n3 10\n18 19\n18 11\n4 5\n4 12\n19 ' +
      '20\n19 13\n5 1\n5 14\n20 16\n20 15\n6 7\n7 8\n8 9\n9 10\n10 11\n11 12\n12 13\n13 14\n14 15\n15 6\n',
    note: 'A planar graph that needs three cops, the most any planar graph needs (Aigner and Fromme 1984).',
  },
  {
    id: 'cops-grid',
    group: 'Cops and robbers',
    name: 'A 5 × 5 grid — two cops',
    game: 'generic',
    layout: 'force',
    text:
      '25 40\n1 2\n1 6\n2 3\n2 7\n3 4\n3 8\n4 5\n4 9\n5 10\n6 7\n6 11\n7 8\n7 12\n8 9\n8 13\n9 ' +
      '10\n9 14\n10 15\n11 12\n11 16\n12 13\n12 17\n13 14\n13 18\n14 15\n14 19\n15 20\n16 17\n16 21\n17 ' +
      '18\n17 22\n18 19\n18 23\n19 20\n19 24\n20 25\n21 22\n22 23\n23 24\n24 25\n',
    note: 'Grids need two cops (Maamoun and Meyniel 1987): one cop alone is led around a square forever.',
  },
  {
    id: 'cops-tree',
    group: 'Cops and robbers',
    name: 'A tree — one cop',
    game: 'generic',
    layout: 'force',
    text: '10 9\n1 2\n1 3\n2 4\n2 5\n3 6\n3 7\n5 8\n5 9\n7 10\n',
    note: 'Every tree is cop-win: the cop walks towards the robber and corners him in a leaf.',
  },
  {
    id: 'cops-cycle',
    group: 'Cops and robbers',
    name: 'A cycle of 8 — two cops',
    game: 'generic',
    layout: 'force',
    text: '8 8\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 1\n',
    note: 'On a cycle of four or more vertices one cop chases the robber round forever; two close in from both sides.',
  },
  {
    id: 'cops-octahedron',
    group: 'Cops and robbers',
    name: 'The octahedron — two cops',
    game: 'generic',
    layout: 'force',
    text: '6 12\n1 3\n1 4\n1 5\n1 6\n2 3\n2 4\n2 5\n2 6\n3 5\n3 6\n4 5\n4 6\n',
    note:
      'Planar and every vertex sees all but its opposite: one cop never catches a robber who stays ' +
      'opposite, two on opposite vertices see everything.',
  },
];

// n vertices, about m distinct edges, `deadFraction` of the vertices without moves; seeded.
export function randomGraph(n, m, seed, deadFraction = 0.1) {
  let x = (seed * 2654435761) >>> 0 || 1;
  const rnd = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
  const live = Math.max(1, Math.round(n * (1 - deadFraction)));
  // Shuffle which vertices are dead ends.
  const perm = new Uint32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    // Sources among the live vertices; every live vertex gets at least one move.
    from[i] = perm[i < live ? i : Math.floor(rnd() * live)];
    to[i] = Math.floor(rnd() * n);
  }
  return { n, from, to };
}

export const presetById = (id) => PRESETS.find((p) => p.id === id) ?? null;
// The preset the page opens on (NEERC 2016 G's sample graph, solved).
export const DEFAULT_PRESET = 'seed001-generic';
