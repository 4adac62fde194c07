// Tests for web/design/link.js: a designed game's share link keeps the position of every token,
// up to a design's most (src/design/design.hpp: 6 in all), and refuses more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeShare, decodeShare } from '../lib/codec.js';
import { gameForFeature } from '../lib/games.js';
import { GALLERY } from '../lib/gallery.js';
import { registerShareLinks } from '../app/links.js';

registerShareLinks(); // each feature's section of a link, as the page does

const game = gameForFeature('design');
const fox = GALLERY.find((g) => g.id === 'fox-and-hounds');

test('a Fox and Hounds link (5 tokens) reopens with every token’s place, the side to move and the map’s token', () => {
  const view = { token: 2, mover: 1, places: [7, 0, 1, 2, 3] };
  const r = encodeShare({ game, design: JSON.stringify(fox.design), view });
  assert.ok(r.ok, r.error);
  const back = decodeShare(r.hash);
  assert.ok(back.ok, back.error);
  assert.deepEqual(back.state.view, view);
  assert.deepEqual(JSON.parse(back.state.design), fox.design);
});

test('a position of more tokens than a design holds is refused with words, not thrown', () => {
  const places = [0, 1, 2, 3, 4, 5, 6];
  const r = encodeShare({ game, design: JSON.stringify(fox.design), view: { token: 0, mover: 0, places } });
  assert.ok(r.ok, r.error);
  const back = decodeShare(r.hash);
  assert.equal(back.ok, false);
  assert.match(back.error, /a position of 7 tokens/);
});
