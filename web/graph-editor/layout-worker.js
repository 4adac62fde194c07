// The layout worker: force-directed (d3-force) or layered positions for a graph, off the
// page's thread so big drawings never freeze it. One request → one reply.
//   { id, kind: 'force' | 'layered', n, from, to, xs?, ys? } → { id, xs, ys } | { id, error }
import { forceSimulation, forceLink, forceManyBody, forceCollide, forceX, forceY } from '../vendor/d3-force.min.mjs';
import { layeredLayout } from './layered.js';

function forceLayout(n, from, to, start) {
  const nodes = Array.from({ length: n }, (_, i) => (start ? { x: start.xs[i], y: start.ys[i] } : {}));
  const links = [];
  for (let i = 0; i < from.length; i++) if (from[i] !== to[i]) links.push({ source: from[i], target: to[i] });
  const big = n > 400;
  const sim = forceSimulation(nodes)
    .force(
      'link',
      forceLink(links)
        .distance(big ? 45 : 90)
        .strength(0.7),
    )
    .force(
      'charge',
      forceManyBody()
        .strength(big ? -120 : -420)
        .distanceMax(big ? 400 : 700)
        .theta(0.9),
    )
    .force('collide', forceCollide(big ? 16 : 34))
    .force('x', forceX(0).strength(0.05))
    .force('y', forceY(0).strength(0.05))
    .stop();
  const ticks = Math.ceil(Math.log(sim.alphaMin()) / Math.log(1 - sim.alphaDecay()));
  sim.tick(ticks);
  const xs = new Float64Array(n),
    ys = new Float64Array(n);
  nodes.forEach((d, i) => {
    xs[i] = d.x;
    ys[i] = d.y;
  });
  return { xs, ys };
}

self.onmessage = ({ data }) => {
  const { id, kind, n, from, to } = data;
  try {
    const start = data.xs && data.ys ? { xs: data.xs, ys: data.ys } : null;
    const r = kind === 'layered' ? layeredLayout(n, from, to) : forceLayout(n, from, to, start);
    self.postMessage({ id, xs: r.xs, ys: r.ys }, [r.xs.buffer, r.ys.buffer]);
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
