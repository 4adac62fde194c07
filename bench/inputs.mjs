// Inputs the page benchmarks share (bench/wasm_opt_levels.mjs, bench/threads_in_page.mjs): a
// fixed xorshift generator, a random cubic graph, a random graph, the open police-and-thief board.

export function rng(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

// A random 3-regular simple graph on n vertices (the pairing model, retried until simple), as
// the session takes it: { n, from, to } with undirected edges from -- to.
export function cubic(n, seed) {
  const next = rng(seed);
  for (;;) {
    const pts = [];
    for (let v = 0; v < n; v++) pts.push(v, v, v);
    for (let i = pts.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [pts[i], pts[j]] = [pts[j], pts[i]];
    }
    const seen = new Set(),
      from = [],
      to = [];
    let ok = true;
    for (let i = 0; i < pts.length; i += 2) {
      const a = Math.min(pts[i], pts[i + 1]),
        b = Math.max(pts[i], pts[i + 1]);
      if (a === b || seen.has(a * n + b)) {
        ok = false;
        break;
      }
      seen.add(a * n + b);
      from.push(a);
      to.push(b);
    }
    if (ok) return { n, from: Uint32Array.from(from), to: Uint32Array.from(to) };
  }
}

// m random edges a → b on n vertices.
export function randomGraph(n, m, seed) {
  const next = rng(seed);
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    from[i] = next() % n;
    to[i] = next() % n;
  }
  return { n, from, to };
}

// The open n × n board: the police top-left, the thief in the middle, one exit bottom-right.
export function openBoard(n) {
  const g = Array.from({ length: n }, () => Array(n).fill('.'));
  g[0][0] = 'P';
  g[n >> 1][n >> 1] = 'T';
  g[n - 1][n - 1] = 'E';
  return { rows: n, cols: n, cells: g.map((r) => r.join('')).join('') };
}
