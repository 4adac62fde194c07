// Which solver module a page's first answer needs, from its address alone: a share link
// (#v1.…, lib/codec.js) or a puzzle link (#z1.…, lib/puzzle.js) of a board (police and thief, cat
// and mouse) — or, with no link, a preset of one (?preset=ct-open-8) — needs the boards' module
// (whowins-boards: the graph games and the two-token boards), of a design (a gallery game too) the
// designs' module (whowins-designs: the graph games and the designs), of anything else but a
// graph game the full module; a first visit through it downloads that one at once and skips the
// small first module (whowins-lite: the graph games only). No link format changes: the game is
// read where the codecs already write it — a share link's first varint (the game's share code,
// lib/games.js) and a puzzle link's first JSON field ("g": the game's id) — and a preset's game
// from the list of presets the build hands in (app/links.js).
//
// firstModuleFor is self-contained (no imports, no closures, plain ES2015 but for a catch
// without binding) so that scripts/build-web.mjs can write its source into index.html's head,
// where the module's download starts before any script has loaded; the head leaves its choice
// in self.whowinsWasm.first, which solver/start.js takes (it calls the function itself only on a
// page without that head: the unbundled one, which has no presets' list).

import { PAGE_GAMES } from './games.js';

// The session kinds (the registry's, docs/wasm-api.md) each smaller module opens
// (src/session/open.cpp, WHOWINS_LITE=1, 2 and 3); solver/worker-state.js opens the others in the
// full module.
export const FIRST_MODULE_SESSIONS = Object.freeze({
  lite: Object.freeze(['graph']),
  boards: Object.freeze(['graph', 'cop-thief', 'cat-mouse']),
  designs: Object.freeze(['graph', 'design']),
});
// The page's features whose games each smaller module answers (lib/games.js), the small one first.
const FEATURES = { lite: ['graph'], boards: ['cop-thief', 'cat-mouse'], designs: ['design'] };

// The share codes and game ids of the games each smaller module answers first, for firstModuleFor;
// with presets ({ id, game } each: app/links.js presetGames), the module of each preset whose game the
// small module does not answer, by its id.
/**
 * @param {{ id: string, game: string }[]} [presets]
 * @returns {FirstModuleLists}
 */
export function firstModuleLists(presets = []) {
  const of = (features) => {
    const ids = Object.keys(PAGE_GAMES).filter((id) => features.includes(PAGE_GAMES[id].feature));
    return { codes: ids.map((id) => PAGE_GAMES[id].shareCode), games: ids };
  };
  const lists = { lite: of(FEATURES.lite), boards: of(FEATURES.boards), designs: of(FEATURES.designs) };
  /** @type {Record<string, 'boards' | 'designs' | 'full'>} */
  const byPreset = {};
  for (const { id, game } of presets) {
    const kind = /** @type {const} */ (['lite', 'boards', 'designs']).find((k) => lists[k].games.includes(game));
    if (kind !== 'lite') byPreset[id] = kind ?? 'full';
  }
  return presets.length ? { ...lists, presets: byPreset } : lists;
}
/**
 * @typedef {Record<'lite' | 'boards' | 'designs', { codes: number[], games: string[] }>
 *   & { presets?: Record<string, 'boards' | 'designs' | 'full'> }} FirstModuleLists
 */

// 'lite' for no link, a graph game's link and anything unreadable (the page then reports it as
// before); 'boards' for a board's link, 'designs' for a design's; 'full' for a link to any other
// game. Without a link (app/main.js opens the link first), the preset the query names
// (?preset=…, read as URLSearchParams reads it): its module from lists.presets, 'lite' for any
// other or none.
/**
 * @param {unknown} hash the address's fragment ("#v1.…"), as the page reads it
 * @param {FirstModuleLists} lists firstModuleLists()
 * @param {unknown} [search] the address's query ("?preset=ct-open-8")
 * @returns {'lite' | 'boards' | 'designs' | 'full'}
 */
export function firstModuleFor(hash, lists, search) {
  if (typeof hash === 'string' && hash !== '' && hash !== '#') return fromLink(hash);
  var preset = typeof search === 'string' ? /[?&]preset=([^&#]*)/.exec(search) : null;
  if (!preset || !lists.presets) return 'lite';
  var id;
  try {
    id = decodeURIComponent(preset[1].replace(/\+/g, ' '));
  } catch {
    return 'lite';
  }
  return Object.prototype.hasOwnProperty.call(lists.presets, id) ? lists.presets[id] : 'lite';

  function fromLink(link) {
    var m = /^#([vz])1\.([A-Za-z0-9_-]{4,})/.exec(link);
    if (!m) return 'lite';
    var b64 = m[2].slice(0, 64).replace(/-/g, '+').replace(/_/g, '/');
    var text;
    try {
      text = atob(b64.slice(0, b64.length - (b64.length % 4)));
    } catch {
      return 'lite';
    }
    // A share link: its first varint, one byte below 128. A puzzle link: its JSON's first field.
    var key, field;
    if (m[1] === 'v') {
      key = text.charCodeAt(0);
      if (!(key < 128)) return 'lite';
      field = 'codes';
    } else {
      var game = /^\{"g":"([a-z0-9-]{1,40})"/.exec(text);
      if (!game) return 'lite';
      key = game[1];
      field = 'games';
    }
    var kinds = /** @type {const} */ (['lite', 'boards', 'designs']);
    for (var i = 0; i < kinds.length; i++) if (lists[kinds[i]][field].indexOf(key) >= 0) return kinds[i];
    return 'full';
  }
}
