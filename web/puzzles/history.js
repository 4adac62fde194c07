// The history of your puzzles (kept in this browser with the progress, lib/progress.js): each
// puzzle's first attempt, solved clean, solved with hints (how many), or missed, newest first,
// filtered by game, kind, length and result; any of them — the missed ones above all — replays
// from its link.

import { $, esc } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { depthWords, depthCount, depthUnitName, plural } from '../lib/words.js';

// The length filter's bounds in the unit shown (lib/words.js): [short up to, long from].
const BOUNDS = { plies: [3, 8], moves: [2, 5] };
const LENGTHS = {
  '': () => true,
  short: (n, [short]) => n <= short,
  medium: (n, [short, long]) => n > short && n < long,
  long: (n, [, long]) => n >= long,
};
// The length filter's words, in the unit shown: '1–3 plies', '4–7 plies', '8 plies or more'.
function lengthWords() {
  const unit = depthUnitName(),
    [short, long] = BOUNDS[unit];
  const words = {
    short: `1–${short} ${unit}`,
    medium: `${short + 1}–${long - 1} ${unit}`,
    long: `${long} ${unit} or more`,
  };
  for (const option of $('history-length').querySelectorAll('option'))
    if (words[option.value]) option.textContent = words[option.value];
}
const WORDS = {
  clean: '✓ solved',
  hinted: '✓ hinted',
  'solved-later': '✓ solved after a miss',
  missed: '✗ missed',
};
const SHOWN = 50;
// The result filter: solved (clean, hinted or later), clean, hinted, missed.
const RESULTS = {
  '': () => true,
  solved: (r) => r !== 'missed',
  clean: (r) => r === 'clean',
  hinted: (r) => r === 'hinted',
  missed: (r) => r === 'missed',
};
// The hints an entry used, in words (older entries did not count them).
const hintsUsed = (e) =>
  e.result === 'hinted' && Number.isInteger(e.hints) && e.hints > 0 ? ` (${plural(e.hints, 'hint')})` : '';

export function renderHistory(progress) {
  const h = progress.history ?? [];
  lengthWords();
  $('puzzle-history-count').textContent = `(${h.length})`;
  const pick = $('history-game'),
    keep = pick.value,
    games = [...new Set(h.map((e) => e.game))];
  pick.innerHTML =
    '<option value="">every game</option>' +
    games.map((g) => `<option value="${esc(g)}">${esc(gameInfo(g)?.name ?? g)}</option>`).join('');
  pick.value = games.includes(keep) ? keep : '';
  const f = {
    game: pick.value,
    kind: $('history-kind').value,
    length: $('history-length').value,
    result: $('history-result').value in RESULTS ? $('history-result').value : '',
  };
  const list = h
    .filter(
      (e) =>
        (!f.game || e.game === f.game) &&
        (!f.kind || e.kind === f.kind) &&
        LENGTHS[f.length](depthCount(e.plies ?? 0), BOUNDS[depthUnitName()]) &&
        RESULTS[f.result](e.result),
    )
    .reverse();
  const name = (e) => e.name || gameInfo(e.game)?.name || e.game;
  $('history-list').innerHTML = list.length
    ? list
        .slice(0, SHOWN)
        .map(
          (e) =>
            `<li class="${e.result === 'missed' ? 'missed' : 'solved'}">` +
            `<span class="history-result">${WORDS[e.result] ?? esc(e.result)}${hintsUsed(e)}</span> <span class="small">${esc(name(e))} · ${e.kind === 'draw' ? 'hold the draw' : 'win'}, ${depthWords(e.plies ?? 0)}</span> ` +
            `<span class="muted small">${esc(new Date(e.at).toLocaleDateString())}</span>` +
            (e.link
              ? ` <button type="button" class="button ghost small" data-replay="${esc(e.link)}" data-replay-name="${esc(name(e))}" aria-label="Replay this ${e.result === 'missed' ? 'missed ' : ''}puzzle: ${esc(name(e))}">Replay</button>`
              : '') +
            '</li>',
        )
        .join('') + (list.length > SHOWN ? `<li class="muted small">… and ${list.length - SHOWN} older ones.</li>` : '')
    : `<li class="muted small">${
        h.length
          ? 'None of your puzzles matches these filters.'
          : 'Puzzles you finish are listed here, solved or missed, to replay.'
      }</li>`;
}

// progress(): the progress now; replay(hash, name): opens a puzzle link, named as the history names it.
export function bindHistory(progress, replay) {
  for (const id of ['history-game', 'history-kind', 'history-length', 'history-result'])
    $(id).addEventListener('change', () => renderHistory(progress()));
  $('history-list').addEventListener('click', (e) => {
    const b = e.target.closest('[data-replay]');
    if (b) replay(b.dataset.replay, b.dataset.replayName);
  });
}
