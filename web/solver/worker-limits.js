// The page's limits on a solve, in positions, and the refusal's words past them (the solver
// worker refuses such a solve before it starts: solver/worker-core.js).

// The page's limits, in positions (README.md, "Limits and bad input"). The module's memory is
// capped at 4 GB and its solver budget at 3 GiB; a solve past these limits is refused before
// it starts, with its size and the command line that can do it:
//   graph games  50,000,000 positions (n, or 2n with two start sides): up to 48 bytes a
//                position in the module (alice-bob: 96 a vertex) is 2.4 GB, plus 9 bytes a
//                position copied out to the page (0.45 GB);
//   cop-thief    2 × 16,384² (the 128 × 128 board the editor draws): 381 MB of module memory
//                measured on the open 128 × 128 board (bench/README.md);
//   cat-mouse    2 × 11,130² (26 bytes a pair of nodes: the 3 GiB budget);
//   design       60,000,000 positions for the queue engine (18 bytes a position budgeted);
//                a design of the cop-thief shape (DesignSolve.byKernel()) runs the board's
//                bit-parallel kernel instead, about 0.75 bytes a position at the peak (1.5
//                budgeted, as the parse does natively): the board's limit, 2 × 16,384²;
//   cops         600,000,000 positions a game (a random cubic graph of 200 vertices with 3
//                cops is 541,360,000: the module grows to 408 MB, 0.75 bytes a position with
//                one-byte capture times; sparse graphs stay under about 0.8 at the limit for
//                k = 1..4, 1.3 once the times widen to two bytes past 254 rounds; every game
//                is held to the 3 GiB budget as well, by its bytes, before it starts).
export const PAGE_LIMITS = {
  graph: 50_000_000,
  copThief: 2 * 16_384 ** 2,
  catMouse: 2 * 11_130 ** 2,
  design: 60_000_000,
  designKernel: 2 * 16_384 ** 2,
  designBits: 1_200_000_000,
  designBitsTwice: 600_000_000,
  cops: 600_000_000,
};

const fmt = (x) => x.toLocaleString('en-US');

// The refusal's message, or '' when the solve fits: kind 'graph' | 'copThief' | 'catMouse' |
// 'design' | 'designKernel' (a design of the cop-thief shape) | 'designBits' | 'designBitsTwice'
// (the bit engine; solved twice: design_needs_hold).
export function tooBigMessage(kind, positions, game) {
  const limit = PAGE_LIMITS[kind];
  if (!(positions > limit)) return '';
  const what = kind === 'copThief' ? 'board' : kind.startsWith('design') ? 'design' : 'graph';
  const file = what === 'design' ? 'design.json' : `${what}.txt`;
  return (
    `This ${what} has ${fmt(positions)} positions: ` +
    `past what the page can hold in memory (about ${fmt(limit)}). ` +
    `Use the command line: whowins ${game || '<game>'} --stats < ${file}`
  );
}
