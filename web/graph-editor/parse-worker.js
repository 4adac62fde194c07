// Reads big pasted texts off the page's thread: { text, options, catMouse } → parseGraph's (or
// parseCatMouse's) answer.
import { parseGraph } from './parse.js';
import { parseCatMouse } from './parse-cat-mouse.js';

self.onmessage = ({ data }) => {
  const r = (data.catMouse ? parseCatMouse : parseGraph)(data.text, data.options);
  self.postMessage(r, r.ok ? [r.graph.from.buffer, r.graph.to.buffer] : []);
};
