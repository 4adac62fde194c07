// A designed game's own parts of links: the share link's section (lib/codec.js keeps the
// envelope) and a puzzle's position (lib/puzzle.js). Pure.

import { writer, DecodeError, shareHash } from '../lib/codec.js';

// The places a link's position may hold: a design's tokens in all (src/design/design.hpp, kDesignMaxTokens).
const MAX_TOKENS = 6;

// A designed game: its JSON text (minified) as UTF-8, then the position looked at (the token
// held still, the side to move, each token's place + 1; 0 when none).
// s: { game, design (the JSON text), view: { token, mover, places } | null }.
function encode(s, gameCode) {
  let text;
  try {
    text = JSON.stringify(JSON.parse(s.design));
  } catch {
    return { ok: false, error: 'The design is not valid JSON: fix it before sharing.' };
  }
  const utf8 = new TextEncoder().encode(text);
  const w = writer();
  w.u(gameCode);
  w.u(utf8.length);
  for (const b of utf8) w.bytes.push(b);
  const v = s.view;
  w.u(v ? v.places.length : 0);
  if (v) {
    w.u(v.token);
    w.u(v.mover);
    for (const p of v.places) w.u(p);
  }
  return shareHash(w.bytes, 'design', 'Use Export → design JSON instead.');
}
function decode(r, game) {
  const length = r.u("the design's length");
  if (length > r.left) throw new DecodeError('the link is cut short (reading the design)');
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = r.byte();
  let design;
  try {
    design = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    JSON.parse(design);
  } catch {
    throw new DecodeError('the design in the link is not valid JSON');
  }
  const count = r.u('the position');
  let view = null;
  if (count > 0) {
    // Every token of the design has a place (Fox and Hounds: 5).
    if (count > MAX_TOKENS) throw new DecodeError(`a position of ${count} tokens`);
    const token = r.u('the token held still'),
      mover = r.u('the side to move');
    const places = Array.from({ length: count }, () => r.u('a place'));
    if (token >= count || mover > 1) throw new DecodeError('the position in the link is not one');
    view = { token, mover, places };
  }
  if (!r.done) throw new DecodeError('the link has extra bytes at the end');
  return { ok: true, state: { game, design, view } };
}

export const designLink = { features: ['design'], encode, decode };

// ---- puzzle positions (lib/puzzle.js) ------------------------------------------------------
const whole = (x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31;
// The side to move (a CLI line by name, a link 0 or 1) and each token's place ([row, col] or a
// vertex); endlessWins: endless play is the mover's win (the hold is an escape, not a draw).
export const designPuzzle = {
  features: ['design'],
  fromLine(p, source) {
    const design = JSON.parse(source.text);
    const sides = design.sides.map((x) => x.name);
    return {
      start: { mover: sides.indexOf(p.mover), places: p.places },
      mover: p.mover,
      endlessWins: design.endless === p.mover,
    };
  },
  fromLink(s, text) {
    let design;
    try {
      design = JSON.parse(text);
    } catch {
      return { error: 'the puzzle link has a damaged design' };
    }
    const names = Array.isArray(design?.sides) ? design.sides.map((x) => String(x?.name ?? '')) : [];
    const place = (x) => whole(x) || (Array.isArray(x) && x.length === 2 && x.every(whole));
    if (
      names.length !== 2 ||
      (s.mover !== 0 && s.mover !== 1) ||
      !Array.isArray(s.places) ||
      s.places.length === 0 ||
      s.places.length > 64 ||
      !s.places.every(place)
    )
      return null;
    const mover = names[s.mover];
    return { start: { mover: s.mover, places: s.places }, mover, endlessWins: design.endless === mover };
  },
};
