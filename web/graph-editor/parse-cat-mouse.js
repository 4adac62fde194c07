// Cat and mouse's graph as text: the LeetCode 913 adjacency list (checked as the CLI checks
// it) or any other graph format read as undirected edges; and the graph written back.

import { parseGraph } from './parse.js';
import { parseBracketed } from './parse-bracketed.js';
import { MAX_VERTICES, TextError, fail } from './parse-common.js';

// The LeetCode 913 adjacency list (entry i lists the neighbours of node i, 0-indexed), checked
// as the CLI checks it: at least 3 nodes; no self-loop, repeated neighbour or one-way entry.
// Other formats ("n m" + edges, edge lists) are read as undirected edges. Returns parseGraph's
// shape with each edge once (from < to), or { ok: false, error: { line, message } }.
export function parseCatMouse(text, options = {}) {
  try {
    if (typeof text !== 'string') throw new TextError(1, 'no text');
    const firstChar = text.match(/^\s*(?:[A-Za-z_$][\w$]*\s*[:=]\s*)?(\S)/);
    const format = options.format ?? 'auto';
    if ((firstChar && firstChar[1] === '[' && format !== 'header' && format !== 'edges') || format === 'adjacency') {
      const { lists, lines, valueLines } = parseBracketed(text);
      const n = lists.length;
      if (n < 3)
        throw new TextError(
          1,
          `the graph has ${n} node${n === 1 ? '' : 's'}: cat and mouse needs at least 3 (0 the hole, 1 ` +
            `the mouse, 2 the cat)`,
        );
      if (n > MAX_VERTICES) throw new TextError(1, `too many nodes: ${n}`);
      const sets = lists.map((l) => new Set(l));
      const from = [],
        to = [];
      for (let a = 0; a < n; a++) {
        const seen = new Set();
        lists[a].forEach((b, k) => {
          const line = valueLines[a][k];
          if (b >= n) throw new TextError(line, `node ${a} lists ${b}, but the nodes are 0..${n - 1}`);
          if (b === a) throw new TextError(line, `node ${a} lists itself: no self-loops in cat and mouse`);
          if (seen.has(b)) throw new TextError(line, `node ${a} lists ${b} twice`);
          seen.add(b);
          if (!sets[b].has(a))
            throw new TextError(
              line,
              `node ${a} lists ${b}, but node ${b} does not list ${a}: the graph must be undirected`,
            );
          if (a < b) {
            from.push(a);
            to.push(b);
          }
        });
      }
      void lines;
      return {
        ok: true,
        graph: {
          n,
          from: Uint32Array.from(from),
          to: Uint32Array.from(to),
          format: 'adjacency',
          base: 0,
          baseHow: 'chosen',
          notes: ['0-indexed, as LeetCode numbers the nodes: node 0 is the hole'],
          repeated: 0,
        },
      };
    }
    const r = parseGraph(text, options);
    if (!r.ok) return r;
    const g = r.graph;
    if (g.n < 3)
      throw new TextError(
        1,
        `the graph has ${g.n} node${g.n === 1 ? '' : 's'}: cat and mouse needs at least 3 (0 the hole, ` +
          `1 the mouse, 2 the cat)`,
      );
    const seen = new Set();
    const from = [],
      to = [];
    let loops = 0;
    for (let i = 0; i < g.from.length; i++) {
      const a = Math.min(g.from[i], g.to[i]),
        b = Math.max(g.from[i], g.to[i]);
      if (a === b) {
        loops++;
        continue;
      }
      const k = a + ',' + b;
      if (seen.has(k)) continue;
      seen.add(k);
      from.push(a);
      to.push(b);
    }
    const notes = [...g.notes, 'edges read both ways (cat and mouse is undirected)'];
    if (g.base === 1) notes.push('vertex 1 of the text is node 0, the hole; 2 the mouse start, 3 the cat start');
    if (loops) notes.push(`${loops} self-loop${loops === 1 ? '' : 's'} dropped`);
    return { ok: true, graph: { ...g, from: Uint32Array.from(from), to: Uint32Array.from(to), notes, repeated: 0 } };
  } catch (e) {
    if (e instanceof TextError) return fail(e.line, e.message);
    throw e;
  }
}

// An undirected graph as the LeetCode adjacency list.
export function catMouseText(n, from, to) {
  const adj = Array.from({ length: n }, () => []);
  for (let i = 0; i < from.length; i++) {
    adj[from[i]].push(to[i]);
    adj[to[i]].push(from[i]);
  }
  for (const l of adj) l.sort((x, y) => x - y);
  return '[' + adj.map((l) => '[' + l.join(',') + ']').join(',') + ']\n';
}
