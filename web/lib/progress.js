// Puzzle progress kept in the browser: solved/missed per puzzle, a local Elo-style rating of
// the user against each puzzle's difficulty, streaks; with a reset. Storage is injected (tests).

export const START_RATING = 1200;
const K = 32; // Elo's step: how far one result moves the rating
const KEY = 'whowins.puzzles';

// The Elo expectation of a user rated r against a puzzle of difficulty d.
/** @type {(r: number, d: number) => number} */
export const expected = (r, d) => 1 / (1 + 10 ** ((d - r) / 400));

/**
 * The progress kept: results per puzzle uid ('clean', 'hinted', 'missed', 'solved-later').
 * @typedef {{ rating: number, rated: number, results: Record<string, string>, streak: number, bestStreak: number,
 *   history: { uid: string, result: string, at: number }[] }} PuzzleProgress
 */
/** @returns {PuzzleProgress} */
export function emptyProgress() {
  return { rating: START_RATING, rated: 0, results: {}, streak: 0, bestStreak: 0, history: [] };
}

/**
 * @param {Storage | null | undefined} storage
 * @returns {PuzzleProgress}
 */
export function loadProgress(storage) {
  try {
    const p = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (
      !p ||
      typeof p !== 'object' ||
      !Number.isFinite(p.rating) ||
      typeof p.results !== 'object' ||
      p.results === null
    )
      return emptyProgress();
    return { ...emptyProgress(), ...p, history: Array.isArray(p.history) ? p.history : [] };
  } catch {
    return emptyProgress();
  }
}

/**
 * @param {Storage | null | undefined} storage
 * @param {PuzzleProgress} p
 */
export function saveProgress(storage, p) {
  try {
    storage?.setItem(KEY, JSON.stringify(p));
  } catch {
    /* storage full or off */
  }
}

export const HISTORY_KEEP = 500; // the history's newest entries kept

// Records the first finished attempt at a puzzle (later attempts change nothing but the
// streak, and a clean solve after a miss): score 1 clean, 0.5 with a hint, 0 missed. The
// history gets the first attempt: { uid, result, at, ...info } (info: the puzzle's game, kind,
// plies, name and link, to replay it). Returns { delta } of the rating.
/**
 * @param {PuzzleProgress} p
 * @param {string} uid
 * @param {number} difficulty
 * @param {number} score
 * @param {object} [info]
 * @returns {{ delta: number, first: boolean }}
 */
export function record(p, uid, difficulty, score, info = {}) {
  const first = !(uid in p.results);
  let delta = 0;
  if (first) {
    delta = Math.round(K * (score - expected(p.rating, difficulty)));
    p.rating += delta;
    p.rated++;
    p.results[uid] = score === 1 ? 'clean' : score > 0 ? 'hinted' : 'missed';
    p.history.push({ uid, result: p.results[uid], at: Date.now(), ...info });
    if (p.history.length > HISTORY_KEEP) p.history.splice(0, p.history.length - HISTORY_KEEP);
  } else if (score === 1 && p.results[uid] !== 'clean') {
    p.results[uid] = 'solved-later';
    for (const h of p.history) if (h.uid === uid) h.result = 'solved-later';
  }
  p.streak = score === 1 ? p.streak + 1 : 0;
  p.bestStreak = Math.max(p.bestStreak, p.streak);
  return { delta, first };
}

/**
 * @param {PuzzleProgress} p
 * @returns {{ rating: number, rated: number, streak: number, bestStreak: number, clean: number, solved: number,
 *   missed: number, hinted: number }}
 */
export function summary(p) {
  const v = Object.values(p.results);
  return {
    rating: p.rating,
    rated: p.rated,
    streak: p.streak,
    bestStreak: p.bestStreak,
    clean: v.filter((x) => x === 'clean').length,
    solved: v.filter((x) => x !== 'missed').length,
    missed: v.filter((x) => x === 'missed').length,
    hinted: v.filter((x) => x === 'hinted').length,
  };
}
