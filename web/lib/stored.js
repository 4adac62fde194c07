// The page's values kept in this browser (localStorage), read and written so that a damaged or
// full storage loses nothing else: a value that does not read (not JSON, or not what it should
// be) is set aside and reset, and named; a write that does not fit is said; the page goes on.
// What went wrong is kept in words (storageProblems) for the page to say in one line.

/** @type {string[]} */
const problems = [];
/** @type {((words: string) => void) | null} */
let listener = null;

// The page's one storage (null where it is off: a sandboxed frame, a privacy mode).
/** @returns {Storage | null} */
export function pageStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The value kept under `key`, parsed; null when there is none. A value that is not JSON or that
 * `check` refuses is removed and noted ("<what> could not be read and was reset").
 * @param {Storage | null | undefined} storage
 * @param {string} key
 * @param {string} what the value in words ("your puzzle progress")
 * @param {(value: any) => boolean} [check]
 * @returns {any}
 */
export function readStored(storage, key, what, check = () => true) {
  let text = null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text);
    if (value !== null && check(value)) return value;
  } catch {
    /* not JSON: reset below */
  }
  try {
    storage.removeItem(key);
  } catch {
    /* storage off */
  }
  note(`${what} could not be read and was reset`);
  return null;
}

/**
 * Keeps `value` under `key` (as JSON); false, and noted ("<what> could not be saved: …"), when
 * the storage refuses it (full, or off).
 * @param {Storage | null | undefined} storage
 * @param {string} key
 * @param {any} value
 * @param {string} what
 * @returns {boolean}
 */
export function writeStored(storage, key, value, what) {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (e) {
    const full = e && (e.name === 'QuotaExceededError' || e.code === 22);
    note(`${what} could not be saved: ${full ? 'this browser’s storage for the page is full' : 'storage is off'}`);
    return false;
  }
}

function note(words) {
  if (listener) listener(words);
  else problems.push(words);
}

// The problems noted so far (emptied), and every later one given to `onProblem` as it happens.
/** @param {(words: string) => void} onProblem */
export function watchStorage(onProblem) {
  listener = onProblem;
  return problems.splice(0);
}
