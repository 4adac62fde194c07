// What an edit changed (docs/rules.md#learning-why): the positions whose outcome or depth differ between the
// solution before an edit and the one after it, with counts by kind of change ("2 wins became
// draws"). Vertices keep their numbers across an edit except after a removal, which moves the
// later ones down by one (oldOf maps a new vertex to its old number, or -1 for a new one).
// Pure; no DOM.

const NAME = { W: 'win', L: 'loss', D: 'draw' };

// prev, next: explore/outcome.js Solutions of the same game (same sides per vertex).
// → { changed: Uint8Array per new position (1 changed or new), count, added, depthOnly,
//     transitions: Map('W→D' → k) }
/**
 * @typedef {{ changed: Uint8Array, count: number, added: number, depthOnly: number, transitions: Map<string, number>
 * }} SolutionDiff
 */
/**
 * @param {import('./outcome.js').Solution} prev
 * @param {import('./outcome.js').Solution} next
 * @param {(v: number) => number} [oldOf]
 * @returns {SolutionDiff}
 */
export function solutionDiff(prev, next, oldOf = (v) => (v < prev.n ? v : -1)) {
  const sides = next.sides;
  const changed = new Uint8Array(next.outcomes.length);
  const transitions = new Map();
  let count = 0,
    added = 0,
    depthOnly = 0;
  for (let v = 0; v < next.n; v++) {
    const u = oldOf(v);
    for (let side = 0; side < sides; side++) {
      const p = next.position(v, side);
      if (u < 0) {
        changed[p] = 1;
        added++;
        count++;
        continue;
      }
      const q = prev.position(u, side);
      const a = prev.letter(q),
        b = next.letter(p);
      if (a !== b) {
        changed[p] = 1;
        count++;
        const k = `${a}→${b}`;
        transitions.set(k, (transitions.get(k) ?? 0) + 1);
      } else if (prev.depth(q) !== next.depth(p)) {
        changed[p] = 1;
        count++;
        depthOnly++;
      }
    }
  }
  return { changed, count, added, depthOnly, transitions };
}

// The words for a diff: "This edit changed 3 positions: 2 wins became draws, 1 new position."
/**
 * @param {Omit<SolutionDiff, 'changed'>} diff
 * @returns {string}
 */
export function changeWords(diff) {
  if (diff.count === 0) return 'This edit changed no outcome and no depth.';
  const n = (k, w) => `${k.toLocaleString('en-US')} ${w}${k === 1 ? '' : 's'}`;
  const plural = (w) => (w === 'loss' ? 'losses' : w + 's');
  const parts = [...diff.transitions.entries()]
    .sort((x, y) => y[1] - x[1])
    .map(([k, c]) => {
      const [a, b] = k.split('→').map((x) => NAME[x]);
      return c === 1 ? `1 ${a} became a ${b}` : `${c.toLocaleString('en-US')} ${plural(a)} became ${plural(b)}`;
    });
  if (diff.depthOnly) parts.push(`${n(diff.depthOnly, 'depth')} changed`);
  if (diff.added) parts.push(`${n(diff.added, 'new position')}`);
  return `This edit changed ${n(diff.count, 'position')}: ${parts.join(', ')}.`;
}
