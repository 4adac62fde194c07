// "Why?" for Alice and Bob (NEERC 2016 G, docs/rules.md#alice-and-bob): the two passes in words
// for one position — first why the play is endless or not (Alice, who prefers endless play,
// keeps it so if she can), then, on the positions that are not endless, why the position is won
// or lost (an ordinary win/lose game; positions that pass leaves on a cycle are Alice's wins).
// Pure: it reads the position and its moves as the session answered them (kit/why.js).

import { depthWords as plies } from './words.js';

/**
 * A position of Alice and Bob as the words read it: the side to move (0 Alice), its vertex, its
 * letter and depth for the mover (depth null: a draw, or a win no count of plies decides), the
 * best move's vertex, and every move: its position, vertex, and letter and depth for the player
 * then to move.
 * @typedef {{ side: number, place: number, letter: string, depth: number | null, best: number | null,
 *   moves: { to: number, target: number, letter: string, depth: number | null }[] }} TwoPassesPosition
 */
// name(vertex) words a vertex. → HTML-free paragraphs [{ title, text }] and the moves.
/**
 * @param {TwoPassesPosition} here
 * @param {(vertex: number) => string} name
 * @returns {{ paragraphs: { title: string, text: string }[], moves: TwoPassesPosition['moves'] }}
 */
export function aliceBobWhy(here, name) {
  const mover = here.side ? 'Bob' : 'Alice',
    other = here.side ? 'Alice' : 'Bob';
  const { letter, depth, moves } = here; // a move's letter: for the player moving next
  const out = [];
  const n = moves.length;
  if (letter === 'D') {
    if (mover === 'Alice') {
      const m = moves.find((x) => x.letter === 'D');
      out.push({
        title: 'Pass 1: endless',
        text:
          `Alice moves to ${name(m.target)}, where Bob is to move and cannot make the game end: ` +
          `every move of his stays in positions Alice keeps endless. Alice likes endless play best, so she does.`,
      });
    } else {
      out.push({
        title: 'Pass 1: endless',
        text:
          `Every move Bob has (${n}) leads to a position where Alice keeps the play endless: he ` +
          `cannot make the game end.`,
      });
    }
    return { paragraphs: out, moves };
  }
  if (n === 0)
    out.push({ title: 'Pass 1: not endless', text: `${mover} cannot move: the game ends here, and ${mover} loses.` });
  else if (mover === 'Alice')
    out.push({
      title: 'Pass 1: not endless',
      text:
        `Every move Alice has (${n}) reaches a position from where Bob can make the game end: she ` +
        `cannot keep it endless.`,
    });
  else {
    const m = moves.find((x) => x.letter !== 'D');
    out.push({
      title: 'Pass 1: not endless',
      text: `Bob can move to ${name(m.target)}, from where Alice cannot keep the play endless.`,
    });
  }
  if (n > 0) {
    if (depth === null) {
      out.push({
        title: 'Pass 2: won or lost',
        text:
          `Among the positions that are not endless, this one stays on a cycle the second pass ` +
          `cannot decide: Bob can never leave it for a win of his, and Alice never has to, so Alice ` +
          `wins (the last step of the two-pass solution).`,
      });
    } else if (letter === 'W') {
      const t = here.best;
      out.push({
        title: 'Pass 2: won or lost',
        text:
          `An ordinary win/lose game on the positions that are not endless: ${mover} moves ` +
          `to ${name(t)}, where ${other} loses, and wins in ${plies(depth)}.`,
      });
    } else {
      out.push({
        title: 'Pass 2: won or lost',
        text:
          `An ordinary win/lose game on the positions that are not endless: every move ` +
          `of ${mover}'s leads to a position ${other} wins (or to endless play, ` +
          `which ${mover === 'Bob' ? 'Bob likes least' : 'Alice cannot keep from here'}); ${other} ` +
          `wins, in ${plies(depth)} at the longest.`,
      });
    }
  }
  return { paragraphs: out, moves };
}
