// A JS stand-in for the WASM module (docs/wasm-api.md): same factory and Session API
// (openSession), a plain retrograde solver for `generic` (normal/misère) and `alice-bob`. For development and
// page tests without a WebAssembly build; the build copies it in as whowins.js only when
// build/wasm-web has no real module.

const NO_DEPTH = 0xffffffff;
const NO_MOVE = 0xffffffff;
const DRAW = 0,
  WIN = 1,
  LOSS = 2;

// The registry as the C++ one lists it (display order).
const GAMES = [
  {
    id: 'generic',
    name: 'Token on a directed graph',
    summary: 'Players alternately move one token along an edge; who cannot move loses (wins under misère).',
    graphBoard: true,
    gridBoard: false,
    twoTokens: false,
    misereOption: true,
    twoStartSides: false,
    undirected: false,
    session: 'graph',
  },
  {
    id: 'alice-bob',
    name: 'Alice and Bob (NEERC 2016 G)',
    summary:
      'Same board; who cannot move loses. Alice prefers endless > Alice wins > Bob wins; Bob prefers Bob wins > Alice wins > endless.',
    graphBoard: true,
    gridBoard: false,
    twoTokens: false,
    misereOption: false,
    twoStartSides: true,
    undirected: false,
    session: 'graph',
  },
  {
    id: 'cop-thief',
    name: 'Police and thief',
    summary: 'On a grid the police (8 directions) chases the thief (4 directions); either may pass.',
    graphBoard: false,
    gridBoard: true,
    twoTokens: true,
    misereOption: false,
    twoStartSides: false,
    undirected: false,
    session: 'board',
  },
  {
    id: 'cat-mouse',
    name: 'Cat and mouse (LeetCode 913)',
    summary: 'The mouse (from node 1) and the cat (from node 2) must move each turn; the cat may not enter the hole 0.',
    graphBoard: true,
    gridBoard: false,
    twoTokens: true,
    misereOption: false,
    twoStartSides: false,
    undirected: true,
    session: 'pair-graph',
  },
  {
    id: 'design',
    name: 'Designed game',
    summary: 'A two-sided token game stated as JSON: the board, the tokens and their moves, the end rules.',
    graphBoard: false,
    gridBoard: false,
    twoTokens: false,
    misereOption: false,
    twoStartSides: false,
    undirected: false,
    session: 'design',
  },
  {
    id: 'cop-number',
    name: 'How many cops? (cops and robbers)',
    summary: 'k cops are placed, then the robber, who sees them; the cop number is the fewest cops that catch him.',
    graphBoard: true,
    gridBoard: false,
    twoTokens: false,
    misereOption: false,
    twoStartSides: false,
    undirected: true,
    session: 'cops',
  },
];

// Distinct edges as CSR, successors and predecessors. O(n + m log(max degree)).
function buildCsr(n, from, to) {
  const m = from.length;
  const succOff = new Uint32Array(n + 1);
  for (let i = 0; i < m; i++) succOff[from[i] + 1]++;
  for (let v = 0; v < n; v++) succOff[v + 1] += succOff[v];
  const fill = succOff.slice(0, n);
  const raw = new Uint32Array(m);
  for (let i = 0; i < m; i++) raw[fill[from[i]]++] = to[i];
  // Sort each list, drop repeats (a repeated edge is the same move).
  const succ = new Uint32Array(m);
  const off = new Uint32Array(n + 1);
  let k = 0;
  for (let v = 0; v < n; v++) {
    off[v] = k;
    const list = raw.subarray(succOff[v], succOff[v + 1]);
    if (list.length > 1) list.sort();
    for (let i = 0; i < list.length; i++) if (i === 0 || list[i] !== list[i - 1]) succ[k++] = list[i];
  }
  off[n] = k;
  const predOff = new Uint32Array(n + 1);
  for (let i = 0; i < k; i++) predOff[succ[i] + 1]++;
  for (let v = 0; v < n; v++) predOff[v + 1] += predOff[v];
  const pfill = predOff.slice(0, n);
  const pred = new Uint32Array(k);
  for (let v = 0; v < n; v++) for (let i = off[v]; i < off[v + 1]; i++) pred[pfill[succ[i]]++] = v;
  return { n, succOff: off, succ: succ.subarray(0, k), predOff, pred, edges: k };
}

// How good a move into a position of this outcome/depth is for the mover (smaller = better).
function moveRank(outcome, depth) {
  if (outcome === LOSS) return depth;
  if (outcome === DRAW) return 2 ** 33;
  return 2 ** 34 + (NO_DEPTH - depth);
}

// One retrograde pass (FIFO from the end positions over reversed moves), as a generator that
// yields after every `slice` units of work so the caller can stop and resume.
// sides = 1 (position = vertex) or 2 (position = 2v + side; a move flips the side).
// count[p]: moves of p still undecided (0 = decided or out of the game); outcome/depth: out.
function* retrograde(g, sides, count, outcome, depth, queue, tail, work) {
  let head = 0;
  while (head < tail) {
    const p = queue[head++];
    const v = sides === 2 ? p >>> 1 : p;
    const o = outcome[p];
    const d = depth[p] + 1;
    for (let i = g.predOff[v], e = g.predOff[v + 1]; i < e; i++) {
      const u = g.pred[i];
      const q = sides === 2 ? 2 * u + ((p & 1) ^ 1) : u;
      const c = count[q];
      if (c === 0) continue;
      if (o === LOSS) {
        count[q] = 0;
        outcome[q] = WIN;
        depth[q] = d;
        queue[tail++] = q;
      } else if (c === 1) {
        count[q] = 0;
        outcome[q] = LOSS;
        depth[q] = d;
        queue[tail++] = q;
      } else count[q] = c - 1;
    }
    work.units += 1 + g.predOff[v + 1] - g.predOff[v];
    if (work.units >= work.budget) yield;
  }
}

function* solveGeneric(self, g, misere) {
  const n = g.n;
  const count = new Uint32Array(n),
    outcome = new Uint8Array(n),
    depth = new Uint32Array(n).fill(NO_DEPTH);
  const queue = new Uint32Array(n);
  let tail = 0;
  for (let v = 0; v < n; v++) {
    const deg = g.succOff[v + 1] - g.succOff[v];
    if (deg === 0) {
      outcome[v] = misere ? WIN : LOSS;
      depth[v] = 0;
      queue[tail++] = v;
    } else count[v] = deg;
  }
  yield* retrograde(g, 1, count, outcome, depth, queue, tail, self.work);
  const best = new Uint32Array(n).fill(NO_MOVE);
  for (let v = 0; v < n; v++) {
    let bestRank = Infinity;
    for (let i = g.succOff[v]; i < g.succOff[v + 1]; i++) {
      const q = g.succ[i];
      const r = moveRank(outcome[q], depth[q]);
      if (r < bestRank) {
        bestRank = r;
        best[v] = q;
      }
    }
    if (outcome[v] === DRAW) depth[v] = NO_DEPTH;
  }
  self.finish(outcome, depth, best);
}

// alice-bob, the seed's two passes. Pass 1 ("can it be kept endless?"): every ending counts as
// Bob's win; what stays undecided is endless. Pass 2: normal play on the rest, moves into
// endless positions left out; what stays undecided is Alice's win (Bob must end, cannot win).
function* solveAliceBob(self, g) {
  const n = g.n,
    P = 2 * n;
  const deg = (v) => g.succOff[v + 1] - g.succOff[v];
  // Pass 1.
  const c1 = new Uint32Array(P),
    o1 = new Uint8Array(P),
    d1 = new Uint32Array(P).fill(NO_DEPTH);
  const queue = new Uint32Array(P);
  let tail = 0;
  for (let p = 0; p < P; p++) {
    const k = deg(p >>> 1);
    if (k === 0) {
      o1[p] = p & 1 ? WIN : LOSS;
      d1[p] = 0;
      queue[tail++] = p;
    } else c1[p] = k;
  }
  yield* retrograde(g, 2, c1, o1, d1, queue, tail, self.work);
  const endless = (p) => o1[p] === DRAW;
  // Pass 2.
  const c2 = new Uint32Array(P),
    o2 = new Uint8Array(P),
    d2 = new Uint32Array(P).fill(NO_DEPTH);
  tail = 0;
  for (let p = 0; p < P; p++) {
    if (endless(p)) continue;
    const v = p >>> 1;
    if (deg(v) === 0) {
      o2[p] = LOSS;
      d2[p] = 0;
      queue[tail++] = p;
      continue;
    }
    let k = 0;
    for (let i = g.succOff[v]; i < g.succOff[v + 1]; i++) if (!endless(2 * g.succ[i] + ((p & 1) ^ 1))) k++;
    c2[p] = k;
  }
  yield* retrograde(g, 2, c2, o2, d2, queue, tail, self.work);
  // Combine: letters, depths (only where play decides), best moves.
  const outcome = new Uint8Array(P),
    depth = new Uint32Array(P).fill(NO_DEPTH),
    best = new Uint32Array(P).fill(NO_MOVE);
  const bestBy = (p, o, d, skipEndless) => {
    const v = p >>> 1;
    let bestRank = Infinity,
      b = NO_MOVE;
    for (let i = g.succOff[v]; i < g.succOff[v + 1]; i++) {
      const q = 2 * g.succ[i] + ((p & 1) ^ 1);
      if (skipEndless && endless(q)) continue;
      const r = moveRank(o[q], d[q]);
      if (r < bestRank) {
        bestRank = r;
        b = g.succ[i];
      }
    }
    return b;
  };
  for (let p = 0; p < P; p++) {
    if (endless(p)) {
      outcome[p] = DRAW;
      best[p] = bestBy(p, o1, d1, false);
      continue;
    }
    if (o2[p] === DRAW) {
      // left to Alice
      outcome[p] = p & 1 ? LOSS : WIN;
      best[p] = p & 1 ? bestBy(p, o1, d1, false) : bestBy(p, o2, d2, true);
      continue;
    }
    outcome[p] = o2[p];
    depth[p] = d2[p];
    if (deg(p >>> 1) !== 0) best[p] = bestBy(p, o2, d2, true);
  }
  self.finish(outcome, depth, best);
}

class GraphSession {
  // game: 'generic' | 'alice-bob'; from/to: 0-based Uint32Array; never throws.
  constructor(game, n, from, to, misere) {
    this.gameId = game;
    this.err = '';
    this.done = false;
    this.work = { units: 0, budget: 0, total: 1, spent: 0 };
    this.result = null;
    try {
      if (game !== 'generic' && game !== 'alice-bob')
        throw new Error(`game '${game}' is not a graph game the stand-in solves`);
      if (!Number.isInteger(n) || n < 0) throw new Error(`bad vertex count ${n}`);
      if (from.length !== to.length) throw new Error('from and to differ in length');
      for (let i = 0; i < from.length; i++) {
        if (from[i] >= n || to[i] >= n) {
          throw new Error(`edge ${i + 1}: vertex ${Math.max(from[i], to[i])} is out of range 0..${n - 1}`);
        }
      }
      this.gameId = game;
      this.n = n;
      const sides = game === 'alice-bob' ? 2 : 1;
      this.positions = sides * n;
      // The graph is built by the first advance(), as the module's is (a size past the page's
      // limits is refused before that).
      this.steps = (function* build(self) {
        self.graph = buildCsr(n, from, to);
        self.work.total = Math.max(1, sides * (n + self.graph.edges) * (sides === 2 ? 2 : 1));
        yield* game === 'alice-bob' ? solveAliceBob(self, self.graph) : solveGeneric(self, self.graph, !!misere);
      })(this);
    } catch (e) {
      this.err = e.message;
      this.done = true;
    }
  }
  error() {
    return this.err;
  }
  // Runs about `budget` units of work; true when finished (or failed).
  advance(budget = Infinity) {
    if (this.done) return true;
    this.work.spent += this.work.units;
    this.work.units = 0;
    this.work.budget = budget;
    const r = this.steps.next();
    if (r.done) this.done = true;
    return this.done;
  }
  progress() {
    if (this.done) return 1;
    return Math.min(0.99, (this.work.spent + this.work.units) / this.work.total);
  }
  finish(outcome, depth, best) {
    let win = 0,
      loss = 0,
      draw = 0,
      longest = 0;
    for (let p = 0; p < outcome.length; p++) {
      if (outcome[p] === WIN) win++;
      else if (outcome[p] === LOSS) loss++;
      else draw++;
      if (depth[p] !== NO_DEPTH && depth[p] > longest) longest = depth[p];
    }
    this.result = { outcome, depth, best, stats: { positions: outcome.length, win, loss, draw, longest } };
  }
  game() {
    return this.gameId;
  }
  limit() {
    return 'graph';
  }
  positionCount() {
    return this.positions ?? 0;
  }
  done() {
    return this.result !== null;
  }
  get two() {
    return this.gameId === 'alice-bob';
  }
  info() {
    const n = this.n ?? 0;
    return {
      places: n,
      cells: Uint32Array.from({ length: n }, (_, i) => i),
      tokens: [{ side: -1, index: 0 }],
      notes: [],
    };
  }
  start() {
    return this.result ? 0 : null;
  }
  mover(p) {
    return this.two ? p & 1 : 0;
  }
  places(p) {
    return Uint32Array.of(this.two ? p >>> 1 : p);
  }
  position(mover, places) {
    return this.two ? 2 * places[0] + mover : places[0];
  }
  value(p) {
    const o = this.result.outcome[p],
      d = this.result.depth[p],
      m = this.mover(p);
    return {
      outcome: o,
      depth: d === NO_DEPTH ? null : d,
      winner: o === WIN ? m : o === LOSS ? 1 - m : -1,
      byRule: false,
      end: o !== DRAW && this.result.best[p] === NO_MOVE,
      endRule: -1,
    };
  }
  bestMove(p) {
    const b = this.result.best[p];
    return b === NO_MOVE ? null : this.two ? 2 * b + (1 - (p & 1)) : b;
  }
  table() {
    return this.result
      ? { outcomes: this.result.outcome.slice(), depths: this.result.depth.slice(), best: this.result.best.slice() }
      : null;
  }
  stats() {
    return this.result ? { ...this.result.stats } : { positions: 0, win: 0, loss: 0, draw: 0, longest: 0 };
  }
  histogram() {
    return new Uint32Array(0);
  }
  puzzles() {
    return { error: 'the JS stand-in solver mines no puzzles: build the WebAssembly module', json: '', count: 0 };
  }
  delete() {
    this.result = null;
    this.graph = null;
    this.steps = null;
  }
}

// A session the stand-in cannot open: its error only.
const failed = (message) => ({
  error: () => message,
  game: () => '',
  limit: () => '',
  positionCount: () => 0,
  delete() {},
});

export default async function createWhoWins() {
  const openSession = (game, input) =>
    game === 'generic' || game === 'alice-bob'
      ? new GraphSession(
          game,
          input.n,
          input.from ?? new Uint32Array(0),
          input.to ?? new Uint32Array(0),
          !!input.misere,
        )
      : failed(
          `this build has the JS stand-in solver, which solves only the graph games (not ${game}): build the WebAssembly module (bash scripts/build.sh wasm) and the page again`,
        );
  return { games: () => GAMES.map((g) => ({ ...g })), openSession, isStandIn: true };
}
