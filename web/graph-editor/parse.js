// Reads a graph pasted as text: `n m` + edges, a bare edge list, or an adjacency list `[[…],…]`.
//
// parseGraph(text, { format, base }) → { ok: true, graph } | { ok: false, error: { line, message } }
//   format: 'auto' | 'header' (n m, then m lines a b) | 'edges' (lines a b, or JSON pairs
//           [[a,b],…]) | 'adjacency' (JSON-style list: entry i lists the targets of vertex i)
//   base:   'auto' | 0 | 1 — how vertices are numbered in the text
//   graph:  { n, from, to (Uint32Array, 0-based, distinct edges sorted by (from, to)),
//             format, base, baseHow ('detected' | 'assumed' | 'chosen'), repeated, notes[] }
// Errors name the 1-based line of the text. Linear in the text size (plus sorting each
// vertex's targets), so a million-edge paste reads in well under a second. Pure: no DOM.
// The bracketed formats are graph/parse-bracketed.js, cat and mouse's graph parse-cat-mouse.js.

import {
  MAX_VERTICES,
  MAX_EDGES,
  fail,
  TextError,
  U32List,
  isSpace,
  isDigit,
  quote,
  chooseBase,
} from './parse-common.js';
import { parseAdjacency, parsePairs } from './parse-bracketed.js';

export { MAX_VERTICES, MAX_EDGES };

// The numbers on one line of the line-based formats. Separators: spaces, tabs, commas,
// semicolons, '->' / '→' arrows and a '-' between two numbers; '#', '%' or '//' start a comment.
// Returns the count of numbers (up to 3 stored in out[]), throws TextError on anything else.
function lineNumbers(text, start, end, lineNo, out) {
  let count = 0;
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 44 || c === 59) {
      i++;
      continue;
    }
    if (c === 35 || c === 37 || (c === 47 && text.charCodeAt(i + 1) === 47)) break; // comment
    if (c === 0x2192) {
      i++;
      continue;
    } // →
    if (c === 45) {
      // '-': an arrow '->', a separator '1-2' / '1 - 2', or a negative number
      const next = text.charCodeAt(i + 1);
      if (next === 62) {
        i += 2;
        continue;
      }
      const glued = i > start && isDigit(text.charCodeAt(i - 1));
      if (count > 0 && (glued || !isDigit(next))) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < end && isDigit(text.charCodeAt(j))) j++;
      if (j === i + 1) throw new TextError(lineNo, `'-' is not a vertex number`);
      throw new TextError(lineNo, `${quote(text.slice(i, j))}: vertex numbers cannot be negative`);
    }
    if (isDigit(c)) {
      let v = 0;
      let j = i;
      while (j < end && isDigit(text.charCodeAt(j))) {
        v = v * 10 + (text.charCodeAt(j) - 48);
        j++;
      }
      const next = j < end ? text.charCodeAt(j) : 32;
      if (
        next === 46 ||
        next === 101 ||
        next === 69 ||
        (!isSpace(next) &&
          next !== 44 &&
          next !== 59 &&
          next !== 45 &&
          next !== 35 &&
          next !== 0x2192 &&
          next !== 37 &&
          next !== 47)
      ) {
        let k = j;
        while (k < end && !isSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 44) k++;
        throw new TextError(lineNo, `${quote(text.slice(i, k))} is not a vertex number (whole numbers only)`);
      }
      // Stored as 32-bit numbers: a bigger one would wrap around (4294967298 read as 2).
      if (v > 0xffffffff)
        throw new TextError(lineNo, `${quote(text.slice(i, j))} is too big for a vertex number or a count`);
      if (count < 3) out[count] = v;
      count++;
      i = j;
      continue;
    }
    let k = i;
    while (k < end && !isSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 44) k++;
    throw new TextError(lineNo, `${quote(text.slice(i, k))} is not a vertex number`);
  }
  return count;
}

// Splits the text into data lines (non-blank, non-comment) with 1, 2 or more numbers each.
// Returns { lines: U32List of line numbers, a, b: U32List, counts: number[] (first few) }.
function readNumberLines(text) {
  const lineNo = new U32List();
  const a = new U32List(),
    b = new U32List();
  const firstCounts = []; // number counts of the first two data lines
  const out = [0, 0, 0];
  let line = 0;
  let pos = 0;
  const len = text.length;
  while (pos <= len) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = len;
    line++;
    const count = lineNumbers(text, pos, end, line, out);
    if (count > 0) {
      if (firstCounts.length < 2) firstCounts.push(count);
      if (count > 2 || (count === 1 && lineNo.length > 0)) {
        // Only the first line may hold one number (n alone); every other line is an edge.
        if (lineNo.length === 0 && count > 2) {
          throw new TextError(line, `expected 'n m' (vertices, edges) or an edge 'a b', found ${count} numbers`);
        }
        throw new TextError(
          line,
          count === 1
            ? `expected an edge 'a b' (two vertex numbers), found one number`
            : `expected an edge 'a b' (two vertex numbers), found ${count} numbers`,
        );
      }
      lineNo.push(line);
      a.push(out[0]);
      b.push(count === 2 ? out[1] : 0);
      if (lineNo.length > MAX_EDGES + 1)
        throw new TextError(line, `too many edges (the limit is ${MAX_EDGES.toLocaleString('en-US')})`);
    }
    pos = end + 1;
  }
  return { lineNo, a, b, firstCounts };
}

// Edges in the line-based formats. In 'auto', line 1 is a header 'n m' when exactly m edge
// lines follow it and the vertex numbers fit n; otherwise the text is a bare edge list.
function parseLines(text, format, requestedBase) {
  const lines = readNumberLines(text);
  const { lineNo, a, b, firstCounts } = lines;
  if (lineNo.length === 0)
    throw new TextError(1, 'no graph here: paste "n m" and edges, an edge list, or an adjacency list [[…],…]');
  const rest = lineNo.length - 1;
  const s = (k) => (k === 1 ? '' : 's');
  if (firstCounts[0] === 1) {
    // 'n' alone on the first line, then edges.
    if (format === 'edges')
      throw new TextError(lineNo.get(0), "expected an edge 'a b' (two vertex numbers), found one number");
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  }
  if (format === 'header') {
    const m = b.get(0);
    if (m !== rest) {
      const at = m < rest ? lineNo.get(m + 1) : lineNo.get(lineNo.length - 1);
      throw new TextError(
        at,
        `the header on line ${lineNo.get(0)} says ${m} edge${s(m)}, but ${rest} edge line${s(rest)} ` +
          `follow${rest === 1 ? 's' : ''}`,
      );
    }
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  }
  if (format === 'edges' || (lineNo.length === 1 && b.get(0) !== 0) || b.get(0) !== rest) {
    const notes = [];
    if (format === 'auto' && lineNo.length > 1)
      notes.push(
        `read as a bare edge list: line ${lineNo.get(0)} is an edge, since ${rest} edge line${s(rest)} ` +
          `follow${rest === 1 ? 's' : ''} it, not ${b.get(0)}`,
      );
    return buildEdges(lines, false, null, requestedBase, notes);
  }
  // Auto, and the first line could be a header.
  try {
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  } catch (headerError) {
    if (!(headerError instanceof TextError) || rest === 0) throw headerError;
    try {
      const g = buildEdges(lines, false, null, requestedBase, []);
      g.notes.unshift(
        `read as a bare edge list: line ${lineNo.get(0)} does not fit as a header "n m" ` +
          `(line ${headerError.line}: ${headerError.message})`,
      );
      return g;
    } catch {
      throw headerError;
    }
  }
}

// The graph from the parsed lines; header: line 1 is 'n m' (or 'n'), with n = headerN.
function buildEdges(lines, header, headerN, requestedBase, notes) {
  const { lineNo, a, b } = lines;
  let n = header ? headerN : null;
  if (n !== null && n > MAX_VERTICES)
    throw new TextError(
      lineNo.get(0),
      `too many vertices: ${n} (the limit is ${MAX_VERTICES.toLocaleString('en-US')})`,
    );
  const first = header ? 1 : 0;
  // What numbers appear, and where.
  let seenZero = false,
    zeroLine = 0,
    seenMax = -1,
    maxLine = 0;
  for (let i = first; i < lineNo.length; i++) {
    const x = a.get(i),
      y = b.get(i);
    if ((x === 0 || y === 0) && !seenZero) {
      seenZero = true;
      zeroLine = lineNo.get(i);
    }
    const hi = x > y ? x : y;
    if (hi > seenMax) {
      seenMax = hi;
      maxLine = lineNo.get(i);
    }
  }
  const { base, how } = chooseBase(requestedBase, n, seenZero, seenMax, zeroLine, maxLine, notes);
  if (n === null) {
    if (base === 1 && seenZero)
      throw new TextError(zeroLine, 'vertex 0 in a 1-indexed edge list (vertices are numbered from 1)');
    n = seenMax < 0 ? 0 : seenMax + 1 - base;
    if (n > MAX_VERTICES)
      throw new TextError(
        maxLine,
        `vertex ${seenMax} is past the limit of ${MAX_VERTICES.toLocaleString('en-US')} vertices`,
      );
  }
  const m = lineNo.length - first;
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  const lo = base,
    hi = n - 1 + base;
  for (let i = 0; i < m; i++) {
    const x = a.get(i + first),
      y = b.get(i + first);
    if (x < lo || x > hi || y < lo || y > hi) {
      const bad = x < lo || x > hi ? x : y;
      throw new TextError(
        lineNo.get(i + first),
        n === 0 ? `vertex ${bad}: the header declares no vertices` : `vertex ${bad} is out of range ${lo}..${hi}`,
      );
    }
    from[i] = x - base;
    to[i] = y - base;
  }
  return { n, from, to, format: header ? 'header' : 'edges', base, baseHow: how, notes };
}

// Sorts edges by (from, to) and drops repeats. O(n + m log(max degree)), or O(m log m) when n
// is far above m: a header may claim 50 million vertices over a text of one edge, and memory
// and time must follow the text, not the claim.
export function distinctEdges(n, from, to) {
  const m = from.length;
  if (n > 4 * m + 4096) return distinctSparse(n, from, to);
  const off = new Uint32Array(n + 1);
  for (let i = 0; i < m; i++) off[from[i] + 1]++;
  for (let v = 0; v < n; v++) off[v + 1] += off[v];
  const fill = off.slice(0, n);
  const targets = new Uint32Array(m);
  for (let i = 0; i < m; i++) targets[fill[from[i]]++] = to[i];
  const outFrom = new Uint32Array(m),
    outTo = new Uint32Array(m);
  let k = 0;
  for (let v = 0; v < n; v++) {
    const list = targets.subarray(off[v], off[v + 1]);
    if (list.length > 1) list.sort();
    for (let i = 0; i < list.length; i++) {
      if (i > 0 && list[i] === list[i - 1]) continue;
      outFrom[k] = v;
      outTo[k] = list[i];
      k++;
    }
  }
  return { from: outFrom.slice(0, k), to: outTo.slice(0, k), repeated: m - k };
}

// distinctEdges for few edges over many vertices: sorts the edges by (from, to) as keys
// from * n + to (exact in a double while n² < 2⁵³), else as indices; drops repeats.
function distinctSparse(n, from, to) {
  const m = from.length;
  const outFrom = new Uint32Array(m),
    outTo = new Uint32Array(m);
  let k = 0;
  const keep = (a, b) => {
    if (k > 0 && outFrom[k - 1] === a && outTo[k - 1] === b) return;
    outFrom[k] = a;
    outTo[k] = b;
    k++;
  };
  if (n * n < 2 ** 53) {
    const keys = new Float64Array(m);
    for (let i = 0; i < m; i++) keys[i] = from[i] * n + to[i];
    keys.sort();
    for (let i = 0; i < m; i++) {
      const a = Math.floor(keys[i] / n);
      keep(a, keys[i] - a * n);
    }
  } else {
    const idx = Array.from({ length: m }, (_, i) => i).sort((x, y) => from[x] - from[y] || to[x] - to[y]);
    for (const i of idx) keep(from[i], to[i]);
  }
  return { from: outFrom.slice(0, k), to: outTo.slice(0, k), repeated: m - k };
}

function normalizeOptions(options = {}) {
  const format = options.format ?? 'auto';
  if (!['auto', 'header', 'edges', 'adjacency'].includes(format)) throw new Error(`unknown format '${format}'`);
  let base = options.base ?? 'auto';
  if (base === '0' || base === '1') base = Number(base);
  if (base !== 'auto' && base !== 0 && base !== 1) throw new Error(`unknown base '${base}'`);
  return { format, base };
}

export function parseGraph(text, options) {
  const { format, base } = normalizeOptions(options);
  try {
    if (typeof text !== 'string') throw new TextError(1, 'no text');
    const firstChar = text.match(/^\s*(?:[A-Za-z_$][\w$]*\s*[:=]\s*)?(\S)/);
    const bracketed = firstChar !== null && firstChar[1] === '[';
    let g;
    if (format === 'adjacency') g = parseAdjacency(text, base);
    else if (bracketed && format === 'edges') g = parsePairs(text, base);
    else if (bracketed && format === 'auto') g = parseAdjacency(text, base);
    else if (bracketed)
      throw new TextError(1, "this looks like a bracketed list: choose 'Adjacency list' or 'Edge list' format");
    else g = parseLines(text, format, base);
    const d = distinctEdges(g.n, g.from, g.to);
    if (d.repeated > 0)
      g.notes.push(
        `${d.repeated} repeated edge${d.repeated === 1 ? '' : 's'} counted once (a repeated edge is the same move)`,
      );
    return { ok: true, graph: { ...g, from: d.from, to: d.to, repeated: d.repeated } };
  } catch (e) {
    if (e instanceof TextError) return fail(e.line, e.message);
    throw e;
  }
}

// The graph as `n m` + 1-indexed (or 0-indexed) edge lines, the CLI's input format.
export function graphToText(n, from, to, base = 1) {
  const parts = [`${n} ${from.length}`];
  for (let i = 0; i < from.length; i++) parts.push(`${from[i] + base} ${to[i] + base}`);
  return parts.join('\n') + '\n';
}

// Human summary of a parse: "6 vertices, 7 edges · n m + edges · 1-indexed (detected …)".
export function describeGraph(g) {
  const fmt = { header: '"n m" + edges', edges: 'edge list', adjacency: 'adjacency list' }[g.format];
  const plural = (k, w) => `${k.toLocaleString('en-US')} ${w}${k === 1 ? '' : 's'}`;
  return `${plural(g.n, 'vertex').replace('vertexs', 'vertices')}, ${plural(g.from.length, 'edge')} · ${fmt}`;
}
