// Watch the solver: the retrograde analysis replayed on the map, wave by wave (depth 0, 1, …,
// then the Draws), with play / pause / step / speed and one sentence per step. Graph games
// replay every position (undecided vertices show how many of their moves are known to lose);
// two-token games replay the map of the fixed token. The steps come from the solution
// (lib/waves.js), not from a second animation of the algorithm.

import { $, fmt, setStatus } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { app, setApp, events } from '../shell/state.js';
import { currentFeature, refresh } from '../shell/features.js';
import { waveSteps, stepWords } from '../lib/waves.js';

const SPEEDS = [1600, 800, 400, 150]; // ms per step, slow to fast
let timer = 0;
let speed = 1;

// What the replay is of: { outcomes, depths, key, fixedToken } from the feature on screen.
const source = () => currentFeature()?.watch() ?? null;

function redraw() {
  refresh();
  render();
}

export function startWatch() {
  const src = source();
  if (!src) {
    setStatus('Solve first (<kbd>Enter</kbd>): the replay shows how the solver found the map.', 'error');
    return;
  }
  setApp({
    watch: { replay: waveSteps(src.outcomes, src.depths), step: 0, key: src.key, fixedToken: !!src.fixedToken },
  });
  $('watch-card').hidden = false;
  redraw();
  play();
}

export function stopWatch({ silent = false } = {}) {
  if (!app.watch) return;
  clearTimeout(timer);
  timer = 0;
  setApp({ watch: null });
  $('watch-card').hidden = true;
  if (!silent) redraw();
}

// The replay no longer fits what is shown (an edit, another solve, another map): stop it.
function watchStillValid() {
  if (!app.watch) return;
  const src = source();
  if (!src || src.key !== app.watch.key) stopWatch({ silent: true });
}

function last() {
  return app.watch.replay.steps.length - 1;
}

export function stepTo(s) {
  if (!app.watch) return;
  setApp({ watch: { ...app.watch, step: Math.max(0, Math.min(last(), s)) } });
  redraw();
}

function play() {
  clearTimeout(timer);
  const tick = () => {
    if (!app.watch) return;
    if (app.watch.step >= last()) {
      timer = 0;
      render();
      return;
    }
    stepTo(app.watch.step + 1);
    timer = setTimeout(tick, SPEEDS[speed]);
  };
  timer = setTimeout(tick, SPEEDS[speed]);
  render();
}
function pause() {
  clearTimeout(timer);
  timer = 0;
  render();
}
const playing = () => timer !== 0;

function render() {
  const w = app.watch;
  if (!w) return;
  const step = w.replay.steps[w.step];
  const info = gameInfo(app.game);
  const where = w.fixedToken ? ' <span class="muted">(the map of the fixed token)</span>' : '';
  $('watch-step').innerHTML = `Step ${w.step + 1} of ${w.replay.steps.length}${where}`;
  $('watch-words').textContent = stepWords(step, {
    misere: app.misere && info.misereOption,
    twoSides: !!info.twoStartSides,
  });
  const decided = w.replay.steps
    .slice(0, w.step + 1)
    .reduce((a, s) => a + s.win + s.loss + (w.step === last() ? s.draw : 0), 0);
  $('watch-count').textContent = `${fmt(decided)} positions decided so far`;
  $('watch-play').textContent = playing() ? 'Pause' : 'Play';
  $('watch-play').setAttribute('aria-pressed', String(playing()));
  $('watch-prev').disabled = w.step === 0;
  $('watch-next').disabled = w.step === last();
}

export function bindWatch() {
  $('watch-button').addEventListener('click', () => (app.watch ? stopWatch() : startWatch()));
  $('watch-play').addEventListener('click', () =>
    playing() ? pause() : (app.watch.step >= last() && stepTo(0), play()),
  );
  $('watch-prev').addEventListener('click', () => {
    pause();
    stepTo(app.watch.step - 1);
  });
  $('watch-next').addEventListener('click', () => {
    pause();
    stepTo(app.watch.step + 1);
  });
  $('watch-first').addEventListener('click', () => {
    pause();
    stepTo(0);
  });
  $('watch-last').addEventListener('click', () => {
    pause();
    stepTo(last());
  });
  $('watch-stop').addEventListener('click', () => stopWatch());
  $('watch-speed').addEventListener('input', (e) => {
    speed = Number(e.target.value);
    if (playing()) play();
  });
  events.on('before-render', watchStillValid);
  events.on('depth-unit-changed', render); // the step's words name its depth in the unit shown
  // Puzzles hide the outcomes: a replay would show them.
  events.on('state-changed', ({ keys }) => {
    if (keys.includes('hideOutcomes') && app.hideOutcomes) stopWatch();
  });
}

// Keys while watching: ← → step, Space play/pause, Home/End, Esc stops. True when handled
// (shell/keys.js asks, outside text fields and buttons).
export function watchKey(e, { typing }) {
  if (typing || e.target.tagName === 'BUTTON') return false;
  if (!app.watch || e.ctrlKey || e.metaKey || e.altKey) return false;
  const act = {
    ArrowLeft: () => {
      pause();
      stepTo(app.watch.step - 1);
    },
    ArrowRight: () => {
      pause();
      stepTo(app.watch.step + 1);
    },
    Home: () => {
      pause();
      stepTo(0);
    },
    End: () => {
      pause();
      stepTo(last());
    },
    ' ': () => (playing() ? pause() : play()),
    Escape: () => stopWatch(),
  }[e.key];
  if (!act) return false;
  e.preventDefault();
  act();
  return true;
}
