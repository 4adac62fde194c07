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

export const MAX_VERTICES = 50_000_000;
export const MAX_EDGES = 100_000_000;

const fail = (line, message) => ({ ok: false, error: { line, message } });

class TextError extends Error {
  constructor(line, message) {
    super(message);
    this.line = line;
  }
}

// A growable Uint32Array.
class U32List {
  constructor(capacity = 1024) { this.a = new Uint32Array(capacity); this.length = 0; }
  push(x) {
    if (this.length === this.a.length) {
      const b = new Uint32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = x;
  }
  get(i) { return this.a[i]; }
  view() { return this.a.subarray(0, this.length); }
}

const isSpace = (c) => c === 32 || c === 9 || c === 13 || c === 11 || c === 12 || c === 0xfeff || c === 0xa0;
const isDigit = (c) => c >= 48 && c <= 57;

// Shows a bad token short and quoted.
function quote(s) {
  const t = s.length > 24 ? s.slice(0, 21) + '…' : s;
  return `'${t}'`;
}

// The numbers on one line of the line-based formats. Separators: spaces, tabs, commas,
// semicolons, '->' / '→' arrows and a '-' between two numbers; '#', '%' or '//' start a comment.
// Returns the count of numbers (up to 3 stored in out[]), throws TextError on anything else.
function lineNumbers(text, start, end, lineNo, out) {
  let count = 0;
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 44 || c === 59) { i++; continue; }
    if (c === 35 || c === 37 || (c === 47 && text.charCodeAt(i + 1) === 47)) break;  // comment
    if (c === 0x2192) { i++; continue; }  // →
    if (c === 45) {  // '-': an arrow '->', a separator '1-2' / '1 - 2', or a negative number
      const next = text.charCodeAt(i + 1);
      if (next === 62) { i += 2; continue; }
      const glued = i > start && isDigit(text.charCodeAt(i - 1));
      if (count > 0 && (glued || !isDigit(next))) { i++; continue; }
      let j = i + 1;
      while (j < end && isDigit(text.charCodeAt(j))) j++;
      if (j === i + 1) throw new TextError(lineNo, `'-' is not a vertex number`);
      throw new TextError(lineNo, `${quote(text.slice(i, j))}: vertex numbers cannot be negative`);
    }
    if (isDigit(c)) {
      let v = 0;
      let j = i;
      while (j < end && isDigit(text.charCodeAt(j))) { v = v * 10 + (text.charCodeAt(j) - 48); j++; }
      const next = j < end ? text.charCodeAt(j) : 32;
      if (next === 46 || next === 101 || next === 69 || (!isSpace(next) && next !== 44 && next !== 59 && next !== 45 && next !== 35 && next !== 0x2192 && next !== 37 && next !== 47)) {
        let k = j;
        while (k < end && !isSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 44) k++;
        throw new TextError(lineNo, `${quote(text.slice(i, k))} is not a vertex number (whole numbers only)`);
      }
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
  const a = new U32List(), b = new U32List();
  const firstCounts = [];   // number counts of the first two data lines
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
        throw new TextError(line, count === 1
          ? `expected an edge 'a b' (two vertex numbers), found one number`
          : `expected an edge 'a b' (two vertex numbers), found ${count} numbers`);
      }
      lineNo.push(line);
      a.push(out[0]);
      b.push(count === 2 ? out[1] : 0);
      if (lineNo.length > MAX_EDGES + 1) throw new TextError(line, `too many edges (the limit is ${MAX_EDGES.toLocaleString('en-US')})`);
    }
    pos = end + 1;
  }
  return { lineNo, a, b, firstCounts };
}

// Picks the numbering from the vertex numbers seen. n: the header's vertex count or null.
function chooseBase(requested, n, seenZero, seenMax, zeroLine, maxLine, notes) {
  if (requested === 0 || requested === 1) return { base: requested, how: 'chosen' };
  if (n === null) {
    if (seenZero) { notes.push('0-indexed (detected: vertex 0 appears)'); return { base: 0, how: 'detected' }; }
    notes.push('1-indexed (detected: no vertex 0)');
    return { base: 1, how: 'detected' };
  }
  if (seenMax > n) return { base: seenZero ? 0 : 1, how: 'detected' };  // the range check names the line
  if (seenZero && seenMax === n) {
    throw new TextError(Math.max(zeroLine, maxLine), `both vertex 0 (line ${zeroLine}) and vertex ${n} (line ${maxLine}) appear, ` +
      `but the header declares ${n} vertices: number them 0..${n - 1} or 1..${n}`);
  }
  if (seenZero) { notes.push('0-indexed (detected: vertex 0 appears)'); return { base: 0, how: 'detected' }; }
  if (seenMax === n) { notes.push(`1-indexed (detected: vertex ${n} appears)`); return { base: 1, how: 'detected' }; }
  notes.push(`1-indexed (assumed: neither vertex 0 nor vertex ${n} appears)`);
  return { base: 1, how: 'assumed' };
}

// Edges in the line-based formats. In 'auto', line 1 is a header 'n m' when exactly m edge
// lines follow it and the vertex numbers fit n; otherwise the text is a bare edge list.
function parseLines(text, format, requestedBase) {
  const lines = readNumberLines(text);
  const { lineNo, a, b, firstCounts } = lines;
  if (lineNo.length === 0) throw new TextError(1, 'no graph here: paste "n m" and edges, an edge list, or an adjacency list [[…],…]');
  const rest = lineNo.length - 1;
  const s = (k) => (k === 1 ? '' : 's');
  if (firstCounts[0] === 1) {
    // 'n' alone on the first line, then edges.
    if (format === 'edges') throw new TextError(lineNo.get(0), "expected an edge 'a b' (two vertex numbers), found one number");
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  }
  if (format === 'header') {
    const m = b.get(0);
    if (m !== rest) {
      const at = m < rest ? lineNo.get(m + 1) : lineNo.get(lineNo.length - 1);
      throw new TextError(at, `the header on line ${lineNo.get(0)} says ${m} edge${s(m)}, but ${rest} edge line${s(rest)} follow${rest === 1 ? 's' : ''}`);
    }
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  }
  if (format === 'edges' || lineNo.length === 1 && b.get(0) !== 0 || b.get(0) !== rest) {
    const notes = [];
    if (format === 'auto' && lineNo.length > 1) notes.push(`read as a bare edge list: line ${lineNo.get(0)} is an edge, since ${rest} edge line${s(rest)} follow${rest === 1 ? 's' : ''} it, not ${b.get(0)}`);
    return buildEdges(lines, false, null, requestedBase, notes);
  }
  // Auto, and the first line could be a header.
  try {
    return buildEdges(lines, true, a.get(0), requestedBase, []);
  } catch (headerError) {
    if (!(headerError instanceof TextError) || rest === 0) throw headerError;
    try {
      const g = buildEdges(lines, false, null, requestedBase, []);
      g.notes.unshift(`read as a bare edge list: line ${lineNo.get(0)} does not fit as a header "n m" (line ${headerError.line}: ${headerError.message})`);
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
  if (n !== null && n > MAX_VERTICES) throw new TextError(lineNo.get(0), `too many vertices: ${n} (the limit is ${MAX_VERTICES.toLocaleString('en-US')})`);
  const first = header ? 1 : 0;
  // What numbers appear, and where.
  let seenZero = false, zeroLine = 0, seenMax = -1, maxLine = 0;
  for (let i = first; i < lineNo.length; i++) {
    const x = a.get(i), y = b.get(i);
    if ((x === 0 || y === 0) && !seenZero) { seenZero = true; zeroLine = lineNo.get(i); }
    const hi = x > y ? x : y;
    if (hi > seenMax) { seenMax = hi; maxLine = lineNo.get(i); }
  }
  const { base, how } = chooseBase(requestedBase, n, seenZero, seenMax, zeroLine, maxLine, notes);
  if (n === null) {
    if (base === 1 && seenZero) throw new TextError(zeroLine, 'vertex 0 in a 1-indexed edge list (vertices are numbered from 1)');
    n = seenMax < 0 ? 0 : seenMax + 1 - base;
    if (n > MAX_VERTICES) throw new TextError(maxLine, `vertex ${seenMax} is past the limit of ${MAX_VERTICES.toLocaleString('en-US')} vertices`);
  }
  const m = lineNo.length - first;
  const from = new Uint32Array(m), to = new Uint32Array(m);
  const lo = base, hi = n - 1 + base;
  for (let i = 0; i < m; i++) {
    const x = a.get(i + first), y = b.get(i + first);
    if (x < lo || x > hi || y < lo || y > hi) {
      const bad = x < lo || x > hi ? x : y;
      throw new TextError(lineNo.get(i + first), n === 0
        ? `vertex ${bad}: the header declares no vertices`
        : `vertex ${bad} is out of range ${lo}..${hi}`);
    }
    from[i] = x - base;
    to[i] = y - base;
  }
  return { n, from, to, format: header ? 'header' : 'edges', base, baseHow: how, notes };
}

// A tokenizer for the bracketed formats: [ ] , numbers; tracks lines.
function parseBracketed(text) {
  let i = 0;
  let line = 1;
  const len = text.length;
  // Allow a prefix such as "graph = " or "adj=" before the list.
  const open = text.indexOf('[');
  if (open > 0) {
    const prefix = text.slice(0, open);
    if (!/^\s*([A-Za-z_$][\w$]*\s*[:=]\s*)?$/.test(prefix)) {
      const bad = prefix.trim();
      throw new TextError(1, `${quote(bad)} before the list: expected '['`);
    }
    for (let k = 0; k < open; k++) if (text.charCodeAt(k) === 10) line++;
    i = open;
  }
  const skip = () => {
    while (i < len) {
      const c = text.charCodeAt(i);
      if (c === 10) { line++; i++; } else if (isSpace(c)) i++; else break;
    }
  };
  const peekToken = () => {
    let k = i;
    while (k < len && !isSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 10 && k - i < 20) k++;
    return k > i ? text.slice(i, k) : 'the end of the text';
  };
  const expect = (ch, what) => {
    skip();
    if (text[i] !== ch) throw new TextError(line, `expected ${what}, found ${i < len ? quote(peekToken()) : 'the end of the text'}`);
    i++;
  };
  // Returns { lists: array of U32 arrays, lines: line of each inner list }.
  expect('[', "'[' to open the list");
  const lists = [];
  const lines = [];
  const valueLines = [];
  skip();
  if (text[i] === ']') { i++; }
  else {
    for (;;) {
      skip();
      const listLine = line;
      expect('[', `'[' to open the list of vertex ${lists.length}`);
      const inner = [];
      const innerLines = [];
      skip();
      if (text[i] === ']') i++;
      else {
        for (;;) {
          skip();
          const c = text.charCodeAt(i);
          if (c === 45 && isDigit(text.charCodeAt(i + 1))) throw new TextError(line, `${quote(peekToken().replace(/[,\]].*$/, ''))}: vertex numbers cannot be negative`);
          if (!isDigit(c)) throw new TextError(line, `expected a vertex number, found ${i < len ? quote(peekToken()) : 'the end of the text'}`);
          let v = 0;
          while (i < len && isDigit(text.charCodeAt(i))) { v = v * 10 + (text.charCodeAt(i) - 48); i++; }
          if (text[i] === '.' || text[i] === 'e' || text[i] === 'E') throw new TextError(line, `expected a whole vertex number, found ${quote(String(v) + peekToken())}`);
          inner.push(v);
          innerLines.push(line);
          skip();
          if (text[i] === ',') { i++; skip(); if (text[i] === ']') { i++; break; } continue; }
          if (text[i] === ']') { i++; break; }
          throw new TextError(line, `expected ',' or ']' after ${v}, found ${i < len ? quote(peekToken()) : 'the end of the text'}`);
        }
      }
      lists.push(inner);
      lines.push(listLine);
      valueLines.push(innerLines);
      skip();
      if (text[i] === ',') { i++; skip(); if (text[i] === ']') { i++; break; } continue; }
      if (text[i] === ']') { i++; break; }
      throw new TextError(line, `expected ',' or ']' after the list of vertex ${lists.length - 1}, found ${i < len ? quote(peekToken()) : 'the end of the text'}`);
    }
  }
  skip();
  if (text[i] === ';') { i++; skip(); }
  if (i < len) {
    const rest = text.slice(i).replace(/^\s*(#|\/\/).*$/gm, '').trim();
    if (rest) throw new TextError(line, `unexpected ${quote(peekToken())} after the closing ']'`);
  }
  return { lists, lines, valueLines };
}

// LeetCode-style adjacency list: entry i lists the targets of vertex i (0-indexed by default).
function parseAdjacency(text, requestedBase) {
  const { lists, valueLines } = parseBracketed(text);
  const n = lists.length;
  const notes = [];
  if (n > MAX_VERTICES) throw new TextError(1, `too many vertices: ${n}`);
  let seenZero = false, zeroLine = 0, seenN = false, nLine = 0, m = 0;
  for (let v = 0; v < n; v++) {
    m += lists[v].length;
    lists[v].forEach((x, k) => {
      if (x === 0 && !seenZero) { seenZero = true; zeroLine = valueLines[v][k]; }
      if (x === n && !seenN) { seenN = true; nLine = valueLines[v][k]; }
    });
  }
  let base, how;
  if (requestedBase === 0 || requestedBase === 1) { base = requestedBase; how = 'chosen'; }
  else if (seenN && !seenZero) { base = 1; how = 'detected'; notes.push(`1-indexed (detected: vertex ${n} appears): entry i lists the targets of vertex i+1`); }
  else if (seenN && seenZero) throw new TextError(nLine, `vertex ${n} is out of range 0..${n - 1} (the list has ${n} entries)`);
  else { base = 0; how = seenZero ? 'detected' : 'assumed'; notes.push(seenZero ? '0-indexed (detected: vertex 0 appears)' : '0-indexed (assumed, as LeetCode numbers them)'); }
  const from = new Uint32Array(m), to = new Uint32Array(m);
  let k = 0;
  for (let v = 0; v < n; v++) {
    lists[v].forEach((x, j) => {
      if (x < base || x > n - 1 + base) {
        throw new TextError(valueLines[v][j], `vertex ${x} is out of range ${base}..${n - 1 + base} (the list has ${n} entries)`);
      }
      from[k] = v;
      to[k] = x - base;
      k++;
    });
  }
  return { n, from, to, format: 'adjacency', base, baseHow: how, notes };
}

// JSON-style list of pairs [[a,b],…] read as edges (format 'edges' with brackets).
function parsePairs(text, requestedBase) {
  const { lists, lines, valueLines } = parseBracketed(text);
  const m = lists.length;
  const notes = [];
  let seenZero = false, zeroLine = 0, seenMax = -1, maxLine = 0;
  lists.forEach((pair, i) => {
    if (pair.length !== 2) throw new TextError(lines[i], `edge ${i + 1}: expected a pair [a, b], found ${pair.length} number${pair.length === 1 ? '' : 's'}`);
    pair.forEach((x, k) => {
      if (x === 0 && !seenZero) { seenZero = true; zeroLine = valueLines[i][k]; }
      if (x > seenMax) { seenMax = x; maxLine = valueLines[i][k]; }
    });
  });
  const { base, how } = chooseBase(requestedBase, null, seenZero, seenMax, zeroLine, maxLine, notes);
  if (base === 1 && seenZero) throw new TextError(zeroLine, 'vertex 0 in a 1-indexed edge list (vertices are numbered from 1)');
  const n = seenMax < 0 ? 0 : seenMax + 1 - base;
  const from = new Uint32Array(m), to = new Uint32Array(m);
  lists.forEach((pair, i) => { from[i] = pair[0] - base; to[i] = pair[1] - base; });
  return { n, from, to, format: 'edges', base, baseHow: how, notes };
}

// Sorts edges by (from, to) and drops repeats. O(n + m log(max degree)).
export function distinctEdges(n, from, to) {
  const m = from.length;
  const off = new Uint32Array(n + 1);
  for (let i = 0; i < m; i++) off[from[i] + 1]++;
  for (let v = 0; v < n; v++) off[v + 1] += off[v];
  const fill = off.slice(0, n);
  const targets = new Uint32Array(m);
  for (let i = 0; i < m; i++) targets[fill[from[i]]++] = to[i];
  const outFrom = new Uint32Array(m), outTo = new Uint32Array(m);
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
    else if (bracketed) throw new TextError(1, "this looks like a bracketed list: choose 'Adjacency list' or 'Edge list' format");
    else g = parseLines(text, format, base);
    const d = distinctEdges(g.n, g.from, g.to);
    if (d.repeated > 0) g.notes.push(`${d.repeated} repeated edge${d.repeated === 1 ? '' : 's'} counted once (a repeated edge is the same move)`);
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

// ---- cat-mouse: an undirected graph ----------------------------------------------------------
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
      if (n < 3) throw new TextError(1, `the graph has ${n} node${n === 1 ? '' : 's'}: cat and mouse needs at least 3 (0 the hole, 1 the mouse, 2 the cat)`);
      if (n > MAX_VERTICES) throw new TextError(1, `too many nodes: ${n}`);
      const sets = lists.map((l) => new Set(l));
      const from = [], to = [];
      for (let a = 0; a < n; a++) {
        const seen = new Set();
        lists[a].forEach((b, k) => {
          const line = valueLines[a][k];
          if (b >= n) throw new TextError(line, `node ${a} lists ${b}, but the nodes are 0..${n - 1}`);
          if (b === a) throw new TextError(line, `node ${a} lists itself: no self-loops in cat and mouse`);
          if (seen.has(b)) throw new TextError(line, `node ${a} lists ${b} twice`);
          seen.add(b);
          if (!sets[b].has(a)) throw new TextError(line, `node ${a} lists ${b}, but node ${b} does not list ${a}: the graph must be undirected`);
          if (a < b) { from.push(a); to.push(b); }
        });
      }
      void lines;
      return { ok: true, graph: { n, from: Uint32Array.from(from), to: Uint32Array.from(to), format: 'adjacency', base: 0, baseHow: 'chosen', notes: ['0-indexed, as LeetCode numbers the nodes: node 0 is the hole'], repeated: 0 } };
    }
    const r = parseGraph(text, options);
    if (!r.ok) return r;
    const g = r.graph;
    if (g.n < 3) throw new TextError(1, `the graph has ${g.n} node${g.n === 1 ? '' : 's'}: cat and mouse needs at least 3 (0 the hole, 1 the mouse, 2 the cat)`);
    const seen = new Set();
    const from = [], to = [];
    let loops = 0;
    for (let i = 0; i < g.from.length; i++) {
      const a = Math.min(g.from[i], g.to[i]), b = Math.max(g.from[i], g.to[i]);
      if (a === b) { loops++; continue; }
      const k = a + ',' + b;
      if (seen.has(k)) continue;
      seen.add(k);
      from.push(a); to.push(b);
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
  for (let i = 0; i < from.length; i++) { adj[from[i]].push(to[i]); adj[to[i]].push(from[i]); }
  for (const l of adj) l.sort((x, y) => x - y);
  return '[' + adj.map((l) => '[' + l.join(',') + ']').join(',') + ']\n';
}
