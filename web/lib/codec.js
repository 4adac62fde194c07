// Share links and exports: the page's state packed into a URL fragment "#v1.<base64url>", read
// back with every field checked, and the full result as JSON in the CLI's schema
// (docs/json.md). No DOM; pure functions.
//
// v1 payload, a sequence of unsigned LEB128 varints (at most 5 bytes, values < 2^32): the
// game's number (lib/games.js), then the section of the game's feature, which that feature
// writes and reads itself (graph-editor/link.js: graphs and the games on them; cop-thief/link.js: the
// police-and-thief board; design/link.js: a design) — this file knows no game.

import { NO_VALUE, LETTERS } from './outcome.js';
import { featureOf, shareCodeOf, gameOfShareCode, gameInfo } from './games.js';

export const SHARE_PREFIX = '#v1.';
export const SHARE_MAX_SIDE = 128;
export const SHARE_MAX_VERTICES = 2000; // the drawing limit: bigger graphs are not shared
export const SHARE_MAX_EDGES = 12000;
export const SHARE_MAX_URL = 8000; // characters of fragment: longer links are refused
const MAX_FRAGMENT = 100_000; // decoding refuses longer fragments at once

// ---- base64url ----------------------------------------------------------------------------
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/**
 * @param {ArrayLike<number>} bytes
 * @returns {string}
 */
export function toBase64Url(bytes) {
  let s = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const x = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63] + ALPHABET[(x >> 6) & 63] + ALPHABET[x & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const x = bytes[i] << 16;
    s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63];
  } else if (rest === 2) {
    const x = (bytes[i] << 16) | (bytes[i + 1] << 8);
    s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63] + ALPHABET[(x >> 6) & 63];
  }
  return s;
}

// Bytes, or null when the text is not base64url (bad letter, impossible length).
/**
 * @param {string} s
 * @returns {Uint8Array | null}
 */
export function fromBase64Url(s) {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0,
    acc = 0,
    bits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? LOOKUP[c] : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  return out.subarray(0, o);
}

// ---- varints ------------------------------------------------------------------------------
/**
 * @typedef {{ bytes: number[], u: (x: number) => void, z: (x: number) => void }} LinkWriter varints: u unsigned, z
 * signed
 */
/** @returns {LinkWriter} */
export function writer() {
  const bytes = [];
  return {
    bytes,
    u(x) {
      x = Math.trunc(x);
      if (!(x >= 0 && x <= 0xffffffff)) throw new RangeError(`value ${x} out of range`);
      while (x >= 128) {
        bytes.push((x % 128) | 128);
        x = Math.floor(x / 128);
      }
      bytes.push(x);
    },
    z(x) {
      x = Math.round(x);
      this.u(x >= 0 ? 2 * x : -2 * x - 1);
    },
  };
}

// Thrown by a section's decode: its message is the link's problem in words.
export class DecodeError extends Error {}

/**
 * @typedef {{ readonly done: boolean, readonly left: number, u: (what: string) => number,
 *   z: (what: string) => number, byte: () => number }} LinkReader
 */
/**
 * @param {Uint8Array} bytes
 * @returns {LinkReader}
 */
function reader(bytes) {
  let i = 0;
  return {
    get done() {
      return i >= bytes.length;
    },
    get left() {
      return bytes.length - i;
    },
    u(what) {
      let x = 0,
        mul = 1;
      for (let k = 0; k < 5; k++) {
        if (i >= bytes.length) throw new DecodeError(`the link is cut short (reading ${what})`);
        const b = bytes[i++];
        x += (b & 127) * mul;
        if (!(b & 128)) {
          if (x > 0xffffffff) break;
          return x;
        }
        mul *= 128;
      }
      throw new DecodeError(`a number in the link is too long (reading ${what})`);
    },
    z(what) {
      const x = this.u(what);
      return x % 2 ? -(x + 1) / 2 : x / 2;
    },
    byte() {
      if (i >= bytes.length) throw new DecodeError('the link is cut short');
      return bytes[i++];
    },
  };
}

// ---- sections ------------------------------------------------------------------------------
// This file keeps the envelope (the version, the game's number, base64url, varints); what
// follows the game's number is the section its feature writes and reads for itself
// (graph-editor/link.js, cop-thief/link.js, design/link.js), registered by the composition root
// (app/links.js): { encode(s, gameCode) → { ok, hash } | { ok: false, error }, decode(r, game)
// → { ok: true, state } (throws DecodeError) }.
/** @typedef {{ ok: boolean, hash?: string, error?: string }} LinkHash ok: the hash; else the error in words */
/**
 * A feature's link section (see above).
 * @typedef {{ encode: (s: Record<string, any>, gameCode: number) => LinkHash,
 *   decode: (r: LinkReader, game: string) => { ok: boolean, state: Record<string, any> } }} ShareSection
 */
/** @type {Map<string, ShareSection>} */
const sections = new Map();
/**
 * @param {string[]} features
 * @param {ShareSection} section
 */
export function registerShareSection(features, section) {
  for (const f of features) sections.set(f, section);
}

// ---- encode / decode ----------------------------------------------------------------------
// s: { game, misere, map, base, n, edges: [[a, b], …] or { from, to }, xs?, ys?, selected }
// (selected: a position, or null). → { ok: true, hash } or { ok: false, error }.
/**
 * @param {Record<string, any> & { game: string }} s
 * @returns {LinkHash}
 */
export function encodeShare(s) {
  const gameCode = shareCodeOf(s.game);
  const section = gameCode < 0 ? null : sections.get(featureOf(s.game));
  if (!section) return { ok: false, error: `The game "${s.game}" cannot be shared as a link.` };
  return section.encode(s, gameCode);
}

// The link's bytes as the fragment, or the words of a link too long (what: "graph", "board"…;
// instead: what to use instead).
/**
 * @param {ArrayLike<number>} bytes
 * @param {string} what
 * @param {string} instead
 * @returns {LinkHash}
 */
export function shareHash(bytes, what, instead) {
  const hash = SHARE_PREFIX + toBase64Url(Uint8Array.from(bytes));
  if (hash.length > SHARE_MAX_URL) {
    return {
      ok: false,
      error:
        `This ${what} is too big for a link (${hash.length.toLocaleString('en-US')} characters; ` +
        `links stay under ${SHARE_MAX_URL.toLocaleString('en-US')}). ${instead}`,
    };
  }
  return { ok: true, hash };
}

// Two-token position: { [a]: chaser place, [b]: runner place, side } and the fixed token.
/**
 * @param {LinkWriter} w
 * @param {Record<string, number> | null} pos
 * @param {boolean | number} fix
 * @param {number} n places
 * @param {string} a the chaser's key
 * @param {string} b the runner's key
 */
export function writeTwoToken(w, pos, fix, n, a, b) {
  if (!pos || !(pos[a] >= 0 && pos[a] < n && pos[b] >= 0 && pos[b] < n)) {
    w.u(0);
    return;
  }
  w.u(1 + ((pos[a] * n + pos[b]) * 2 + (pos.side ? 1 : 0)));
  w.u(fix ? 1 : 0);
}
/**
 * @param {LinkReader} r
 * @param {number} n places
 * @param {string} a the chaser's key
 * @param {string} b the runner's key
 * @returns {{ pos: Record<string, number> | null, fix: number }}
 */
export function readTwoToken(r, n, a, b) {
  const sel = r.u('the position');
  if (sel === 0) return { pos: null, fix: 0 };
  if (sel - 1 >= 2 * n * n) throw new DecodeError(`the position ${sel - 1} is out of range`);
  const k = sel - 1,
    side = k % 2,
    pair = (k - side) / 2;
  const fix = r.u('the fixed token');
  if (fix > 1) throw new DecodeError(`unknown fixed token ${fix}`);
  return { pos: { [a]: Math.floor(pair / n), [b]: pair % n, side }, fix };
}

// hash: location.hash (with or without '#'). → { ok: true, state } or { ok: false, error }.
// Never throws. state: { game, misere, map, base, n, from, to (Uint32Array), xs, ys | null,
// selected (position or null) }.
/**
 * @param {unknown} hash
 * @returns {{ ok: boolean, state?: Record<string, any>, error?: string }}
 */
export function decodeShare(hash) {
  try {
    return decodeUnchecked(hash);
  } catch (e) {
    return {
      ok: false,
      error: e instanceof DecodeError ? e.message : `the link could not be read (${String(e && e.message)})`,
    };
  }
}

function decodeUnchecked(hash) {
  if (typeof hash !== 'string') throw new DecodeError('the link is not text');
  // The length first: it reads no character (a megabyte's link is refused in microseconds).
  if (hash.length > MAX_FRAGMENT) throw new DecodeError(`the link is far too long (${hash.length} characters)`);
  const h = hash.startsWith('#') ? hash : '#' + hash;
  if (h.length > MAX_FRAGMENT) throw new DecodeError(`the link is far too long (${h.length} characters)`);
  const m0 = /^#v(\d{1,6})\./.exec(h);
  if (!m0) throw new DecodeError('the link does not start with a version ("#v1.")');
  if (m0[1] !== '1') throw new DecodeError(`the link has version ${m0[1]}; this page reads version 1`);
  const body = h.slice(m0[0].length);
  const bytes = fromBase64Url(body);
  if (!bytes) throw new DecodeError('the link has letters outside the base64url alphabet, or a bad length');
  const r = reader(bytes);
  const gameCode = r.u('the game');
  const game = gameOfShareCode(gameCode);
  if (game === null) throw new DecodeError(`unknown game number ${gameCode}`);
  const section = sections.get(featureOf(game));
  if (!section) throw new DecodeError(`game number ${gameCode} has no link section on this page`);
  return section.decode(r, game);
}

// ---- the result as JSON (docs/json.md's schema, 1-based) -----------------------------------
// solution: outcome.js's Solution; edges: the number of distinct edges.
/**
 * @param {import('./outcome.js').Solution} solution
 * @param {{ misere?: boolean, edges?: number }} [options]
 * @returns {Record<string, any>} the CLI's --json object
 */
export function resultJson(solution, { misere = false, edges = 0 } = {}) {
  const n = solution.n;
  const line = (side) => {
    let outcome = '';
    const depth = new Array(n),
      best = new Array(n);
    for (let v = 0; v < n; v++) {
      const p = solution.position(v, side);
      const o = solution.outcomes[p];
      outcome += LETTERS[o] ?? '?';
      const d = solution.depths[p];
      depth[v] = o === 0 || d === NO_VALUE ? null : d;
      const b = solution.bestMoves[p];
      best[v] = b === NO_VALUE ? null : b + 1;
    }
    return { outcome, depth, best_move: best };
  };
  /** @type {Partial<import('../solver/messages.js').SolveStats>} */
  const s = solution.stats ?? {};
  const stats = { positions: s.positions, win: s.win, loss: s.loss, draw: s.draw, longest: s.longest };
  if (solution.sides === 2) {
    return { game: solution.game, vertices: n, edges, index_base: 1, alice_first: line(0), bob_first: line(1), stats };
  }
  const out = { game: solution.game };
  if (gameInfo(solution.game).misereOption) out.rules = misere ? 'misere' : 'normal';
  return { ...out, vertices: n, edges, index_base: 1, ...line(0), stats };
}
