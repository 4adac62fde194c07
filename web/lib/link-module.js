// Which solver module a page's first answer needs, from its address's fragment alone: a share
// link (#v1.…, lib/codec.js) or a puzzle link (#z1.…, lib/puzzle.js) of anything but a graph game
// needs the full module, so a first visit through it downloads that one at once and skips the
// small first module (whowins-lite: the graph games only). No link format changes: the game is
// read where the codecs already write it — a share link's first varint (the game's share code,
// lib/games.js) and a puzzle link's first JSON field ("g": the game's id).
//
// firstModuleIsFull is self-contained (no imports, no closures, plain ES2015 but for a catch
// without binding) so that scripts/build-web.mjs can write its source into index.html's head,
// where the module's download starts before any script has loaded; solver/start.js calls the
// same function with the same lists (graphShareCodes, graphGameIds), so both choose alike.

import { PAGE_GAMES } from './games.js';

// The share codes and game ids whose answers the small first module gives (the graph feature).
export const graphShareCodes = () =>
  Object.values(PAGE_GAMES)
    .filter((g) => g.feature === 'graph')
    .map((g) => g.shareCode);
export const graphGameIds = () => Object.keys(PAGE_GAMES).filter((id) => PAGE_GAMES[id].feature === 'graph');

// true when `hash` is a link whose game is known not to be a graph game; false for no link, a
// graph game's link, and anything unreadable (the page then reports it as before).
/**
 * @param {unknown} hash the address's fragment ("#v1.…"), as the page reads it
 * @param {number[]} graphCodes graphShareCodes()
 * @param {string[]} graphGames graphGameIds()
 * @returns {boolean}
 */
export function firstModuleIsFull(hash, graphCodes, graphGames) {
  if (typeof hash !== 'string') return false;
  var m = /^#([vz])1\.([A-Za-z0-9_-]{4,})/.exec(hash);
  if (!m) return false;
  var b64 = m[2].slice(0, 64).replace(/-/g, '+').replace(/_/g, '/');
  var text;
  try {
    text = atob(b64.slice(0, b64.length - (b64.length % 4)));
  } catch {
    return false;
  }
  // A share link: its first varint, one byte below 128. A puzzle link: its JSON's first field.
  if (m[1] === 'v') {
    var code = text.charCodeAt(0);
    return code < 128 && graphCodes.indexOf(code) < 0;
  }
  var game = /^\{"g":"([a-z0-9-]{1,40})"/.exec(text);
  return !!game && graphGames.indexOf(game[1]) < 0;
}
