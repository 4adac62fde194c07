// The graph view's pointer gestures: click, drag a vertex, pan, pinch and wheel zoom, and
// drawing an edge in edge mode; reported to the page through the view's callbacks (view.on).

import { f1 } from './graph-geometry.js';

/** @param {import('./graph-view.js').GraphView & { drag?: any }} view drag: the gesture under way */
export function bindPointer(view) {
  const svg = view.svg;
  const pointers = new Map();
  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) {
      view.drag = { kind: 'pinch', dist: pinchDistance(pointers) };
      return;
    }
    const target = /** @type {Element} */ (e.target);
    const vEl = /** @type {SVGElement | null} */ (target.closest?.('.v'));
    const eEl = /** @type {SVGElement | null} */ (target.closest?.('.e'));
    const v = vEl ? Number(vEl.dataset.v) : null;
    const world = view.toWorld(e.clientX, e.clientY);
    let kind = 'bg';
    if (v !== null) kind = view.mode === 'edge' ? 'wire' : 'vertex';
    else if (eEl) kind = 'edge';
    view.drag = {
      kind,
      v,
      edge: eEl ? Number(eEl.dataset.e) : null,
      x0: e.clientX,
      y0: e.clientY,
      moved: false,
      offX: v !== null ? view.px[v] - world.x : 0,
      offY: v !== null ? view.py[v] - world.y : 0,
      view0: { ...view.view },
    };
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      /* not capturable */
    }
    if (v !== null) view.on.vertexDown?.(v);
    // Leave the text box (so keys reach the editor) without putting a focus ring here.
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    if (
      active &&
      active !== document.body &&
      active.blur &&
      (active.tagName === 'TEXTAREA' ||
        active.tagName === 'INPUT' ||
        active.tagName === 'SELECT' ||
        active.tagName === 'BUTTON')
    )
      active.blur();
    e.preventDefault();
  });
  svg.addEventListener('pointermove', (e) => {
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const d = view.drag;
    if (!d) return;
    if (d.kind === 'pinch') {
      if (pointers.size < 2) return;
      const dist = pinchDistance(pointers);
      const [p, q] = [...pointers.values()];
      const r = view.svg.getBoundingClientRect();
      view.zoomBy(dist / d.dist, (p.x + q.x) / 2 - r.left, (p.y + q.y) / 2 - r.top);
      d.dist = dist;
      return;
    }
    if (!d.moved && Math.hypot(e.clientX - d.x0, e.clientY - d.y0) < 4) return;
    if (!d.moved) {
      d.moved = true;
      if (d.kind === 'vertex') view.on.dragStart?.(d.v);
    }
    if (d.kind === 'vertex') {
      const w = view.toWorld(e.clientX, e.clientY);
      view.on.dragMove?.(d.v, w.x + d.offX, w.y + d.offY);
    } else if (d.kind === 'bg' || d.kind === 'edge') {
      view.view.x = d.view0.x + (e.clientX - d.x0);
      view.view.y = d.view0.y + (e.clientY - d.y0);
      view.applyView();
      view.svg.classList.add('panning');
    } else if (d.kind === 'wire') {
      const w = view.toWorld(e.clientX, e.clientY);
      const x1 = view.px[d.v],
        y1 = view.py[d.v];
      view.wireEl.removeAttribute('hidden'); // an SVG element has no .hidden: the attribute and graph.css hide it
      view.wireEl.setAttribute('d', `M${f1(x1)} ${f1(y1)}L${f1(w.x)} ${f1(w.y)}`);
      const target = view.vertexAt(e.clientX, e.clientY);
      view.vertexEls.forEach((el, v) => el.g.classList.toggle('wire-target', v === target && target !== d.v));
    }
  });
  const end = (e, cancelled) => {
    pointers.delete(e.pointerId);
    const d = view.drag;
    if (!d) return;
    if (d.kind === 'pinch') {
      if (pointers.size === 0) view.drag = null;
      return;
    }
    view.drag = null;
    view.svg.classList.remove('panning');
    view.wireEl.setAttribute('hidden', '');
    for (const el of view.vertexEls) el.g.classList.remove('wire-target');
    if (cancelled) {
      if (d.moved && d.kind === 'vertex') view.on.dragEnd?.(d.v);
      return;
    }
    const world = view.toWorld(e.clientX, e.clientY);
    if (!d.moved) {
      if (d.v !== null) view.on.clickVertex?.(d.v, e);
      else if (d.edge !== null) view.on.clickEdge?.(d.edge, e);
      else view.on.clickBackground?.(world, e);
      return;
    }
    if (d.kind === 'vertex') view.on.dragEnd?.(d.v);
    else if (d.kind === 'wire') view.on.wire?.(d.v, view.vertexAt(e.clientX, e.clientY), world);
  };
  svg.addEventListener('pointerup', (e) => end(e, false));
  svg.addEventListener('pointercancel', (e) => end(e, true));
  svg.addEventListener('dblclick', (e) => {
    if (/** @type {Element} */ (e.target).closest?.('.v') || /** @type {Element} */ (e.target).closest?.('.e')) return;
    view.on.dblclickBackground?.(view.toWorld(e.clientX, e.clientY), e);
  });
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const r = view.svg.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      view.zoomBy(factor, e.clientX - r.left, e.clientY - r.top);
    },
    { passive: false },
  );
}

function pinchDistance(pointers) {
  const [p, q] = [...pointers.values()];
  return Math.hypot(p.x - q.x, p.y - q.y) || 1;
}
