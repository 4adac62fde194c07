// Numbers written into SVG attributes by the graph view and its gestures: one decimal.
export const f1 = (x) => Math.round(x * 10) / 10;
