// Puzzles from elsewhere than the packs: a shared puzzle link opened, and the board on screen
// mined for puzzles by the solver (its session, or the graph solved again).

import { esc, formatMs, setStatus } from '../ui/page.js';
import { gameInfo } from '../lib/games.js';
import { currentFeature } from '../shell/features.js';
import { normalize, decodePuzzleLink } from '../lib/puzzle.js';
import { puzzleMode } from './state.js';
import { enterPuzzles } from './mode.js';

const MINE_POOL = 400; // puzzles of each kind asked of the generator when mining the user's board
const MINE_SHOWN = 60; // … of which a spread from easy to hard is shown

// Opens a puzzle link (#z1.…); a bad one: a message, the editor as it was.
// replayOf: the name of the puzzle's source when it is replayed from the history (a link says none).
export async function openPuzzleLink(hash, { replayOf = '' } = {}) {
  const decoded = decodePuzzleLink(hash);
  if (!decoded.ok) {
    currentFeature().message(
      `<b>This puzzle link could not be opened:</b> ${esc(decoded.error)}.` +
        '<br><span class="muted small">The editor shows the default preset.</span>',
      'error',
    );
    setStatus(`This puzzle link could not be opened: ${esc(decoded.error)}.`, 'error');
    return false;
  }
  if (replayOf) decoded.puzzle.sourceName = replayOf;
  puzzleMode.sets.link = { name: replayOf ? 'Replayed puzzle' : 'Shared puzzle', list: [decoded.puzzle] };
  await enterPuzzles({ setId: 'link', index: 0 });
  return true;
}

// Mines the editor's board for puzzles (the solver's session, or the graph solved again).
export async function minePuzzles() {
  const source = currentFeature().puzzleSource();
  if (!source) {
    setStatus('Draw a graph or paint a board first: puzzles are mined from it.', 'error');
    return;
  }
  if (!gameInfo(source.game).puzzles) {
    setStatus(`${esc(gameInfo(source.game).name)} has no puzzles: its players do not just win or lose.`, 'error');
    return;
  }
  setStatus('Finding puzzles…');
  try {
    const answer = await source.mine({ count: MINE_POOL, seed: 1, minPlies: 1, kind: 'all' });
    const lines = answer.json
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    if (lines.length === 0) {
      setStatus(
        'No puzzles here: no position where the player to move wins has exactly one winning move, ' +
          'and no draw that only one move keeps.',
        'info',
      );
      return;
    }
    const stamp = Date.now().toString(36);
    const all = lines
      .map((line) => normalize(line, { text: source.text, name: 'your board' }, { uid: `mine:${stamp}:${line.id}` }))
      .sort((easier, harder) => easier.difficulty - harder.difficulty || easier.plies - harder.plies);
    // The generator ranks hardest first; from a big pool keep a spread from easy to hard.
    const list =
      all.length <= MINE_SHOWN
        ? all
        : Array.from({ length: MINE_SHOWN }, (_, i) => all[Math.round((i * (all.length - 1)) / (MINE_SHOWN - 1))]);
    puzzleMode.sets.mined = { name: 'From your board', list, ms: answer.ms };
    await enterPuzzles({ setId: 'mined', index: 0 });
    setStatus(
      `Found ${list.length} puzzles in your board in ${formatMs(answer.ms)} (after its solve). ` +
        'The easiest comes first.',
      'ok',
    );
  } catch (error) {
    setStatus(`Finding puzzles failed: ${esc(error.message ?? String(error))}`, 'error');
  }
}
