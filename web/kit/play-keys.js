// The one play controller every board and graph uses — police and thief, cat and mouse, the
// graph token games, designs, the cops tool — so the keys are the same in every game:
//   on the focused board: the arrows move a cursor over its places (the first arrow steps from
//     the token to move), Enter or Space does there what a click does (in play: the move to that
//     place; with no cursor shown Enter is the page's, a solve — never in play);
//   anywhere outside a text field, while a game is played: Ctrl+Z takes a move back, Ctrl+Y
//     (or Ctrl+Shift+Z) plays it again, H shows a hint, Esc stops; Enter never solves again;
//   after each move, and after Play was started from a button that then went away, the focus is
//     on the board, never on the page's body.
// A feature gives its board (board()), how the cursor steps (gridStep, pointStep), where it
// starts, what a click on a place does, and its player ({ playing, undo, redo, hint, stop });
// the cops tool, played on the feature's board, gives its own player (playKeys below).

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

// A grid's cursor step: one cell in the arrow's direction, or -1 at the edge.
export function gridStep(rows, cols) {
  return (cell, key) => {
    const [dx, dy] = ARROWS[key];
    const r = Math.floor(cell / cols) + dy,
      c = (cell % cols) + dx;
    return r < 0 || r >= rows || c < 0 || c >= cols ? -1 : r * cols + c;
  };
}

// A drawn graph's cursor step: the nearest vertex in the arrow's direction (within about 60° of
// it, nearness counting the sideways distance twice), or -1. xs, ys: the vertices' places (y down).
export function pointStep(xs, ys) {
  return (v, key) => {
    const [dx, dy] = ARROWS[key];
    let best = -1,
      score = Infinity;
    for (let u = 0; u < xs.length; u++) {
      if (u === v) continue;
      const x = xs[u] - xs[v],
        y = ys[u] - ys[v];
      const along = x * dx + y * dy,
        side = Math.abs(x * dy - y * dx);
      if (along <= 0 || side > 2 * along) continue;
      const s = along + 2 * side;
      if (s < score) {
        score = s;
        best = u;
      }
    }
    return best;
  };
}

const isField = (el) =>
  !!el &&
  (el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes(el.type)) ||
    el.isContentEditable);
const pressable = (el) => !!el && ['BUTTON', 'A', 'SUMMARY'].includes(el.tagName);

// The play keys alone (no cursor): Ctrl+Z / Ctrl+Y, H, Esc and Enter while player.playing().
// player: { playing() → bool, undo(), redo(), hint(), stop() } (each optional but playing).
// True when the key was handled.
export function playKeys(e, player) {
  if (!player?.playing() || isField(e.target)) return false;
  const ctrl = e.ctrlKey || e.metaKey;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (ctrl && !e.altKey && (k === 'z' || k === 'y')) {
    e.preventDefault();
    if (k === 'y' || e.shiftKey) player.redo?.();
    else player.undo?.();
    return true;
  }
  if (ctrl || e.altKey) return false;
  if (k === 'h' && player.hint) {
    e.preventDefault();
    player.hint();
    return true;
  }
  if (k === 'Escape' && player.stop) {
    player.stop();
    return true;
  }
  // Enter in play presses a focused button, or is nothing: never a new solve that ends the game.
  if (k === 'Enter' && !pressable(e.target)) {
    e.preventDefault();
    return true;
  }
  return false;
}
// The keys off the board along the explorer's line, the same in every game: ← a move back, → the
// next move (in play: the move taken back; else the best line's next), Esc stops an animation
// (then redraw()). Never with Ctrl, Alt or Meta. True when the key was handled.
/**
 * @param {KeyboardEvent} e
 * @param {{ play: any, anim: any, undo(): void, redo(): void, stepBest(): void, stopAnim(): void }} explorer
 * @param {() => void} redraw
 */
export function lineKeys(e, explorer, redraw) {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  if (e.key === 'ArrowLeft') {
    e.preventDefault();
    explorer.undo();
    return true;
  }
  if (e.key === 'ArrowRight') {
    e.preventDefault();
    if (explorer.play) explorer.redo();
    else explorer.stepBest();
    return true;
  }
  if (e.key === 'Escape' && explorer.anim) {
    explorer.stopAnim();
    redraw();
    return true;
  }
  return false;
}

// game: { board() → the focusable element the board is drawn on (or null), onBoard?(element) →
// whether a key pressed there is on the board (default: it is board()), step(place, key) →
// place or -1, start() → the place the cursor starts on (or -1), click(place, { shift }) (what a
// click there does), words?(place) → what the status says of the cursor's place, redraw(),
// player: as playKeys's, setStatus(html) }.
export function createPlayKeys(game) {
  const keys = {
    cursor: -1, // the place under the keyboard cursor, or -1 (none shown)
    // A key for the game on screen (the feature's onKey asks first); true when handled.
    onKey(e, { typing = false } = {}) {
      const board = game.board();
      const onBoard = game.onBoard ? game.onBoard(e.target) : !!board && e.target === board;
      if (onBoard && ARROWS[e.key] && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        e.stopPropagation();
        move(e.key);
        return true;
      }
      if (onBoard && (e.key === 'Enter' || e.key === ' ') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        // No cursor shown: the page's Enter (a solve), never in play.
        if (keys.cursor < 0) return playKeys(e, game.player);
        game.click(keys.cursor, { shift: e.shiftKey });
        game.redraw();
        return true;
      }
      if (typing) return false;
      return playKeys(e, game.player);
    },
    // After a redraw: in play, a focus lost with a button that went away goes to the board.
    keepFocus() {
      const el = document.activeElement;
      if (!game.player.playing() || (el && el !== document.body && el.isConnected)) return;
      game.board()?.focus({ preventScroll: true });
    },
    // The cursor hidden (a new board, a new game).
    reset() {
      keys.cursor = -1;
    },
    // The cursor put on a place (the mouse's, where a board shows the hover as the cursor).
    set(place) {
      keys.cursor = place;
    },
  };
  function move(key) {
    // The first arrow steps from the token to move (or the first place).
    const from = keys.cursor >= 0 ? keys.cursor : Math.max(0, game.start());
    let to = game.step(from, key);
    if (to < 0 && keys.cursor < 0) to = from;
    if (to < 0) return;
    keys.cursor = to;
    const words = game.words?.(to);
    if (words) game.setStatus(words);
    game.redraw();
  }
  return keys;
}
