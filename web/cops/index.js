// "How many cops?" (a tool on every feature with a graph or a board, docs/rules.md#cops-and-robbers): the cop number
// of what the editor shows, asked k = 1, 2, … cops within the page's budget, with progress; then the game with
// those cops on the kit's explorer (cops/game.js: positions answered from the cop-number session's capture maps),
// played and explained as every other game is — the moves best first, hint, take back and replay, the
// best line, Why? in the Why? card — while the feature's own board shows the capture map of the cops
// shown (per robber vertex, cell or place: caught in how many rounds, or never; cops/map.js), its
// clicks coming back here (cops/play.js). The graph comes from the feature on screen
// (shell/features.js's optional copGraph(): a key, the graph built on demand, show(paint), board()).

import { $, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { events } from '../shell/state.js';
import { setToolWhy } from '../shell/features.js';
import { plural, roundWords } from '../lib/words.js';
import { createExplorer } from '../kit/explorer.js';
import { explorerWhy } from '../kit/why.js';
import { createCopsGame } from './game.js';
import { notFound } from './verdict.js';
import { cops } from './state.js';
import { copsWords, startPlay, stopPlay } from './play.js';
import { render, sourceOf, unpaint } from './card.js';

export { copsKey, copsDebug } from './play.js';

// The explorer asks the game of the answer shown; an older answer's questions are dropped.
const gameSolver = {
  ask(session, q) {
    if (!cops.game || session !== cops.sessionKey)
      return Promise.reject(Object.assign(new Error('another answer'), { kind: 'cancelled' }));
    return cops.game.ask(q);
  },
};

async function run() {
  const graph = sourceOf()?.graph() ?? null;
  if (!graph || graph.n === 0) {
    setStatus('Draw a graph or paint a board first: cops and robbers is played on it.', 'error');
    return;
  }
  unpaint();
  forget();
  cops.graph = graph;
  const from = Uint32Array.from(graph.edges, (e) => e[0]),
    to = Uint32Array.from(graph.edges, (e) => e[1]);
  render();
  let r = null;
  await solveWithProgress({
    words: 'Counting cops…',
    // k = 1, 2, … cops as the module's budget allows (no ceiling here: the verdict says what did not fit).
    ask: (update) => solver.copNumber({ n: graph.n, from, to }, update),
    async take(result) {
      r = result;
      cops.answer = result;
      if (result.cops) await open(result);
    },
    status: () =>
      setStatus(
        () =>
          r.cops
            ? `c(G) = ${r.cops}: ${plural(r.cops, 'cop')} ${r.cops === 1 ? 'catches' : 'catch'} the ` +
              `robber within ${roundWords(r.captureTime)} (${plural(r.positions, 'position')} ` +
              `in ${Math.round(r.ms)} ms).`
            : notFound(r.verdict).text,
        'ok',
      ),
    failed() {
      cops.graph = null;
    },
    settle: render,
  });
}

// The game of c(G) cops on the explorer, at the best placement with the robber still to hide.
async function open(result) {
  const game = createCopsGame(solver, result.session, cops.graph, result.cops);
  cops.game = game;
  cops.sessionKey = `cops-${result.session}`;
  cops.onMain = true;
  await game.captureMap(result.placement);
  await cops.explorer.load(
    {
      session: cops.sessionKey,
      positions: game.positions,
      start: game.encode(result.placement, game.n, 1),
      info: { tokens: copsWords().tokens },
    },
    { token: result.cops },
  );
}

function forget() {
  cops.explorer?.clear();
  Object.assign(cops, { answer: null, game: null, sessionKey: '', placing: null, stepping: null, before: null });
}

// The composition root passes the Why? card's showWhy (tools do not import one another).
export function bindCops({ showWhy }) {
  cops.explorer = createExplorer({ solver: gameSolver, game: copsWords, onChange: render, setStatus });
  // Why? (the card's button, the page's, Y) proves the position the board shows while it shows the cops' game.
  setToolWhy(() =>
    cops.shownOn && cops.explorer.pos !== null && !cops.placing ? explorerWhy(cops.explorer, true, copsWords) : null,
  );
  $('cops-button').addEventListener('click', run);
  $('cops-body').addEventListener('click', (e) => {
    const b = e.target.closest('[data-cops], [data-tt]');
    if (!b || b.disabled) return;
    if (b.dataset.tt === 'play') startPlay(b.dataset.human === '0' ? 'cops' : 'robber');
    else if (b.dataset.tt === 'stop-play') stopPlay();
    else if (b.dataset.tt) {
      cops.stepping = null;
      cops.explorer.onPanelClick(b);
    } else if (b.dataset.cops === 'why') showWhy();
    else if (b.dataset.cops === 'stop') stopPlay();
    else if (b.dataset.cops === 'map') {
      cops.onMain = !cops.onMain;
      render();
    }
  });
  // A solve shows the game's outcome map (the features drop the capture map): the card says so
  // and offers the capture map back.
  events.on('solution-changed', () => {
    if (cops.onMain && cops.shownOn) {
      cops.onMain = false;
      render();
    }
  });
  // Another game or another graph: the answer no longer fits.
  events.on('before-render', () => {
    const now = sourceOf();
    $('cops-card').hidden = !now;
    if (cops.graph && (!now || now.key !== cops.graph.key) && !solver.busy) {
      forget();
      cops.graph = null;
      render();
    } else if (cops.shownOn && now?.show !== cops.shownOn) unpaint();
  });
}
