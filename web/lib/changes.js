// What an edit changed (docs/rules.md#learning-why), in words: "This edit changed 3 positions: 2
// wins became draws, 1 new position." The counts come from lib/map-changes.js (the maps of any
// game on the explorer, a graph game's start sides) or the worker's diff of two sessions. Pure.

const NAME = { W: 'win', L: 'loss', D: 'draw' };

// The words for a diff: "This edit changed 3 positions: 2 wins became draws, 1 new position."
/**
 * @param {{ count: number, added: number, depthOnly: number, transitions: Map<string, number> }} diff
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
