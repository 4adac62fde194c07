// A small event bus (pure): named events with one detail object, listeners called in the
// order they subscribed. The shell owns the page's one bus (shell/state.js).

// Returns { on(name, fn) → off(), emit(name, detail) }. A listener that throws does not stop
// the others; the error is reported on the console.
/**
 * @typedef {{ on: (name: string, fn: (detail: any) => void) => () => void,
 *   emit: (name: string, detail?: object) => void }} EventBus
 */
/** @returns {EventBus} */
export function createEvents() {
  const listeners = new Map();
  return {
    on(name, fn) {
      if (!listeners.has(name)) listeners.set(name, []);
      listeners.get(name).push(fn);
      return () => {
        const l = listeners.get(name);
        const i = l.indexOf(fn);
        if (i >= 0) l.splice(i, 1);
      };
    },
    emit(name, detail = {}) {
      for (const fn of [...(listeners.get(name) ?? [])]) {
        try {
          fn(detail);
        } catch (e) {
          console.error(`listener of '${name}' failed:`, e);
        }
      }
    },
  };
}
