// A small seeded pseudo-random generator (pure): Mulberry32 (Tommy Ettinger's 32-bit generator, public
// domain), and a seed mixed from several whole numbers, so the same seed, position and ply give
// the same draw however the game got there (undo, redo, a shared link replayed).

// A generator of numbers in [0, 1) from a 32-bit seed.
/** @type {(seed: number) => () => number} */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One 32-bit seed from several whole numbers (each folded in by a multiply-xorshift step).
/** @type {(...parts: number[]) => number} */
export function mixSeed(...parts) {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

// A fresh seed for a page that was given none (a link carries its own): 1 … 999,999.
export const freshSeed = () => 1 + Math.floor(Math.random() * 999_999);
