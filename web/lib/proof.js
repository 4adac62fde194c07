// "Why?": the proof of a position's outcome, drawn from the solution (docs/rules.md#learning-why). A Win: the
// winning move, then for every reply the winning answer, to the end (a strategy tree); a
// Loss: every move with its refutation; a Draw: the move that stays in the draw region and,
// for the opponent, every move (each stays in the region or loses), until the play repeats.
// Each position is expanded once; a later visit says "as above" (the tree becomes a finite
// graph, cycles included). Pure; no DOM.
//
// game: { outcome(p) → 'W' | 'L' | 'D', depth(p) → number | null, moves(p) → [{ to }] (every
// legal move), isEnd(p) → bool }.

// node: { pos, letter, depth, kind, children: [{ to, node }], same: true (expanded above),
// cut: true (past maxNodes) }. kind: 'end', 'win' (the winning move), 'loss' (every move),
// 'draw-hold' (the drawing player's move that stays in the draw), 'draw' (the other player's
// every move: each stays in the draw or hands the holder a win), 'exit' (such a losing way
// out: not expanded).
/**
 * A node of a proof tree (see above).
 * @typedef {object} ProofNode
 * @property {number} pos
 * @property {string} letter 'W', 'L' or 'D'
 * @property {number | null} depth
 * @property {string} kind '', 'end', 'win', 'loss', 'draw-hold', 'draw' or 'exit'
 * @property {{ to: number, node: ProofNode }[]} children
 * @property {boolean} [same] expanded above
 * @property {boolean} [cut] past maxNodes
 */
/**
 * The game a proof is drawn from (see above).
 * @typedef {{ outcome: (p: number) => string, depth: (p: number) => number | null,
 *   moves: (p: number) => { to: number }[], isEnd: (p: number) => boolean }} ProofGame
 */
/**
 * @param {ProofGame} game
 * @param {number} root
 * @param {{ maxNodes?: number }} [options]
 * @returns {ProofNode}
 */
export function proofTree(game, root, { maxNodes = 300 } = {}) {
  const expanded = new Set();
  let count = 0;
  const make = (pos, role) => {
    const letter = game.outcome(pos);
    const node = { pos, letter, depth: game.depth(pos), kind: '', children: [] };
    if (game.isEnd(pos)) {
      node.kind = 'end';
      return node;
    }
    if (role === 'exit') {
      node.kind = 'exit';
      return node;
    }
    node.kind = letter === 'W' ? 'win' : letter === 'L' ? 'loss' : role === 'draw' ? 'draw' : 'draw-hold';
    const key = `${pos}|${node.kind}`;
    if (expanded.has(key)) {
      node.same = true;
      return node;
    }
    if (count >= maxNodes) {
      node.cut = true;
      return node;
    }
    expanded.add(key);
    count++;
    const moves = game.moves(pos);
    if (node.kind === 'win') {
      // The fastest move to a position the opponent loses.
      let best = null;
      for (const m of moves)
        if (game.outcome(m.to) === 'L' && (best === null || game.depth(m.to) < game.depth(best.to))) best = m;
      if (best) node.children.push({ to: best.to, node: make(best.to, 'proof') });
    } else if (node.kind === 'loss') {
      for (const m of moves) node.children.push({ to: m.to, node: make(m.to, 'proof') });
    } else if (node.kind === 'draw-hold') {
      const hold = moves.find((m) => game.outcome(m.to) === 'D');
      if (hold) node.children.push({ to: hold.to, node: make(hold.to, 'draw') });
    } else {
      for (const m of moves)
        node.children.push({ to: m.to, node: make(m.to, game.outcome(m.to) === 'D' ? 'hold' : 'exit') });
    }
    return node;
  };
  return make(root, 'hold');
}

// Checks a tree against the game; returns the first problem, or null. A Win node has one
// move, to a Loss one ply shorter; a Loss node has every legal move, each to a Win; a holding
// Draw node has one move, to a Draw; the other player's Draw node has every legal move, each
// to a Draw (held on) or a Win for the holder (an exit that loses); leaves are end positions,
// exits, repeats ("as above") or cuts.
/**
 * @param {ProofGame} game
 * @param {ProofNode} root
 * @returns {string | null}
 */
export function checkProof(game, root) {
  const walk = (n) => {
    if (n.same || n.cut) return null;
    const legal = game.moves(n.pos).map((m) => m.to);
    if (n.kind === 'end') return legal.length === 0 || game.isEnd(n.pos) ? null : `position ${n.pos} is no end`;
    if (n.kind === 'exit') return n.letter === 'W' ? null : `exit ${n.pos} is not a win for the holder`;
    const kids = n.children.map((c) => c.to);
    if (!kids.every((t) => legal.includes(t))) return `position ${n.pos}: an illegal move`;
    const all = kids.length === legal.length;
    if (n.kind === 'win') {
      if (kids.length !== 1 || game.outcome(kids[0]) !== 'L') return `win ${n.pos}: no single move to a loss`;
      if (n.depth !== null && game.depth(kids[0]) !== n.depth - 1) return `win ${n.pos}: not the fastest`;
    } else if (n.kind === 'loss') {
      if (!all || !kids.every((t) => game.outcome(t) === 'W')) return `loss ${n.pos}: a move is missing or escapes`;
    } else if (n.kind === 'draw-hold') {
      if (kids.length !== 1 || game.outcome(kids[0]) !== 'D') return `draw ${n.pos}: the held move leaves the draw`;
    } else if (n.kind === 'draw') {
      if (!all || !kids.every((t) => game.outcome(t) !== 'L')) return `draw ${n.pos}: a move is missing or escapes`;
    } else return `position ${n.pos}: unknown kind ${n.kind}`;
    for (const c of n.children) {
      const e = walk(c.node);
      if (e) return e;
    }
    return null;
  };
  return walk(root);
}

// The play of a Draw: from the root, the held move and the opponent's first move that stays
// in the draw, until a position repeats. → positions (the last one repeats an earlier one, or
// the tree was cut).
/**
 * @param {ProofNode} tree
 * @returns {number[]}
 */
export function drawCycle(tree) {
  const line = [];
  const index = new Map(); // "pos|kind" → node, to follow "as above" back to its expansion
  const collect = (n) => {
    if (!n.same && !n.cut && !index.has(`${n.pos}|${n.kind}`)) {
      index.set(`${n.pos}|${n.kind}`, n);
      n.children.forEach((c) => collect(c.node));
    }
  };
  collect(tree);
  const seen = new Set();
  let n = tree;
  while (n && line.length < 1000) {
    line.push(n.pos);
    const key = `${n.pos}|${n.kind}`;
    if (seen.has(key)) break;
    seen.add(key);
    const next = n.children.find((c) => c.node.letter === 'D');
    if (!next) break;
    n = index.get(`${next.node.pos}|${next.node.kind}`) ?? next.node;
  }
  return line;
}
