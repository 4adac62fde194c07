// Tests for web/lib/link-module.js: the module a link's first answer needs is known from its
// fragment alone — the boards' module for a board, the full one for any other game but a graph
// game, the small one for a graph game and everything unreadable — and no link changes: links
// made before (fixed texts here) and now both open as they did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedWasmModule } from './wasm-module.mjs';
import { setRegistry, PAGE_GAMES } from '../lib/games.js';
import { encodeShare, decodeShare } from '../lib/codec.js';
import { readPack, encodePuzzleLink, decodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';
import { GALLERY } from '../lib/gallery.js';
import { randomOpenField } from '../cop-thief/board.js';
import { TRIANGLE_EDGES, triangleState, shareHash } from './share-states.mjs';
import { firstModuleFor, firstModuleLists, FIRST_MODULE_SESSIONS } from '../lib/link-module.js';

setRegistry((await sharedWasmModule()).games());
registerShareLinks();
const PACKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'puzzles', 'packs');
const first = (hash) => firstModuleFor(hash, firstModuleLists());
// The module each game's link needs first: from the registry's session kind of the game, which
// the smaller modules open or not (FIRST_MODULE_SESSIONS, as src/session/open.cpp builds them).
const registry = (await sharedWasmModule()).games();
const sessionOf = (game) => registry.find((g) => g.id === game)?.session;
const expected = (game) =>
  ['lite', 'boards', 'designs'].find((kind) => FIRST_MODULE_SESSIONS[kind].includes(sessionOf(game))) ?? 'full';

test('the smaller modules answer: the graph games (share codes 0, 1), the boards (2, 3), the designs (4)', () => {
  assert.deepEqual(firstModuleLists(), {
    lite: { codes: [0, 1], games: ['generic', 'alice-bob'] },
    boards: { codes: [2, 3], games: ['cop-thief', 'cat-mouse'] },
    designs: { codes: [4], games: ['design'] },
  });
  for (const id of ['generic', 'alice-bob', 'cop-thief', 'cat-mouse', 'design', 'sum'])
    assert.ok(sessionOf(id), `${id} is in the registry`);
  assert.deepEqual(['generic', 'cop-thief', 'cat-mouse', 'design', 'sum'].map(expected), [
    'lite',
    'boards',
    'boards',
    'designs',
    'full',
  ]);
});

test('a share link of each game: the module that opens its game first', () => {
  const graph = triangleState;
  const links = {
    generic: graph('generic'),
    'alice-bob': graph('alice-bob'),
    'cop-thief': { game: 'cop-thief', board: randomOpenField(5, 4, () => 0.5), pos: null, fix: 1 },
    'cat-mouse': {
      game: 'cat-mouse',
      n: 3,
      edges: TRIANGLE_EDGES,
      base: 0,
      xs: null,
      ys: null,
      pos: null,
      fix: 1,
    },
    design: {
      game: 'design',
      design: JSON.stringify(GALLERY.find((g) => g.id === 'fox-and-hounds').design),
      view: null,
    },
    sum: { game: 'sum', n: 2, edges: [[1, 0]], base: 0, tokens: [1], mover: 0 },
  };
  assert.deepEqual(Object.keys(links).sort(), Object.keys(PAGE_GAMES).sort(), 'every game of the page has a link here');
  for (const [game, state] of Object.entries(links)) {
    const e = encodeShare(state);
    assert.ok(e.ok, `${game}: ${e.error}`);
    assert.equal(decodeShare(e.hash).ok, true, game);
    assert.equal(first(e.hash), expected(game), `${game}: ${e.hash.slice(0, 30)}`);
  }
});

test('a puzzle link of every pack: the module that opens its game first', () => {
  const files = fs.readdirSync(PACKS).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 5);
  for (const f of files) {
    const puzzle = readPack(JSON.parse(fs.readFileSync(path.join(PACKS, f), 'utf8')))[0];
    const e = encodePuzzleLink(puzzle);
    assert.ok(e.ok, `${f}: ${e.error}`);
    assert.equal(decodePuzzleLink(e.hash).ok, true, f);
    assert.equal(first(e.hash), expected(puzzle.game), `${f} (${puzzle.game})`);
  }
});

test('links made before still open and are read the same: a police-and-thief board, a triangle', () => {
  // '#v1.AgDIAQEE': a 1 × 1 board from web/e2e/two-token.e2e.mjs; the triangle: generic, 3 vertices.
  const board = '#v1.AgDIAQEE';
  assert.equal(first(board), 'boards');
  assert.equal(decodeShare(board).state?.game ?? 'cop-thief', 'cop-thief');
  const triangle = shareHash(triangleState('generic'));
  assert.equal(first(triangle), 'lite');
  assert.equal(first(triangle.slice(1)), 'lite', 'without its # it is no link');
});

test('no link, and anything unreadable, keeps the small first module; a cut-off puzzle link too', () => {
  for (const hash of [
    '',
    '#',
    '#v1.',
    '#v1.A',
    '#v1.!!!!',
    '#v2.AgDIAQEE',
    '#z1.bm90IGEgcHV6emxl',
    '#z1.e30',
    '#gallery',
    'v1.AgDIAQEE',
    '#z1.eyJnIjoiY29wLXRoaWVm', // '{"g":"cop-thief' cut short: no game read
  ])
    assert.equal(first(hash), 'lite', JSON.stringify(hash));
  assert.equal(first('#z1.eyJnIjoiY29wLXRoaWVmIiwi'), 'boards', '{"g":"cop-thief","');
  assert.equal(first('#z1.eyJnIjoiZGVzaWduIiwi'), 'designs', '{"g":"design","');
  assert.equal(first('#z1.eyJnIjoic3VtIiwi'), 'full', '{"g":"sum","');
  for (const notText of [null, undefined, 42, {}, ['#v1.AgDIAQEE']]) assert.equal(first(notText), 'lite');
  // A game the page does not know (share code 9) is none of the smaller modules': the full module reports it.
  assert.equal(first('#v1.CQAA'), 'full');
});

test('a preset named in the address (?preset=…) and no link: the module that opens its game first', async () => {
  const { presetGames } = await import('../app/links.js');
  const presets = presetGames();
  const lists = firstModuleLists(presets);
  // Every preset of each kind: the graph presets (each names its game), the boards, the designer's templates.
  const games = new Set(presets.map((preset) => preset.game));
  for (const game of ['generic', 'alice-bob', 'cat-mouse', 'sum', 'cop-thief', 'design'])
    assert.ok(games.has(game), game);
  assert.equal(new Set(presets.map((preset) => preset.id)).size, presets.length, 'each preset once');
  for (const { id, game } of presets) {
    assert.equal(firstModuleFor('', lists, `?preset=${encodeURIComponent(id)}`), expected(game), `${id} (${game})`);
    assert.equal(firstModuleFor('#', lists, `?embed=1&preset=${id}`), expected(game), `${id}, unescaped, second`);
  }
  assert.equal(firstModuleFor('', lists, '?preset=ct-open-8'), 'boards');
  assert.equal(firstModuleFor('', lists, '?preset=design%3Atwo-hounds'), 'designs');
  // A link comes first (the page opens it, not the preset): the link's module.
  assert.equal(firstModuleFor(shareHash(triangleState('generic')), lists, '?preset=ct-open-8'), 'lite');
  assert.equal(firstModuleFor('#v1.AgDIAQEE', lists, '?preset=seed001'), 'boards');
  // No preset, an unknown one, a malformed escape, a preset only the page's head knows (no list): the small module.
  for (const search of ['', '?', '?preset=', '?preset=nope', '?preset=%E0%A4%A', '?presets=ct-open-8', null, 42])
    assert.equal(firstModuleFor('', lists, search), 'lite', String(search));
  assert.equal(firstModuleFor('', firstModuleLists(), '?preset=ct-open-8'), 'lite');
});
