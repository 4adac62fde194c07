// Reads big pasted texts off the page's thread: { text, options } → parseGraph's answer.
import { parseGraph } from './parse.js';

self.onmessage = ({ data }) => {
  const r = parseGraph(data.text, data.options);
  self.postMessage(r, r.ok ? [r.graph.from.buffer, r.graph.to.buffer] : []);
};
