// The bracketed formats: an adjacency list `[[…],…]` (entry i lists the targets of vertex i)
// and JSON edge pairs `[[a,b],…]`, read with line numbers for every value.

import { MAX_VERTICES, TextError, isSpace, isDigit, quote, chooseBase } from './parse-common.js';

// A tokenizer for the bracketed formats: [ ] , numbers; tracks lines.
export function parseBracketed(text) {
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
      if (c === 10) {
        line++;
        i++;
      } else if (isSpace(c)) i++;
      else break;
    }
  };
  const peekToken = () => {
    let k = i;
    while (k < len && !isSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 10 && k - i < 20) k++;
    return k > i ? text.slice(i, k) : 'the end of the text';
  };
  const expect = (ch, what) => {
    skip();
    if (text[i] !== ch)
      throw new TextError(line, `expected ${what}, found ${i < len ? quote(peekToken()) : 'the end of the text'}`);
    i++;
  };
  // Returns { lists: array of U32 arrays, lines: line of each inner list }.
  expect('[', "'[' to open the list");
  const lists = [];
  const lines = [];
  const valueLines = [];
  skip();
  if (text[i] === ']') {
    i++;
  } else {
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
          if (c === 45 && isDigit(text.charCodeAt(i + 1)))
            throw new TextError(
              line,
              `${quote(peekToken().replace(/[,\]].*$/, ''))}: vertex numbers cannot be negative`,
            );
          if (!isDigit(c))
            throw new TextError(
              line,
              `expected a vertex number, found ${i < len ? quote(peekToken()) : 'the end of the text'}`,
            );
          let v = 0;
          while (i < len && isDigit(text.charCodeAt(i))) {
            v = v * 10 + (text.charCodeAt(i) - 48);
            i++;
          }
          if (text[i] === '.' || text[i] === 'e' || text[i] === 'E')
            throw new TextError(line, `expected a whole vertex number, found ${quote(String(v) + peekToken())}`);
          inner.push(v);
          innerLines.push(line);
          skip();
          if (text[i] === ',') {
            i++;
            skip();
            if (text[i] === ']') {
              i++;
              break;
            }
            continue;
          }
          if (text[i] === ']') {
            i++;
            break;
          }
          throw new TextError(
            line,
            `expected ',' or ']' after ${v}, found ${i < len ? quote(peekToken()) : 'the end of the text'}`,
          );
        }
      }
      lists.push(inner);
      lines.push(listLine);
      valueLines.push(innerLines);
      skip();
      if (text[i] === ',') {
        i++;
        skip();
        if (text[i] === ']') {
          i++;
          break;
        }
        continue;
      }
      if (text[i] === ']') {
        i++;
        break;
      }
      throw new TextError(
        line,
        `expected ',' or ']' after the list of vertex ${lists.length - 1}, ` +
          `found ${i < len ? quote(peekToken()) : 'the end of the text'}`,
      );
    }
  }
  skip();
  if (text[i] === ';') {
    i++;
    skip();
  }
  if (i < len) {
    const rest = text
      .slice(i)
      .replace(/^\s*(#|\/\/).*$/gm, '')
      .trim();
    if (rest) throw new TextError(line, `unexpected ${quote(peekToken())} after the closing ']'`);
  }
  return { lists, lines, valueLines };
}

// LeetCode-style adjacency list: entry i lists the targets of vertex i (0-indexed by default).
export function parseAdjacency(text, requestedBase) {
  const { lists, valueLines } = parseBracketed(text);
  const n = lists.length;
  const notes = [];
  if (n > MAX_VERTICES) throw new TextError(1, `too many vertices: ${n}`);
  let seenZero = false,
    zeroLine = 0,
    seenN = false,
    nLine = 0,
    m = 0;
  for (let v = 0; v < n; v++) {
    m += lists[v].length;
    lists[v].forEach((x, k) => {
      if (x === 0 && !seenZero) {
        seenZero = true;
        zeroLine = valueLines[v][k];
      }
      if (x === n && !seenN) {
        seenN = true;
        nLine = valueLines[v][k];
      }
    });
  }
  let base, how;
  if (requestedBase === 0 || requestedBase === 1) {
    base = requestedBase;
    how = 'chosen';
  } else if (seenN && !seenZero) {
    base = 1;
    how = 'detected';
    notes.push(`1-indexed (detected: vertex ${n} appears): entry i lists the targets of vertex i+1`);
  } else if (seenN && seenZero)
    throw new TextError(nLine, `vertex ${n} is out of range 0..${n - 1} (the list has ${n} entries)`);
  else {
    base = 0;
    how = seenZero ? 'detected' : 'assumed';
    notes.push(seenZero ? '0-indexed (detected: vertex 0 appears)' : '0-indexed (assumed, as LeetCode numbers them)');
  }
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  let k = 0;
  for (let v = 0; v < n; v++) {
    lists[v].forEach((x, j) => {
      if (x < base || x > n - 1 + base) {
        throw new TextError(
          valueLines[v][j],
          `vertex ${x} is out of range ${base}..${n - 1 + base} (the list has ${n} entries)`,
        );
      }
      from[k] = v;
      to[k] = x - base;
      k++;
    });
  }
  return { n, from, to, format: 'adjacency', base, baseHow: how, notes };
}

// JSON-style list of pairs [[a,b],…] read as edges (format 'edges' with brackets).
export function parsePairs(text, requestedBase) {
  const { lists, lines, valueLines } = parseBracketed(text);
  const m = lists.length;
  const notes = [];
  let seenZero = false,
    zeroLine = 0,
    seenMax = -1,
    maxLine = 0;
  lists.forEach((pair, i) => {
    if (pair.length !== 2)
      throw new TextError(
        lines[i],
        `edge ${i + 1}: expected a pair [a, b], found ${pair.length} number${pair.length === 1 ? '' : 's'}`,
      );
    pair.forEach((x, k) => {
      if (x === 0 && !seenZero) {
        seenZero = true;
        zeroLine = valueLines[i][k];
      }
      if (x > seenMax) {
        seenMax = x;
        maxLine = valueLines[i][k];
      }
    });
  });
  const { base, how } = chooseBase(requestedBase, null, seenZero, seenMax, zeroLine, maxLine, notes);
  if (base === 1 && seenZero)
    throw new TextError(zeroLine, 'vertex 0 in a 1-indexed edge list (vertices are numbered from 1)');
  const n = seenMax < 0 ? 0 : seenMax + 1 - base;
  if (n > MAX_VERTICES)
    throw new TextError(
      maxLine,
      `vertex ${seenMax} is past the limit of ${MAX_VERTICES.toLocaleString('en-US')} vertices`,
    );
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  lists.forEach((pair, i) => {
    from[i] = pair[0] - base;
    to[i] = pair[1] - base;
  });
  return { n, from, to, format: 'edges', base, baseHow: how, notes };
}
