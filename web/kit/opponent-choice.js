// The opponent level chosen on the page (one for every game: the control beside Play in the
// explorer's panel), with the seed of its random draws; read and written as a link's
// `?opponent=casual&seed=42` (share links and embeds keep it). The levels: lib/opponent.js.

import { OPPONENT_LEVELS, DEFAULT_LEVEL, isLevel, levelInfo } from '../lib/opponent.js';
import { freshSeed } from '../lib/seeded-random.js';
import { esc } from '../lib/panels.js';

const MAX_SEED = 2 ** 31 - 1;

/** The level and the seed play starts with. */
export const opponentChoice = { level: DEFAULT_LEVEL, seed: freshSeed() };

/** @type {(level: string, seed?: number) => boolean} */
export function chooseOpponent(level, seed) {
  if (!isLevel(level)) return false;
  opponentChoice.level = level;
  if (Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED) opponentChoice.seed = seed;
  return true;
}

// The link's parameters for the choice (none for the default level: perfect play draws nothing).
/** @type {() => [string, string][]} */
export const opponentParams = () =>
  opponentChoice.level === DEFAULT_LEVEL
    ? []
    : [
        ['opponent', opponentChoice.level],
        ['seed', String(opponentChoice.seed)],
      ];

// A link's `opponent` and `seed` read (URLSearchParams): → null (none given), or words saying
// what was wrong (the level is then left as it was), or '' (taken).
/** @type {(params: URLSearchParams) => string | null} */
export function readOpponentParams(params) {
  if (!params.has('opponent')) return null;
  const level = params.get('opponent') ?? '';
  const seedText = params.get('seed');
  const seed = seedText !== null && /^\d{1,10}$/.test(seedText) ? Number(seedText) : undefined;
  if (!isLevel(level))
    return `unknown opponent level "${level.slice(0, 20)}" (one of ${OPPONENT_LEVELS.map((l) => l.id).join(', ')})`;
  if (seedText !== null && (seed === undefined || seed > MAX_SEED))
    return `the seed "${seedText.slice(0, 20)}" is not a whole number up to ${MAX_SEED}`;
  chooseOpponent(level, seed);
  return '';
}

// The control beside Play: the four levels (buttons with data-tt="level", answered by the
// explorer's panel) and the chosen one's sentence. In play (disabled) it shows the game's level.
export function opponentControlHtml(level = opponentChoice.level, { disabled = false } = {}) {
  const chosen = levelInfo(level);
  return (
    `<div class="row opponent-row"><span class="small muted">Opponent:</span>` +
    `<div class="segmented small" role="radiogroup" aria-label="Opponent level">${OPPONENT_LEVELS.map(
      (level) =>
        `<button type="button" role="radio" data-tt="level" data-level="${level.id}" ` +
        `aria-checked="${level.id === chosen.id}" ${disabled ? 'disabled ' : ''}` +
        `title="${esc(`${level.name}: ${level.sentence}${disabled ? ' (Stop to change the level.)' : ''}`)}">` +
        `${esc(level.name)}</button>`,
    ).join('')}</div></div>` +
    `<p class="small muted opponent-words">${esc(chosen.name)}: ${esc(chosen.sentence)}</p>`
  );
}
