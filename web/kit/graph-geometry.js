// The graph view's geometry (pure): vertex shapes by outcome, how far edges stop short of them,
// the view transform that fits a drawing, and numbers written into SVG attributes (one decimal).
/** @type {(x: number) => number} */
export const f1 = (x) => Math.round(x * 10) / 10;

export const RADIUS = 17;
export const LOOP = 40; // self-loop height

function circlePath(r) {
  return `M${-r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}
function squarePath(h, c) {
  return (
    `M${-h + c} ${-h}H${h - c}Q${h} ${-h} ${h} ${-h + c}V${h - c}Q${h} ${h} ${h - c} ${h}` +
    `H${-h + c}Q${-h} ${h} ${-h} ${h - c}V${-h + c}Q${-h} ${-h} ${-h + c} ${-h}z`
  );
}
function diamondPath(r) {
  return `M0 ${-r}L${r} 0L0 ${r}L${-r} 0z`;
}
/** @type {Record<string, string>} the SVG path per outcome letter ('' none) */
export const SHAPES = {
  '': circlePath(RADIUS),
  W: circlePath(RADIUS),
  L: squarePath(RADIUS * 0.9, 4),
  D: diamondPath(RADIUS * 1.25),
};
// How far from the centre an edge should stop, by shape (roughly).
/** @type {Record<string, number>} */
export const REACH = { '': RADIUS, W: RADIUS, L: RADIUS * 1.05, D: RADIUS * 1.05 };

/**
 * @param {number} x
 * @param {number} y
 * @returns {{ x: number, y: number }}
 */
export function unit(x, y) {
  const l = Math.hypot(x, y) || 1;
  return { x: x / l, y: y / l };
}

// The view transform that shows every point with a margin (labels and loops included).
/** @typedef {{ x: number, y: number, k: number }} ViewTransform translate by x, y, then scale by k */
/**
 * @param {ArrayLike<number>} xs
 * @param {ArrayLike<number>} ys
 * @param {number} width
 * @param {number} height
 * @returns {ViewTransform}
 */
export function fitView(xs, ys, width, height) {
  if (xs.length === 0) return { x: width / 2, y: height / 2, k: 1 };
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] < x0) x0 = xs[i];
    if (xs[i] > x1) x1 = xs[i];
    if (ys[i] < y0) y0 = ys[i];
    if (ys[i] > y1) y1 = ys[i];
  }
  x0 -= RADIUS + 24;
  x1 += RADIUS + 64;
  y0 -= RADIUS + LOOP + 14;
  y1 += RADIUS + 24;
  const k = Math.min(1.6, Math.max(0.05, Math.min(width / (x1 - x0), height / (y1 - y0))));
  return { x: width / 2 - ((x0 + x1) / 2) * k, y: height / 2 - ((y0 + y1) / 2) * k, k };
}
