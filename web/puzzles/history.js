// The history of your puzzles (kept in this browser with the progress, lib/progress.js): each
// puzzle's first attempt, solved or missed, newest first, filtered by game, kind, length and
// result; any of them — the missed ones above all — replays from its link.

import { $, esc } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { plural } from '../lib/words.js';

const LENGTHS = { '': () => true, short: (n) => n <= 3, medium: (n) => n >= 4 && n <= 7, long: (n) => n >= 8 };
const WORDS = {
  clean: '✓ solved',
  hinted: '✓ solved with a hint',
  'solved-later': '✓ solved after a miss',
  missed: '✗ missed',
};
const SHOWN = 50;

export function renderHistory(progress) {
  const h = progress.history ?? [];
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
    result: $('history-result').value,
  };
  const list = h
    .filter(
      (e) =>
        (!f.game || e.game === f.game) &&
        (!f.kind || e.kind === f.kind) &&
        LENGTHS[f.length](e.plies ?? 0) &&
        (!f.result || (f.result === 'missed') === (e.result === 'missed')),
    )
    .reverse();
  const name = (e) => e.name || gameInfo(e.game)?.name || e.game;
  $('history-list').innerHTML = list.length
    ? list
        .slice(0, SHOWN)
        .map(
          (e) =>
            `<li class="${e.result === 'missed' ? 'missed' : 'solved'}">` +
            `<span class="history-result">${WORDS[e.result] ?? esc(e.result)}</span> <span class="small">${esc(name(e))} · ${e.kind === 'draw' ? 'hold the draw' : 'win'}, ${plural(e.plies ?? 0, 'ply', 'plies')}</span> ` +
            `<span class="muted small">${esc(new Date(e.at).toLocaleDateString())}</span>` +
            (e.link
              ? ` <button type="button" class="button ghost small" data-replay="${esc(e.link)}" data-replay-name="${esc(name(e))}" aria-label="Replay this ${e.result === 'missed' ? 'missed ' : ''}puzzle: ${esc(name(e))}">Replay</button>`
              : '') +
            '</li>',
        )
        .join('') + (list.length > SHOWN ? `<li class="muted small">… and ${list.length - SHOWN} older ones.</li>` : '')
    : `<li class="muted small">${h.length ? 'None of your puzzles matches these filters.' : 'Puzzles you finish are listed here, solved or missed, to replay.'}</li>`;
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
