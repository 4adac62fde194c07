// The designer's tools: the kit's grid tools (kit/tools.js) with the design's own wall character
// and letters, or its graph tools; and what a grid tool's click writes into the design's rows.

import { gridTools, graphTools, letterTool, paintedChar } from '../kit/tools.js';

/**
 * The tools of a design's board: a grid's (Look, Wall writing the design's first wall character,
 * Free, one per letter on the board) or a graph's (Look, Edge, Add vertex); Look alone in an embed.
 * @param {{ board?: { grid?: string[], walls?: string } }} design the design (its `board.walls`)
 * @param {{ grid: boolean, chars?: string[] }} board the board as the page draws it (design/model.js)
 * @param {number | null} edgeFrom the vertex an Edge stroke started from
 */
export function designTools(design, board, edgeFrom = null) {
  if (!board.grid) return graphTools({ edgeFrom });
  const letters = [...new Set((board.chars ?? []).filter((c) => /^[A-Za-z]$/.test(c)))];
  return gridTools({ walls: design.board?.walls ?? '#*', marks: letters.map(letterTool) });
}

/**
 * A grid design's row after a click of a tool on column c: the tool's character written there
 * (a letter painted on itself is taken off), or null when the tool writes nothing (Look, a
 * tool no longer offered, a column outside the row).
 * @param {import('../kit/tools.js').Tool[]} tools
 * @param {string} toolId
 * @param {string} row
 * @param {number} c
 */
export function paintedRow(tools, toolId, row, c) {
  if (typeof row !== 'string' || c < 0 || c >= row.length) return null;
  const ch = paintedChar(
    tools.find((t) => t.id === toolId),
    row[c],
  );
  return ch === null ? null : row.slice(0, c) + ch + row.slice(c + 1);
}
