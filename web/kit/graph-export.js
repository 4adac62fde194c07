// A graph view (kit/graph-view.js) as a standalone SVG text, its computed styles inlined, for
// Export SVG and PNG of every feature that draws a graph.

import { SVGNS } from './graph-view.js';

const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'marker-start',
  'marker-end',
  'marker-mid',
];

function inlineStyles(src, dst) {
  const cs = getComputedStyle(src);
  let style = '';
  for (const p of STYLE_PROPS) {
    const v = cs.getPropertyValue(p);
    if (v) style += `${p}:${v};`;
  }
  dst.setAttribute('style', style);
  for (let i = 0; i < src.children.length && i < dst.children.length; i++)
    inlineStyles(src.children[i], dst.children[i]);
}

// One view as a standalone SVG text with its computed styles inlined (Export SVG and PNG):
// { text, w, h, title }.
/**
 * @param {import('./graph-view.js').GraphView} view
 * @returns {{ text: string, w: number, h: number, title: string }}
 */
export function viewSvgText(view) {
  const svg = view.svg;
  const r = svg.getBoundingClientRect();
  const w = Math.max(1, Math.round(r.width)),
    h = Math.max(1, Math.round(r.height));
  const clone = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', SVGNS);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const bg = document.createElementNS(SVGNS, 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', getComputedStyle(document.documentElement).getPropertyValue('--canvas').trim() || '#ffffff');
  clone.insertBefore(bg, clone.firstChild);
  return {
    text: new XMLSerializer().serializeToString(clone),
    w,
    h,
    title: view.titleEl.hidden ? '' : view.titleEl.textContent,
  };
}
