// Puzzle progress kept in the browser: solved/missed per puzzle, a local Elo-style rating of
// the user against each puzzle's difficulty, streaks, and for each set of your own
// (lib/puzzle-sets.js) its own results, score, streak and history; with a reset. Storage is
// injected (tests).

import { readStored, writeStored } from './stored.js';

export const START_RATING = 1200;
const K = 32; // Elo's step: how far one result moves the rating
const KEY = 'whowins.puzzles';

// The Elo expectation of a user rated r against a puzzle of difficulty d.
/** @type {(r: number, d: number) => number} */
export const expected = (r, d) => 1 / (1 + 10 ** ((d - r) / 400));

/**
 * One set of your own: its results per puzzle uid, score (1 clean, 0.5 with a hint, 0 missed:
 * first attempts), streak, and history (first attempts, in order; index: the puzzle's place in the set).
 * @typedef {{ results: Record<string, string>, score: number, streak: number, bestStreak: number, at: number,
 *   history: { uid: string, result: string, at: number, index?: number }[] }} SetProgress
 */
/**
 * The progress kept: results per puzzle uid ('clean', 'hinted', 'missed', 'solved-later'); sets:
 * per set of your own (its link's fragment), its SetProgress.
 * @typedef {{ rating: number, rated: number, results: Record<string, string>, streak: number, bestStreak: number,
 *   history: { uid: string, result: string, at: number }[], sets: Record<string, SetProgress> }} PuzzleProgress
 */
/** @returns {PuzzleProgress} */
export function emptyProgress() {
  return { rating: START_RATING, rated: 0, results: {}, streak: 0, bestStreak: 0, history: [], sets: {} };
}

/**
 * @param {Storage | null | undefined} storage
 * @returns {PuzzleProgress}
 */
export function loadProgress(storage) {
  const p = readStored(
    storage,
    KEY,
    'Your puzzle progress',
    (v) => typeof v === 'object' && Number.isFinite(v.rating) && typeof v.results === 'object' && v.results !== null,
  );
  if (!p) return emptyProgress();
  const sets = p.sets && typeof p.sets === 'object' && !Array.isArray(p.sets) ? p.sets : {};
  return { ...emptyProgress(), ...p, history: Array.isArray(p.history) ? p.history : [], sets };
}

/**
 * @param {Storage | null | undefined} storage
 * @param {PuzzleProgress} p
 * @returns {boolean} false when the storage refused it (said by lib/stored.js)
 */
export function saveProgress(storage, p) {
  return writeStored(storage, KEY, p, 'Your puzzle progress');
}

/**
 * Records a change in the progress as kept now (another tab may have written since this page
 * read it): the kept progress read again, with what only this page has (a result it could not
 * save: the storage was full) merged in, `change` applied to it, saved. Returns it: the page's
 * progress from then on. Two tabs recording one after the other lose no entry. Where nothing is
 * kept (storage off, or nothing written yet) the change goes to `current`, the page's own.
 * @template T
 * @param {Storage | null | undefined} storage
 * @param {PuzzleProgress} current
 * @param {(p: PuzzleProgress) => T} change
 * @returns {{ progress: PuzzleProgress, result: T }}
 */
export function updateProgress(storage, current, change) {
  let kept = null;
  try {
    kept = storage?.getItem(KEY) != null ? loadProgress(storage) : null;
  } catch {
    kept = null;
  }
  const progress = kept ? mergeProgress(kept, current) : current;
  const result = change(progress);
  saveProgress(storage, progress);
  return { progress, result };
}

export const PROGRESS_KEY = KEY;

// The kept progress with what only `mine` has: results and history entries it lacks, sets it
// lacks; the rating and streaks of whichever has rated more puzzles.
/**
 * @param {PuzzleProgress} kept
 * @param {PuzzleProgress} mine
 * @returns {PuzzleProgress}
 */
export function mergeProgress(kept, mine) {
  const out = { ...kept, results: { ...kept.results }, history: [...kept.history], sets: { ...kept.sets } };
  for (const [uid, result] of Object.entries(mine.results ?? {})) if (!(uid in out.results)) out.results[uid] = result;
  const seen = new Set(out.history.map((h) => `${h.uid}@${h.at}`));
  const extra = (mine.history ?? []).filter((h) => !seen.has(`${h.uid}@${h.at}`));
  if (extra.length) {
    out.history = [...out.history, ...extra].sort((a, b) => a.at - b.at);
    if (out.history.length > HISTORY_KEEP) out.history.splice(0, out.history.length - HISTORY_KEEP);
  }
  for (const [key, set] of Object.entries(mine.sets ?? {})) if (!(key in out.sets)) out.sets[key] = set;
  if ((mine.rated ?? 0) > (kept.rated ?? 0))
    Object.assign(out, { rating: mine.rating, rated: mine.rated, streak: mine.streak, bestStreak: mine.bestStreak });
  return out;
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
  }
  recordAttempt(p, uid, score, info);
  return { delta, first };
}

// An attempt at puzzle uid in a record with results, history and streaks (all puzzles', or a
// set's): the first attempt is its result and enters the history (the HISTORY_KEEP newest kept);
// a clean solve after a miss or a hint marks it solved later; every attempt moves the streak.
// True for the first attempt.
/**
 * @param {{ results: Record<string, string>, history: { uid: string, result: string, at: number }[],
 *   streak: number, bestStreak: number }} r
 * @param {string} uid
 * @param {number} score
 * @param {object} info
 */
function recordAttempt(r, uid, score, info) {
  const first = !(uid in r.results);
  if (first) {
    r.results[uid] = score === 1 ? 'clean' : score > 0 ? 'hinted' : 'missed';
    r.history.push({ uid, result: r.results[uid], at: Date.now(), ...info });
    if (r.history.length > HISTORY_KEEP) r.history.splice(0, r.history.length - HISTORY_KEEP);
  } else if (score === 1 && r.results[uid] !== 'clean') {
    r.results[uid] = 'solved-later';
    for (const h of r.history) if (h.uid === uid) h.result = 'solved-later';
  }
  r.streak = score === 1 ? r.streak + 1 : 0;
  r.bestStreak = Math.max(r.bestStreak, r.streak);
  return first;
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

export const SETS_KEEP = 50; // the sets of your own kept, the most recently played

const SCORES = { clean: 1, hinted: 0.5, missed: 0 };
/** @returns {SetProgress} */
const emptySet = () => ({ results: {}, score: 0, streak: 0, bestStreak: 0, at: 0, history: [] });

// A set's own progress (an empty one when it was never played); a damaged one reads as empty.
/**
 * @param {PuzzleProgress} p
 * @param {string} key
 * @returns {SetProgress}
 */
export function setProgress(p, key) {
  const s = p.sets?.[key];
  if (!s || typeof s !== 'object' || typeof s.results !== 'object' || s.results === null || !Array.isArray(s.history))
    return emptySet();
  return { ...emptySet(), ...s };
}

// Records an attempt at a puzzle of a set of your own, as record() does for all puzzles: the
// first attempt is the set's result and adds to its score (1 clean, 0.5 with a hint, 0 missed);
// every attempt moves the set's streak. The sets kept are the SETS_KEEP played last.
/**
 * @param {PuzzleProgress} p
 * @param {string} key the set's link fragment
 * @param {string} uid
 * @param {number} score
 * @param {{ index?: number }} [info]
 * @returns {SetProgress}
 */
export function recordInSet(p, key, uid, score, info = {}) {
  const s = setProgress(p, key);
  if (recordAttempt(s, uid, score, info)) s.score += SCORES[s.results[uid]];
  s.at = Date.now();
  p.sets = { ...(p.sets ?? {}), [key]: s };
  const keys = Object.keys(p.sets);
  if (keys.length > SETS_KEEP)
    for (const old of keys.sort((a, b) => p.sets[a].at - p.sets[b].at).slice(0, keys.length - SETS_KEEP))
      delete p.sets[old];
  return s;
}
