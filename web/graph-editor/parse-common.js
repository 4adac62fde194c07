// Shared by the graph text readers (graph/parse*.js): limits, the error type with its line,
// a growable Uint32Array, character classes and how a bad token is quoted.

export const MAX_VERTICES = 50_000_000;
export const MAX_EDGES = 100_000_000;

export const fail = (line, message) => ({ ok: false, error: { line, message } });

export class TextError extends Error {
  constructor(line, message) {
    super(message);
    this.line = line;
  }
}

// A growable Uint32Array.
export class U32List {
  constructor(capacity = 1024) {
    this.a = new Uint32Array(capacity);
    this.length = 0;
  }
  push(x) {
    if (this.length === this.a.length) {
      const b = new Uint32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = x;
  }
  get(i) {
    return this.a[i];
  }
  view() {
    return this.a.subarray(0, this.length);
  }
}

export const isSpace = (c) => c === 32 || c === 9 || c === 13 || c === 11 || c === 12 || c === 0xfeff || c === 0xa0;
export const isDigit = (c) => c >= 48 && c <= 57;

// Shows a bad token short and quoted.
export function quote(s) {
  const t = s.length > 24 ? s.slice(0, 21) + '…' : s;
  return `'${t}'`;
}

// Picks the numbering from the vertex numbers seen. n: the header's vertex count or null.
export function chooseBase(requested, n, seenZero, seenMax, zeroLine, maxLine, notes) {
  if (requested === 0 || requested === 1) return { base: requested, how: 'chosen' };
  if (n === null) {
    if (seenZero) {
      notes.push('0-indexed (detected: vertex 0 appears)');
      return { base: 0, how: 'detected' };
    }
    notes.push('1-indexed (detected: no vertex 0)');
    return { base: 1, how: 'detected' };
  }
  if (seenMax > n) return { base: seenZero ? 0 : 1, how: 'detected' }; // the range check names the line
  if (seenZero && seenMax === n) {
    throw new TextError(
      Math.max(zeroLine, maxLine),
      `both vertex 0 (line ${zeroLine}) and vertex ${n} (line ${maxLine}) appear, ` +
        `but the header declares ${n} vertices: number them 0..${n - 1} or 1..${n}`,
    );
  }
  if (seenZero) {
    notes.push('0-indexed (detected: vertex 0 appears)');
    return { base: 0, how: 'detected' };
  }
  if (seenMax === n) {
    notes.push(`1-indexed (detected: vertex ${n} appears)`);
    return { base: 1, how: 'detected' };
  }
  notes.push(`1-indexed (assumed: neither vertex 0 nor vertex ${n} appears)`);
  return { base: 1, how: 'assumed' };
}
