// Puzzle sets of your own in puzzle mode: the "Make a set" form (games, kinds, length, rating,
// how many), the set it makes put in the page's address (#s1.…, lib/puzzle-sets.js) as a link
// anyone can open, a set link opened, and the set's own score, streak and history beside the
// rating. A choice that leaves no puzzle, or a bad link, is said next to the form.

import { $, esc, fmt, setStatus, linkUrl } from '../ui/page.js';
import { gameInfo, gameList } from '../lib/games.js';
import { setProgress } from '../lib/progress.js';
import {
  SET_COUNT_DEFAULT,
  SET_PREFIX,
  checkSetChoices,
  decodeSetLink,
  emptySetWords,
  encodeSetLink,
  pickSet,
  setName,
} from '../lib/puzzle-sets.js';
import { puzzleMode } from './state.js';

export const OWN_SET = 'own'; // the set of your own shown, in puzzleMode.sets

// The games that have a pack, in the registry's order.
const packGames = () => gameList().filter((game) => game.puzzles && game.pack);

// Each game's pack, both kinds (puzzles/mode.js's loadPacks fills it).
/** @type {Record<string, any[]>} */
export const packsByGame = {};

function message(html, kind) {
  const box = $('make-set-message');
  box.innerHTML = html;
  box.className = 'message ' + kind;
}

// The form's game boxes, once the packs are known (kept as the user left them).
export function fillSetForm() {
  const box = $('make-set-games');
  if (box.querySelector('input')) return;
  box.insertAdjacentHTML(
    'beforeend',
    packGames()
      .filter((game) => packsByGame[game.id]?.length)
      .map(
        (game) =>
          `<label class="check"><input type="checkbox" name="set-game" value="${esc(game.id)}" checked> ` +
          `${esc(game.name)}</label>`,
      )
      .join(''),
  );
}

/** @type {(id: string) => HTMLInputElement} */
const field = (id) => /** @type {HTMLInputElement} */ ($(id));
/** @type {(name: string) => HTMLInputElement[]} */
const boxes = (name) => [
  .../** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll(`input[name="${name}"]`)),
];

// The form's choices as lib/puzzle-sets.js reads them (a new seed each time: a new set).
function formChoices() {
  const checked = (name) =>
    boxes(name)
      .filter((input) => input.checked)
      .map((input) => input.value);
  const number = (id) => {
    const text = field(id).value.trim();
    return /^-?\d+$/.test(text) ? Number(text) : NaN;
  };
  const seed = window.crypto.getRandomValues(new Uint32Array(1))[0];
  return {
    games: checked('set-game'),
    kinds: checked('set-kind'),
    plies: [number('set-plies-from'), number('set-plies-to')],
    rating: [number('set-rating-from'), number('set-rating-to')],
    count: number('set-count'),
    seed,
  };
}

// The form's fields set to a set's choices (a set opened by its link shows what it is).
function showChoices(c) {
  for (const input of boxes('set-game')) input.checked = c.games.includes(input.value);
  for (const input of boxes('set-kind')) input.checked = c.kinds.includes(input.value);
  const set = (id, value) => (field(id).value = String(value));
  set('set-plies-from', c.plies[0]);
  set('set-plies-to', c.plies[1]);
  set('set-rating-from', c.rating[0]);
  set('set-rating-to', c.rating[1]);
  set('set-count', c.count);
}

// Choices → the set in puzzleMode.sets (OWN_SET), or the reason there is none, in words.
/** @returns {{ ok: true, hash: string } | { ok: false, error: string }} */
function makeSet(raw) {
  const checked = checkSetChoices(
    raw,
    packGames().map((game) => game.id),
  );
  if (!checked.ok) return checked;
  const choices = checked.choices;
  const { list, funnel } = pickSet(packsByGame, choices);
  if (!list.length) return { ok: false, error: emptySetWords(funnel, choices) };
  const hash = encodeSetLink(choices);
  puzzleMode.sets[OWN_SET] = {
    name: setName(choices, (id) => gameInfo(id)?.name ?? id),
    list,
    key: hash,
  };
  return { ok: true, hash };
}

// The link of the set shown, in the address and in the box under the form.
function showLink(hash) {
  history.replaceState(null, '', linkUrl(hash));
  const input = field('make-set-url');
  input.value = location.href;
  input.hidden = false;
}

// The form sent (its button, or Enter in a field): the set, or what is wrong, next to the form.
// enter(setId, index): puzzle mode's way to show a set (puzzles/mode.js).
async function submit(enter) {
  const made = makeSet(formChoices());
  if (!made.ok) {
    message(`<b>No set:</b> ${esc(made.error)}`, 'error');
    setStatus(`No set: ${esc(made.error)}`, 'error');
    return;
  }
  const set = puzzleMode.sets[OWN_SET];
  showLink(made.hash);
  message(
    `${fmt(set.list.length)} puzzle${set.list.length === 1 ? '' : 's'}, easiest first. The link below ` +
      'opens this set, in this order, in any browser.',
    'ok',
  );
  await enter(OWN_SET, 0);
}

export function bindSetForm(enter) {
  $('make-set-form').addEventListener('submit', (event) => {
    event.preventDefault();
    submit(enter);
  });
  $('make-set-url').addEventListener('focus', (event) => event.target.select());
  field('set-count').value = String(SET_COUNT_DEFAULT);
}

// A set's link opened (#s1.…), after the packs are loaded: the set, or the error next to the form.
// → the index to start at (the first puzzle of the set not yet played), or null.
export function openSetHash(hash) {
  const decoded = decodeSetLink(
    hash,
    packGames().map((game) => game.id),
  );
  const made = decoded.ok ? makeSet(decoded.choices) : decoded;
  /** @type {HTMLDetailsElement} */ ($('make-set')).open = true;
  if (!made.ok) {
    message(`<b>This set link could not be opened:</b> ${esc(made.error)}`, 'error');
    setStatus(`This set link could not be opened: ${esc(made.error)}`, 'error');
    return null;
  }
  if (decoded.ok) showChoices(decoded.choices);
  showLink(made.hash);
  const set = puzzleMode.sets[OWN_SET];
  message(`${fmt(set.list.length)} puzzles from a set link, in the link's order.`, 'ok');
  const played = setProgress(puzzleMode.progress, set.key).results;
  return Math.max(
    0,
    set.list.findIndex((puzzle) => !(puzzle.uid in played)),
  );
}

// The address names a set of your own only while it is shown (its link), never another set.
export function syncSetAddress() {
  const own = puzzleMode.sets[OWN_SET];
  if (puzzleMode.setId === OWN_SET && own) {
    if (location.hash !== own.key) history.replaceState(null, '', linkUrl(own.key));
  } else if (location.hash.startsWith(SET_PREFIX)) history.replaceState(null, '', location.pathname + location.search);
}

const WORDS = { clean: '✓ clean', hinted: '✓ with a hint', 'solved-later': '✓ after a miss', missed: '✗ missed' };

// The set's own score, streak and history (the set shown is one of your own), else hidden.
export function renderSetProgress() {
  const box = $('set-progress');
  const set = puzzleMode.sets[puzzleMode.setId];
  if (puzzleMode.setId !== OWN_SET || !set) {
    box.hidden = true;
    return;
  }
  const s = setProgress(puzzleMode.progress, set.key);
  const played = s.history.length;
  const place = new Map(set.list.map((puzzle, i) => [puzzle.uid, i]));
  box.hidden = false;
  box.innerHTML =
    `<div><b>This set:</b> ${fmt(played)} of ${fmt(set.list.length)} played · score ` +
    `<b class="set-score">${fmt(s.score)}</b> of ${fmt(played)}</div>` +
    `<div>Set streak <b class="set-streak">${fmt(s.streak)}</b> · best ${fmt(s.bestStreak)}</div>` +
    (played
      ? `<ul class="set-history">${s.history
          .map(
            (h) =>
              `<li class="${h.result === 'missed' ? 'missed' : 'solved'}">Puzzle ${
                place.has(h.uid) ? place.get(h.uid) + 1 : '?'
              }: ${WORDS[h.result] ?? esc(h.result)}</li>`,
          )
          .join('')}</ul>`
      : '<div class="muted small">Puzzles you finish in this set are listed here.</div>');
}
