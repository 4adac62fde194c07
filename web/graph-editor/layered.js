// A layered ("Sugiyama-style") layout for directed graphs: cycles broken by DFS, layers by
// longest path from the sources, order within layers by barycentre sweeps. Pure; no DOM.
//
// layeredLayout(n, from, to, { dx, dy }) → { xs: Float64Array, ys: Float64Array }, centred
// on 0,0, edges pointing downwards where the graph allows. O((n + m) · sweeps + n log n).

export function layeredLayout(n, from, to, { dx = 120, dy = 110, sweeps = 8 } = {}) {
  const xs = new Float64Array(n),
    ys = new Float64Array(n);
  if (n === 0) return { xs, ys };
  const out = Array.from({ length: n }, () => []);
  const indeg = new Uint32Array(n);
  for (let i = 0; i < from.length; i++) {
    if (from[i] === to[i]) continue; // self-loops do not shape the layers
    out[from[i]].push(to[i]);
    indeg[to[i]]++;
  }
  // 1. Break cycles: edges to a vertex on the DFS stack are set aside (reversed for layering).
  const state = new Uint8Array(n); // 0 new, 1 on stack, 2 done
  const dag = Array.from({ length: n }, () => []);
  const order = []; // discovery order, sources first
  const starts = [];
  for (let v = 0; v < n; v++) if (indeg[v] === 0) starts.push(v);
  for (let v = 0; v < n; v++) if (indeg[v] !== 0) starts.push(v);
  for (const s of starts) {
    if (state[s]) continue;
    const stack = [[s, 0]];
    state[s] = 1;
    order.push(s);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [v, i] = top;
      if (i < out[v].length) {
        top[1]++;
        const u = out[v][i];
        if (state[u] === 1) {
          dag[u].push(v);
          continue;
        } // back edge: reversed
        dag[v].push(u);
        if (state[u] === 0) {
          state[u] = 1;
          order.push(u);
          stack.push([u, 0]);
        }
      } else {
        state[v] = 2;
        stack.pop();
      }
    }
  }
  // 2. Layers: longest path from the sources of the DAG (Kahn's order).
  const din = new Uint32Array(n);
  for (let v = 0; v < n; v++) for (const u of dag[v]) din[u]++;
  const layer = new Uint32Array(n);
  const queue = [];
  for (let v = 0; v < n; v++) if (din[v] === 0) queue.push(v);
  for (let h = 0; h < queue.length; h++) {
    const v = queue[h];
    for (const u of dag[v]) {
      if (layer[v] + 1 > layer[u]) layer[u] = layer[v] + 1;
      if (--din[u] === 0) queue.push(u);
    }
  }
  // 3. Order within layers: start from discovery order, then barycentre sweeps.
  let depth = 0;
  for (let v = 0; v < n; v++) if (layer[v] > depth) depth = layer[v];
  const layers = Array.from({ length: depth + 1 }, () => []);
  for (const v of order) layers[layer[v]].push(v);
  const pos = new Float64Array(n);
  const place = () =>
    layers.forEach((l) =>
      l.forEach((v, i) => {
        pos[v] = i - (l.length - 1) / 2;
      }),
    );
  place();
  const up = Array.from({ length: n }, () => []),
    down = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    for (const u of out[v]) {
      if (layer[u] > layer[v]) {
        down[v].push(u);
        up[u].push(v);
      } else if (layer[u] < layer[v]) {
        down[u].push(v);
        up[v].push(u);
      }
    }
  }
  const bary = (v, nbrs) => {
    if (nbrs.length === 0) return pos[v];
    let s = 0;
    for (const u of nbrs) s += pos[u];
    return s / nbrs.length;
  };
  for (let k = 0; k < sweeps; k++) {
    const downward = k % 2 === 0;
    const seq = downward ? layers.keys() : [...layers.keys()].reverse();
    for (const li of seq) {
      const l = layers[li];
      const key = new Map(l.map((v) => [v, bary(v, downward ? up[v] : down[v])]));
      l.sort((a, b) => key.get(a) - key.get(b) || pos[a] - pos[b]);
      l.forEach((v, i) => {
        pos[v] = i - (l.length - 1) / 2;
      });
    }
  }
  place();
  // 4. Coordinates; wide layers keep their spacing, the picture is centred.
  for (let v = 0; v < n; v++) {
    xs[v] = pos[v] * dx;
    ys[v] = (layer[v] - depth / 2) * dy;
  }
  return { xs, ys };
}
