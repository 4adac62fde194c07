// The puzzle sets the page offers: each game's pack loaded once (its win puzzles, its hold-the-draw
// puzzles and each gallery game's as sets, and the daily puzzle picked from them), and the menu
// that lists every set with its count.

import { $, esc } from '../ui/page.js';
import { GALLERY } from '../lib/gallery.js';
import { gameList } from '../lib/games.js';
import { readPack, dailyPick } from '../lib/puzzle.js';
import { puzzleMode } from './state.js';
import { OWN_SET, packsByGame } from './sets.js';

// Loads every pack once (later calls wait for the same load).
export function loadPacks() {
  // Each pack holds both kinds: its win puzzles and its hold-the-draw puzzles are two sets.
  puzzleMode.packsLoaded ??= Promise.all(
    gameList()
      .filter((game) => game.puzzles && game.pack)
      .map(async (game) => {
        const response = await fetch(new URL(`./packs/${game.id}.json`, import.meta.url));
        if (!response.ok) throw new Error(`the ${game.name} pack did not load (${response.status})`);
        const all = readPack(await response.json());
        packsByGame[game.id] = all; // sets of your own pick from every pack (puzzles/sets.js)
        const wins = all.filter((puzzle) => puzzle.kind === 'win');
        puzzleMode.sets[`pack:${game.id}`] = { name: `${game.name} — pack`, list: wins };
        const draws = all.filter((puzzle) => puzzle.kind === 'draw');
        if (draws.length) puzzleMode.sets[`hold:${game.id}`] = { name: `${game.name} — hold the draw`, list: draws };
        // The gallery's games (designs): each its own set, both kinds (uid: game:source:id).
        for (const design of GALLERY) {
          const list = all.filter((puzzle) => puzzle.uid.split(':')[1] === design.id);
          if (list.length) puzzleMode.sets[`gallery:${design.id}`] = { name: `${design.name} — gallery`, list };
        }
      }),
  ).then(() => {
    const packs = Object.fromEntries(
      Object.entries(puzzleMode.sets)
        .filter(([id]) => id.startsWith('pack:'))
        .map(([id, set]) => [id, set.list]),
    );
    puzzleMode.sets.daily = {
      name: `Daily puzzle (${new Date().toISOString().slice(0, 10)})`,
      list: [dailyPick(packs)],
    };
  });
  return puzzleMode.packsLoaded;
}

// The set menu, with the set shown chosen.
export function fillSetMenu() {
  const order = [
    'daily',
    ...['pack:', 'hold:', 'gallery:'].flatMap((prefix) =>
      Object.keys(puzzleMode.sets).filter((id) => id.startsWith(prefix)),
    ),
    OWN_SET,
    'mined',
    'link',
  ];
  $('puzzle-source').innerHTML = order
    .filter((id) => puzzleMode.sets[id])
    .map(
      (id) =>
        `<option value="${esc(id)}">${esc(puzzleMode.sets[id].name)} · ${puzzleMode.sets[id].list.length}</option>`,
    )
    .join('');
  $('puzzle-source').value = puzzleMode.setId;
}
