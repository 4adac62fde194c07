// How many cops?'s play, on the kit's explorer (kit/explorer.js, its play and panel; the keys of
// kit/play-keys.js): the game's words, a click on the feature's board (outside play: the nearest cop
// moves there; in play: the robber's step, or the cops' move put together cop by cop, every cop moving
// at once as the rules say), Play the robber (from the placement shown), Play the cops (placed one
// by one first; the solver hides), the play keys, and the status line after the solver's moves.

import { setStatus, esc } from '../ui/page.js';
import { playKeys } from '../kit/play-keys.js';
import { currentFeature } from '../shell/features.js';
import { roundWords } from '../lib/words.js';
import { cops, shownPlaces, roundsPlayed } from './state.js';

const unit = () => cops.graph?.unit ?? 'vertex';
const name = (v) => cops.graph.name(v);
const caught = (places) => places.slice(0, -1).includes(places.at(-1));

// The explorer's words (kit/explorer.js ExplorerGame): the cops, then the robber.
export function copsWords() {
  const k = cops.game?.cops ?? 0,
    n = cops.game?.n ?? 0;
  return {
    sides: ['cops', 'robber'],
    tokens: [
      ...Array.from({ length: k }, (_, i) => ({ label: `cop ${i + 1}`, side: 0 })),
      { label: 'robber', side: 1 },
    ],
    where: (place) => (place >= n ? 'not hidden yet' : name(place)),
    moveText(from, to, mover) {
      if (mover === 1)
        return from[k] >= n
          ? `hides on ${name(to[k])}`
          : to[k] === from[k]
            ? `stays on ${name(to[k])}`
            : `to ${name(to[k])}`;
      // 'move cop 2 to vertex 20 (cop 1 stays)': after "the cops" in a hint, and alone in the moves list.
      const moved = [],
        stays = [];
      to.slice(0, k).forEach((v, i) =>
        (v === from[i] ? stays : moved).push(v === from[i] ? `cop ${i + 1}` : `cop ${i + 1} to ${name(v)}`),
      );
      if (!moved.length) return 'stay put';
      const rest = stays.length ? ` (${stays.join(', ')} ${stays.length === 1 ? 'stays' : 'stay'})` : '';
      return `move ${moved.join(', ')}${rest}`;
    },
    endText(places) {
      if (!caught(places)) return null;
      const rounds = roundsPlayed();
      return rounds ? `Caught in ${roundWords(rounds)}.` : 'The robber is caught.';
    },
  };
}

// Play: as the robber from the placement shown (he hides first), or as the cops (placed first).
export async function startPlay(as) {
  const ex = cops.explorer,
    now = shownPlaces();
  if (!ex || !cops.answer?.cops || !now) return;
  ex.stopPlay();
  cops.stepping = null;
  cops.before = now.placement;
  if (as === 'cops') {
    cops.placing = [];
    ex.changed();
    setStatus(`Place cop 1 of ${cops.answer.cops}: click a ${unit()} on the board.`);
  } else {
    cops.placing = null;
    await ex.goPlaces([...now.placement, cops.game.n], 1, { record: false });
    ex.startPlay(1);
  }
  cops.announced = '';
  board()?.focus({ preventScroll: true });
}
export function stopPlay() {
  const ex = cops.explorer;
  if (!ex) return;
  ex.stopPlay();
  cops.placing = null;
  cops.stepping = null;
  if (cops.before) ex.goPlaces([...cops.before, cops.game.n], 1, { record: false });
  cops.before = null;
}
const board = () => currentFeature()?.copGraph?.()?.board?.() ?? null;

// A click on a place of the board (the feature's click, or its cursor's Enter).
export async function clickPlace(v) {
  const ex = cops.explorer;
  if (!ex || !cops.game) return;
  if (cops.placing) return place(v);
  const play = ex.play;
  if (!play) return look(v);
  if (play.over || ex.mover !== play.human || ex.pending) return;
  if (play.human === 1) {
    const move = ex.moveAt(v);
    if (!move) {
      setStatus(
        ex.places.slice(0, -1).includes(v)
          ? `That ${unit()} has a cop on it.`
          : `The robber moves to a neighbouring ${unit()} or stays: click one, or his own.`,
      );
      return;
    }
    ex.playMove(move.to);
    return;
  }
  // The cops' move, cop by cop: cop i to its own place or a neighbour.
  const step = cops.stepping ?? [],
    i = step.length,
    from = ex.places[i];
  if (v !== from && !cops.graph.adj[from].includes(v)) {
    setStatus(`Cop ${i + 1} moves along an edge or stays: click a neighbour of ${esc(name(from))} or it.`);
    return;
  }
  step.push(v);
  cops.stepping = step;
  if (step.length < cops.game.cops) {
    setStatus(`Cop ${i + 2}: its new ${unit()} (its own to stay).`);
    ex.changed();
    return;
  }
  cops.stepping = null;
  const move = ex.moves.find((m) => m.places.slice(0, step.length).every((p, j) => p === step[j]));
  if (move) ex.playMove(move.to);
  else ex.changed();
}
function place(v) {
  cops.placing.push(v);
  if (cops.placing.length < cops.game.cops) {
    setStatus(`Place cop ${cops.placing.length + 1} of ${cops.game.cops} (cops may share a ${unit()}).`);
    cops.explorer.changed();
    return;
  }
  const placement = cops.placing;
  cops.placing = null;
  cops.explorer.goPlaces([...placement, cops.game.n], 1, { record: false }).then(() => cops.explorer.startPlay(0));
}
// Outside play a click moves the nearest cop there (the map of that placement is shown).
function look(v) {
  const ex = cops.explorer,
    xy = cops.graph.xy,
    k = cops.game.cops;
  if (ex.pos === null) return;
  const d = (c) => Math.hypot(xy[c][0] - xy[v][0], xy[c][1] - xy[v][1]);
  let nearest = 0;
  for (let i = 1; i < k; i++) if (d(ex.places[i]) < d(ex.places[nearest])) nearest = i;
  if (ex.places[k] === v) return;
  ex.place(nearest, v);
}

// After each answer in play: the status line says what the solver did, once per position.
export function announce() {
  const ex = cops.explorer,
    play = ex?.play;
  const key = `${ex.pos}|${!!play?.over}`;
  if (!play || ex.pos === null || ex.pos !== ex.target || key === cops.announced || !ex.history.length) return;
  cops.announced = key;
  if (play.over) {
    setStatus(`${esc(play.over)}`, 'ok');
    return;
  }
  if (ex.mover !== play.human) return;
  const k = cops.game.cops,
    robber = ex.places[k];
  const before = cops.game.decode(ex.history.at(-1));
  const t = ex.here?.d;
  if (play.human === 0 && before?.robber === cops.game.n)
    setStatus(
      ex.here?.byRule
        ? `The robber hides at ${esc(name(robber))}: from here he is never caught.`
        : `The robber hides at ${esc(name(robber))}: caught in ${roundWords((t + 1) / 2)} at best. ` +
            'Move each cop in turn.',
    );
  else if (play.human === 0) setStatus(`The robber runs to ${esc(name(robber))}. Move each cop in turn.`);
  else setStatus(`The cops moved. Your move: click a neighbour of ${esc(name(robber))} or stay on it.`);
}

// The play keys while the cops tool's game is played (asked before the feature's): Ctrl+Z takes
// back a cop's step or the last move, Ctrl+Y replays, H a hint, Esc stops (kit/play-keys.js).
export function copsKey(e, { typing }) {
  if (typing) return false;
  // Enter on the board is the feature's (its cursor's click, which comes here as a move).
  if (e.key === 'Enter' && (e.target.tagName === 'CANVAS' || e.target.closest?.('svg.graph'))) return false;
  const ex = cops.explorer;
  return playKeys(e, {
    playing: () => !!ex?.play || !!cops.placing,
    undo() {
      if (cops.placing?.length) cops.placing.pop();
      else if (cops.stepping?.length) cops.stepping.pop();
      else ex.undo();
      if (!cops.stepping?.length) cops.stepping = null;
      ex.changed();
    },
    redo() {
      cops.stepping = null;
      ex.redo();
    },
    hint() {
      if (!cops.placing) ex.showHint();
      else
        setStatus(
          `Hint: put cop ${cops.placing.length + 1} on ${esc(name(cops.answer.placement[cops.placing.length]))}.`,
        );
    },
    stop: stopPlay,
  });
}

// For the browser tests: the game in play.
export const copsDebug = {
  get play() {
    const ex = cops.explorer;
    if (!ex || (!ex.play && !cops.placing)) return null;
    const shown = shownPlaces();
    const n = cops.game.n;
    const phase = cops.placing
      ? 'place'
      : ex.play.over
        ? 'over'
        : ex.mover === 1
          ? ex.places[cops.game.cops] >= n
            ? 'hide'
            : 'run'
          : ex.play.human === 0
            ? 'move'
            : 'cops';
    const thinking = !cops.placing && (ex.pending > 0 || (!ex.play.over && ex.mover !== ex.play.human)) ? 1 : 0;
    return {
      phase,
      robber: shown?.robber ?? null,
      placement: shown?.placement ?? [],
      rounds: roundsPlayed(),
      thinking,
    };
  },
  get explorer() {
    return cops.explorer;
  },
};
