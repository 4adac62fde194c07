// The board's painting tools and its words for the explorer: what a tool does to a cell (wall,
// exit, erase, police, thief), the tools' hints (their keys are kit/tools.js's), and the solved board in words (its
// sides and tokens, a cell as (row, column), a move as a direction, the end of the game).

import { FREE, WALL, EXIT, directionName } from './board.js';

export const TOOL_HINTS = {
  wall: 'Wall: click or drag over cells.',
  exit: 'Exit: click or drag over cells; the thief wins on one.',
  free: 'Erase: click or drag to make cells free.',
  police: 'Police: click a cell to put the police there.',
  thief: 'Thief: click a cell to put the thief there.',
  look: 'Look: click a cell to move the fixed token there, Shift+click to move the other one.',
};

// Paints `cell` of board b with `tool`; true when the board changed.
export function paintCell(b, tool, cell) {
  if (cell < 0) return false;
  const before = `${b.grid[cell]}|${b.police}|${b.thief}`;
  const clear = () => {
    if (b.police === cell) b.police = -1;
    if (b.thief === cell) b.thief = -1;
  };
  switch (tool) {
    case 'wall':
      b.grid[cell] = WALL;
      clear();
      break;
    case 'exit':
      b.grid[cell] = EXIT;
      clear();
      break;
    case 'free':
      b.grid[cell] = FREE;
      clear();
      break;
    case 'police':
      b.grid[cell] = FREE;
      b.police = cell;
      if (b.thief === cell) b.thief = -1;
      break;
    case 'thief':
      b.grid[cell] = FREE;
      b.thief = cell;
      if (b.police === cell) b.police = -1;
      break;
    default:
      return false;
  }
  return before !== `${b.grid[cell]}|${b.police}|${b.thief}`;
}

// A cell of board b as (row, column), counted from 1.
export const cellName = (b, i) => `(${Math.floor(i / b.cols) + 1}, ${(i % b.cols) + 1})`;

// The solved board seen through the explorer (kit/explorer.js): places are free cells, the
// police token 0, the thief token 1. ui: the feature's state (its solution).
export function boardWords(ui) {
  const rc = (i) => cellName(ui.board, i);
  return {
    sides: ['police', 'thief'],
    tokens: [
      { label: 'police', side: 0 },
      { label: 'thief', side: 1 },
    ],
    endText([c, r]) {
      const sol = ui.solution;
      if (c === r) return 'Caught: the police are on the thief’s cell.';
      if (sol.board.grid[sol.result.locations[r]] === EXIT) return 'Escaped: the thief is on an exit.';
      return null;
    },
    where: (loc) => rc(ui.solution.result.locations[loc]),
    moveText(from, to, mover) {
      const sol = ui.solution;
      const a = sol.result.locations[from[mover]],
        b = sol.result.locations[to[mover]];
      const dir = directionName(sol.board, a, b);
      return dir === 'pass' ? 'pass (stay)' : `${dir} to ${rc(b)}`;
    },
  };
}
