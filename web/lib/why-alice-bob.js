// "Why?" for Alice and Bob (NEERC 2016 G, docs/rules.md#alice-and-bob): the two passes in words
// for one position — first why the play is endless or not (Alice, who prefers endless play,
// keeps it so if she can), then, on the positions that are not endless, why the position is won
// or lost (an ordinary win/lose game; positions that pass leaves on a cycle are Alice's wins).

const plies = (d) => `${d} ${d === 1 ? 'ply' : 'plies'}`;

// sol: explore/outcome.js's Solution of alice-bob; p = 2v + side (side 0: Alice to move);
// name(vertex) words a vertex. → HTML-free paragraphs [{ title, text }] and the moves.
/**
 * @param {import('./outcome.js').Solution} sol
 * @param {number} p
 * @param {(vertex: number) => string} name
 * @returns {{ paragraphs: { title: string, text: string }[], moves: import('./outcome.js').GraphMove[] }}
 */
export function aliceBobWhy(sol, p, name) {
  const mover = p & 1 ? 'Bob' : 'Alice',
    other = p & 1 ? 'Alice' : 'Bob';
  const letter = sol.letter(p),
    depth = sol.depth(p);
  const moves = sol.moves(p); // letter: for the player moving next
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
      const t = sol.bestTarget(p);
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
