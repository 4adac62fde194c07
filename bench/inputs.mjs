// Inputs the page benchmarks share (bench/wasm_opt_levels.mjs, bench/threads_in_page.mjs): a
// fixed xorshift generator, a random cubic graph, the incidence graph of PG(2, q), a random graph, the open
// police-and-thief board.

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

// The incidence graph of the projective plane PG(2, q), q = 2, 3, 4 or 5 (2(q² + q + 1) vertices, cop number
// q + 1: the extremal family of Meyniel's conjecture): points 0 .. N-1 and lines N .. 2N-1 as normalized triples
// over GF(q), a point on a line when their dot product is 0 (the same as tests/generators.hpp's). GF(4) is
// {0, 1, x, x + 1} with x² = x + 1.
export function projectivePlane(q) {
  if (![2, 3, 4, 5].includes(q)) throw new Error('projectivePlane: q is 2, 3, 4 or 5');
  const add = (a, b) => (q === 4 ? a ^ b : (a + b) % q);
  const mul = (a, b) => {
    if (q !== 4) return (a * b) % q;
    let r = 0;
    for (let i = 0; i < 2; i++) if ((b >> i) & 1) r ^= a << i;
    return r & 4 ? r ^ 7 : r;
  };
  const pts = [];
  for (let x = 0; x < q; x++)
    for (let y = 0; y < q; y++) for (let z = 0; z < q; z++) if ((x || y || z) === 1) pts.push([x, y, z]);
  const N = pts.length,
    from = [],
    to = [];
  for (let p = 0; p < N; p++)
    for (let l = 0; l < N; l++) {
      let dot = 0;
      for (let i = 0; i < 3; i++) dot = add(dot, mul(pts[p][i], pts[l][i]));
      if (dot === 0) {
        from.push(p);
        to.push(N + l);
      }
    }
  return { n: 2 * N, from: Uint32Array.from(from), to: Uint32Array.from(to) };
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
