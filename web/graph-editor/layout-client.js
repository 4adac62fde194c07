// The page's side of the layout worker (graph/layout-worker.js): one request at a time, a newer
// request makes older ones resolve to null; a failed worker is started afresh on the next call.

export class LayoutClient {
  constructor(workerUrl) {
    this.workerUrl = workerUrl;
    this.worker = null;
    this.nextId = 1;
    this.waiting = new Map();
  }
  // Positions for the graph; a newer request makes older ones resolve to null.
  layout(kind, n, from, to, start = null) {
    if (!this.worker) {
      this.worker = new Worker(this.workerUrl, { type: 'module' });
      this.worker.onmessage = ({ data }) => {
        const w = this.waiting.get(data.id);
        if (!w) return;
        this.waiting.delete(data.id);
        if (data.error) w.reject(new Error(data.error));
        else w.resolve({ xs: data.xs, ys: data.ys });
      };
      this.worker.onerror = (e) => {
        e.preventDefault?.();
        for (const w of this.waiting.values()) w.reject(new Error('the layout worker failed'));
        this.waiting.clear();
        this.worker = null;
      };
    }
    for (const w of this.waiting.values()) w.resolve(null);
    this.waiting.clear();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const msg = { id, kind, n, from, to };
      if (start) {
        msg.xs = Float64Array.from(start.xs);
        msg.ys = Float64Array.from(start.ys);
      }
      this.worker.postMessage(msg);
    });
  }
}
