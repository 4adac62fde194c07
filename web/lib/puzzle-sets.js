// Puzzle sets of your own (pure): the choices — games, kinds (win, hold the draw), length in plies,
// rating range, how many — written into a link (#s1.…) and read back with every field checked, and
// the set picked from the packs by the seed in the link: the same puzzles in the same order in
// any browser, with no server. Puzzle mode shows them (puzzles/sets.js).

export const SET_PREFIX = '#s1.';
export const SET_KINDS = Object.freeze(['win', 'draw']);
/** @type {Readonly<{ plies: [number, number], rating: [number, number], count: [number, number] }>} */
export const SET_LIMITS = Object.freeze({ plies: [1, 200], rating: [0, 4000], count: [1, 100] });
export const SET_COUNT_DEFAULT = 20;
const MAX_SET_LINK = 2000; // characters: a set's link is short; anything longer is not one

/**
 * @typedef {object} SetChoices
 * @property {string[]} games the packs' game ids, in the registry's order
 * @property {string[]} kinds 'win' and/or 'draw'
 * @property {[number, number]} plies the length, from and to, in plies (both included)
 * @property {[number, number]} rating the difficulty, from and to (both included)
 * @property {number} count how many puzzles at most
 * @property {number} seed a 32-bit seed: which puzzles, in which order
 */

// Checks choices made in the form or read from a link; games: the games that have a pack, in
// their order. → { ok: true, choices } (games and kinds put in their canonical order, so one set
// has one link) or { ok: false, error } in words.
/**
 * @param {{ games?: unknown, kinds?: unknown, plies?: unknown, rating?: unknown, count?: unknown, seed?: unknown }} raw
 * @param {string[]} games
 * @returns {{ ok: true, choices: SetChoices } | { ok: false, error: string }}
 */
export function checkSetChoices(raw, games) {
  const fail = (error) => /** @type {{ ok: false, error: string }} */ ({ ok: false, error });
  const list = (x) => (Array.isArray(x) ? x : []);
  const unknownGame = list(raw.games).find((g) => !games.includes(g));
  if (unknownGame !== undefined)
    return fail(`there is no pack of puzzles for the game "${String(unknownGame).slice(0, 30)}"`);
  const chosenGames = games.filter((g) => list(raw.games).includes(g));
  if (!chosenGames.length) return fail('choose at least one game');
  const unknownKind = list(raw.kinds).find((k) => !SET_KINDS.includes(k));
  if (unknownKind !== undefined)
    return fail(`"${String(unknownKind).slice(0, 20)}" is not a kind of puzzle (win or draw)`);
  const kinds = SET_KINDS.filter((k) => list(raw.kinds).includes(k));
  if (!kinds.length) return fail('choose at least one kind: win, or hold the draw');
  const range = (x, [low, high], what) => {
    if (!Array.isArray(x) || x.length !== 2 || !x.every(Number.isInteger))
      return `the ${what} needs two whole numbers, from and to`;
    if (x[0] < low || x[1] > high) return `the ${what} goes from ${low} to ${high} at most`;
    if (x[0] > x[1]) return `the ${what} runs from ${x[0]} to ${x[1]}: the first must not be larger`;
    return '';
  };
  const badLength = range(raw.plies, SET_LIMITS.plies, 'length in plies');
  if (badLength) return fail(badLength);
  const badRating = range(raw.rating, SET_LIMITS.rating, 'rating');
  if (badRating) return fail(badRating);
  const [fewest, most] = SET_LIMITS.count;
  if (typeof raw.count !== 'number' || !Number.isInteger(raw.count) || raw.count < fewest || raw.count > most)
    return fail(`the number of puzzles is a whole number from ${fewest} to ${most}`);
  if (typeof raw.seed !== 'number' || !Number.isInteger(raw.seed) || raw.seed < 0 || raw.seed > 0xffffffff)
    return fail('the set has a bad seed');
  const pair = (x) => /** @type {[number, number]} */ ([x[0], x[1]]);
  return {
    ok: true,
    choices: {
      games: chosenGames,
      kinds,
      plies: pair(raw.plies),
      rating: pair(raw.rating),
      count: /** @type {number} */ (raw.count),
      seed: /** @type {number} */ (raw.seed),
    },
  };
}

// Choices → the link's fragment: '#s1.g=generic,cat-mouse&k=win&p=1-9&r=600-2400&n=20&s=1x2y3z'
// (the seed in base 36). Readable, so a link says what set it opens.
/** @type {(c: SetChoices) => string} */
export const encodeSetLink = (c) =>
  `${SET_PREFIX}g=${c.games.join(',')}&k=${c.kinds.join(',')}&p=${c.plies[0]}-${c.plies[1]}` +
  `&r=${c.rating[0]}-${c.rating[1]}&n=${c.count}&s=${c.seed.toString(36)}`;

// A link's fragment → { ok: true, choices } or { ok: false, error }; games: the games with a pack.
/**
 * @param {unknown} hash
 * @param {string[]} games
 * @returns {{ ok: true, choices: SetChoices } | { ok: false, error: string }}
 */
export function decodeSetLink(hash, games) {
  const fail = (error) => /** @type {{ ok: false, error: string }} */ ({ ok: false, error });
  if (typeof hash !== 'string' || !hash.startsWith(SET_PREFIX)) return fail('not a puzzle set link');
  if (hash.length > MAX_SET_LINK) return fail('the set link is far too long');
  const fields = new Map();
  for (const part of hash.slice(SET_PREFIX.length).split('&')) {
    const at = part.indexOf('=');
    if (at < 1) return fail('the set link is damaged');
    fields.set(part.slice(0, at), part.slice(at + 1));
  }
  for (const name of ['g', 'k', 'p', 'r', 'n', 's'])
    if (!fields.has(name)) return fail(`the set link lacks its "${name}" field`);
  const whole = (x) => (/^\d{1,10}$/.test(x) ? Number(x) : NaN);
  const pair = (x) => {
    const m = /^(\d{1,10})-(\d{1,10})$/.exec(x);
    return m ? [Number(m[1]), Number(m[2])] : null;
  };
  const seedText = fields.get('s');
  const seed = /^[0-9a-z]{1,7}$/.test(seedText) ? parseInt(seedText, 36) : NaN;
  return checkSetChoices(
    {
      games: fields.get('g').split(','),
      kinds: fields.get('k').split(','),
      plies: pair(fields.get('p')),
      rating: pair(fields.get('r')),
      count: whole(fields.get('n')),
      seed,
    },
    games,
  );
}

// mulberry32: a small 32-bit generator, the same numbers on every engine for one seed.
/** @type {(seed: number) => () => number} */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many puzzles were left after each choice, and the lengths and ratings the last non-empty
 * step had (to say, when none is left, what would have matched).
 * @typedef {{ games: number, kinds: number, plies: number, rating: number,
 *   lengths: [number, number] | null, ratings: [number, number] | null }} SetFunnel
 */

// The set: the packs' puzzles (game → its pack, both kinds, each with a uid) that match every
// choice, in the order of their uids, shuffled by the seed (Fisher–Yates); the first `count`,
// easiest first. The same choices pick the same puzzles in the same order. → { list, funnel }.
/**
 * @template {{ uid?: string, kind: string, plies: number, difficulty: number }} P
 * @param {Record<string, P[]>} packs
 * @param {SetChoices} c
 * @returns {{ list: P[], funnel: SetFunnel }}
 */
export function pickSet(packs, c) {
  const funnel = { games: 0, kinds: 0, plies: 0, rating: 0, lengths: null, ratings: null };
  const widen = (span, x) => (span ? [Math.min(span[0], x), Math.max(span[1], x)] : [x, x]);
  const pool = [];
  for (const game of c.games)
    for (const puzzle of packs[game] ?? []) {
      funnel.games++;
      if (!c.kinds.includes(puzzle.kind)) continue;
      funnel.kinds++;
      funnel.lengths = widen(funnel.lengths, puzzle.plies);
      if (puzzle.plies < c.plies[0] || puzzle.plies > c.plies[1]) continue;
      funnel.plies++;
      funnel.ratings = widen(funnel.ratings, puzzle.difficulty);
      if (puzzle.difficulty < c.rating[0] || puzzle.difficulty > c.rating[1]) continue;
      funnel.rating++;
      pool.push(puzzle);
    }
  const uid = (p) => p.uid ?? '';
  pool.sort((a, b) => (uid(a) < uid(b) ? -1 : uid(a) > uid(b) ? 1 : 0));
  const next = generator(c.seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const list = pool
    .slice(0, c.count)
    .sort((a, b) => a.difficulty - b.difficulty || (uid(a) < uid(b) ? -1 : uid(a) > uid(b) ? 1 : 0));
  return { list, funnel };
}

// Why a set is empty, in words: the first choice that left no puzzle, and what was there.
/**
 * @param {SetFunnel} f
 * @param {SetChoices} c
 * @returns {string}
 */
export function emptySetWords(f, c) {
  const kinds = c.kinds.map((k) => (k === 'win' ? 'win' : 'hold-the-draw')).join(' or ');
  if (f.games === 0) return 'The packs hold no puzzles of these games.';
  if (f.kinds === 0) return `None of the ${f.games} puzzles of these games is a ${kinds} puzzle.`;
  if (f.plies === 0)
    return (
      `No puzzle is ${c.plies[0]}–${c.plies[1]} plies long: the ${f.kinds} ${kinds} puzzles of these games ` +
      `are ${f.lengths[0]}–${f.lengths[1]} plies long.`
    );
  return (
    `No puzzle has a rating from ${c.rating[0]} to ${c.rating[1]}: the ${f.plies} puzzles of ` +
    `${c.plies[0]}–${c.plies[1]} plies are rated ${f.ratings[0]}–${f.ratings[1]}.`
  );
}

// The set's name in the menu: 'Your set: Cat and mouse, … · win · 1–9 plies · rated 600–2400'.
/**
 * @param {SetChoices} c
 * @param {(game: string) => string} nameOf
 * @returns {string}
 */
export const setName = (c, nameOf) =>
  `Your set: ${c.games.map(nameOf).join(', ')} · ${c.kinds.map((k) => (k === 'win' ? 'win' : 'hold the draw')).join(' and ')}` +
  ` · ${c.plies[0]}–${c.plies[1]} plies · rated ${c.rating[0]}–${c.rating[1]}`;
