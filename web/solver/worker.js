// The solver worker: creates the WASM module and answers init/solve (docs/wasm-api.md).
// Started as a module worker; cancel a solve by terminating the worker and starting a new one.
// `?chunk=N` in the worker's URL sets the work per advance() (tests use small chunks).
import createWhoWins from '../whowins.js';
import { createSolverHandler } from './worker-core.js';

const params = new URL(self.location.href).searchParams;
const chunk = Number(params.get('chunk')) > 0 ? Number(params.get('chunk')) : 200000;

// A macrotask without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () => new Promise((resolve) => { waiting.push(resolve); channel.port2.postMessage(0); });

const handle = createSolverHandler({
  loadModule: () => createWhoWins(),
  post: (message, transfer) => self.postMessage(message, transfer ?? []),
  nextTask,
  chunk,
});

self.onmessage = (event) => { handle(event.data); };
