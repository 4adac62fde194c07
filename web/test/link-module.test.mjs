// Tests for web/lib/link-module.js: a link to anything but a graph game is known from its
// fragment alone (the full module first), a graph game's link and everything unreadable are not,
// and no link changes: links made before (fixed texts here) and now both open as they did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedWasmModule } from './wasm-module.mjs';
import { setRegistry, featureOf, PAGE_GAMES } from '../lib/games.js';
import { encodeShare, decodeShare } from '../lib/codec.js';
import { readPack, encodePuzzleLink, decodePuzzleLink } from '../lib/puzzle.js';
import { registerShareLinks } from '../app/links.js';
import { GALLERY } from '../lib/gallery.js';
import { randomOpenField } from '../cop-thief/board.js';
import { firstModuleIsFull, graphShareCodes, graphGameIds } from '../lib/link-module.js';

setRegistry((await sharedWasmModule()).games());
registerShareLinks();
const PACKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'puzzles', 'packs');
const full = (hash) => firstModuleIsFull(hash, graphShareCodes(), graphGameIds());

test('the graph games are those of the graph feature: share codes 0 and 1, generic and alice-bob', () => {
  assert.deepEqual(graphShareCodes(), [0, 1]);
  assert.deepEqual(graphGameIds(), ['generic', 'alice-bob']);
});

test('a share link of each game: the full module first exactly where the game is not a graph game', () => {
  const graph = (game) => ({
    game,
    misere: false,
    map: 'AB',
    base: 1,
    n: 3,
    edges: [
      [0, 1],
      [1, 2],
      [2, 0],
    ],
    xs: null,
    ys: null,
    selected: null,
  });
  const links = {
    generic: graph('generic'),
    'alice-bob': graph('alice-bob'),
    'cop-thief': { game: 'cop-thief', board: randomOpenField(5, 4, () => 0.5), pos: null, fix: 1 },
    'cat-mouse': {
      game: 'cat-mouse',
      n: 3,
      edges: [
        [0, 1],
        [1, 2],
        [2, 0],
      ],
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
    assert.equal(full(e.hash), featureOf(game) !== 'graph', `${game}: ${e.hash.slice(0, 30)}`);
  }
});

test('a puzzle link of every pack: the full module first exactly where its game is not a graph game', () => {
  const files = fs.readdirSync(PACKS).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 5);
  for (const f of files) {
    const puzzle = readPack(JSON.parse(fs.readFileSync(path.join(PACKS, f), 'utf8')))[0];
    const e = encodePuzzleLink(puzzle);
    assert.ok(e.ok, `${f}: ${e.error}`);
    assert.equal(decodePuzzleLink(e.hash).ok, true, f);
    assert.equal(full(e.hash), featureOf(puzzle.game) !== 'graph', `${f} (${puzzle.game})`);
  }
});

test('links made before still open and are read the same: a police-and-thief board, a triangle', () => {
  // '#v1.AgDIAQEE': a 1 × 1 board from web/e2e/two-token.e2e.mjs; the triangle: generic, 3 vertices.
  const board = '#v1.AgDIAQEE';
  assert.equal(full(board), true);
  assert.equal(decodeShare(board).state?.game ?? 'cop-thief', 'cop-thief');
  const triangle = encodeShare({
    game: 'generic',
    misere: false,
    map: 'AB',
    base: 1,
    n: 3,
    edges: [
      [0, 1],
      [1, 2],
      [2, 0],
    ],
    xs: null,
    ys: null,
    selected: null,
  }).hash;
  assert.equal(full(triangle), false);
  assert.equal(full(triangle.slice(1)), false, 'without its # it is no link');
});

test('no link, and anything unreadable, keeps the small first module', () => {
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
    assert.equal(full(hash), false, JSON.stringify(hash));
  assert.equal(full('#z1.eyJnIjoiY29wLXRoaWVmIiwi'), true, '{"g":"cop-thief","');
  for (const notText of [null, undefined, 42, {}, ['#v1.AgDIAQEE']]) assert.equal(full(notText), false);
  // A game the page does not know (share code 9) is not a graph game: the full module reports it.
  assert.equal(full('#v1.CQAA'), true);
});
