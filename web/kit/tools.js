// The editing tools of a board, defined once per board kind: a grid's (Look, Wall, Free and the
// board's own marks) and a graph's (Look, Edge, Add vertex), for the police-and-thief board, the
// designer and the embed. Every board opens on Look (a click explores, never paints); a Wall
// writes the board's own wall character; an embed (?embed=1, body.embed) offers Look alone.

import { esc } from '../lib/panels.js';

/**
 * A tool of a board's toolbar.
 * @typedef {object} Tool
 * @property {string} id what the feature switches on ('look', 'wall', 'free', a mark's id, 'edge', 'vertex')
 * @property {string} label the button's words
 * @property {string} title the button's tooltip
 * @property {string | null} char the character a click writes on a grid written as text (null: Look, graph tools)
 * @property {string} [key] the key that picks it, where the feature binds keys (' ' is Space)
 * @property {string} [swatch] the colour swatch drawn before the label (the board's cell kinds)
 * @property {string} [swatchText] the letter on the swatch (a token's)
 */

/** The tool every board opens on: a click explores the solved map. */
export const LOOK = 'look';

/** Whether the page is an embed (an <iframe> elsewhere): view and play only, no editing. */
export const embedded = () => typeof document !== 'undefined' && document.body.classList.contains('embed');

/**
 * A board's wall character: the first of its wall characters (a design's `walls`, '#*' when unset).
 * @param {string | undefined} walls
 */
export const wallChar = (walls) => (typeof walls === 'string' && walls.length ? walls[0] : '#');

const LOOK_TOOL = {
  id: LOOK,
  label: 'Look',
  key: 'i',
  char: null,
  title: 'Look: a click moves a token on the solved map; Shift+click moves the other one',
};

/**
 * The grid tools of one board: Look, Wall, Free, then the board's own marks (exits, tokens,
 * letters). In an embed, Look alone.
 * @param {{ walls?: string, free?: string, marks?: Tool[], editable?: boolean }} board
 * @returns {Tool[]}
 */
export function gridTools({ walls, free = '.', marks = [], editable = !embedded() } = {}) {
  if (!editable) return [LOOK_TOOL];
  return [
    LOOK_TOOL,
    { id: 'wall', label: 'Wall', key: 'w', char: wallChar(walls), swatch: 'wall', title: 'Paint walls' },
    { id: 'free', label: 'Free', key: ' ', char: free, swatch: 'free', title: 'Erase: make cells free' },
    ...marks,
  ];
}

/**
 * A mark a grid's click writes: a letter of the board (a token's start, a goal), toggled off a cell that has it.
 * @param {string} letter
 * @returns {Tool}
 */
export const letterTool = (letter) => ({ id: `mark:${letter}`, label: letter, char: letter, title: `Paint ${letter}` });

/**
 * The graph tools: Look, Edge (from the vertex picked first, when one is), Add vertex. In an embed, Look alone.
 * @param {{ edgeFrom?: number | null, editable?: boolean }} [options]
 * @returns {Tool[]}
 */
export function graphTools({ edgeFrom = null, editable = !embedded() } = {}) {
  if (!editable) return [LOOK_TOOL];
  return [
    LOOK_TOOL,
    {
      id: 'edge',
      label: edgeFrom === null ? 'Edge' : `Edge from ${edgeFrom}…`,
      key: 'e',
      char: null,
      title: 'Join two clicked vertices, or remove their edge',
    },
    { id: 'vertex', label: 'Add vertex', key: 'v', char: null, title: 'Add a vertex' },
  ];
}

/**
 * The tool a key picks among these (null: none).
 * @param {Tool[]} tools
 * @param {string} key a KeyboardEvent's key, lower case for letters
 */
export const toolForKey = (tools, key) => tools.find((t) => t.key === key)?.id ?? null;

/** @param {Tool[]} tools @param {string} id */
export const hasTool = (tools, id) => tools.some((t) => t.id === id);

/**
 * The character a grid tool writes on a cell that holds `cell`: its own, or '.' when a mark is
 * painted over the same mark (a second click takes it off). Null for Look and the graph tools.
 * @param {Tool | undefined} tool
 * @param {string} cell
 * @param {string} [free]
 */
export function paintedChar(tool, cell, free = '.') {
  if (!tool || tool.char === null) return null;
  if (tool.id.startsWith('mark:') && cell === tool.char) return free;
  return tool.char;
}

const keyName = (key) => (key === ' ' ? 'Space' : key.toUpperCase());

/**
 * The buttons of a toolbar's radio group: one per tool, the chosen one checked.
 * @param {Tool[]} tools
 * @param {string} chosen the chosen tool's id
 * @param {{ attr: string, keys?: boolean, className?: string }} how the data attribute naming the tool
 *   (data-<attr>), whether the keys are shown (the feature binds them), the buttons' class
 * @returns {string} HTML
 */
export function toolButtons(tools, chosen, { attr, keys = false, className = '' }) {
  return tools
    .map((t) => {
      const key = keys && t.key ? keyName(t.key) : '';
      const swatch = t.swatch ? `<span class="swatch sw-${esc(t.swatch)}">${esc(t.swatchText ?? '')}</span>` : '';
      return (
        `<button type="button" role="radio"${className ? ` class="${esc(className)}"` : ''} ` +
        `data-${attr}="${esc(t.id)}" ` +
        `aria-checked="${t.id === chosen}" title="${esc(t.title + (key ? ` (${key})` : ''))}">` +
        `${swatch}<span>${esc(t.label)}</span>${key ? `<kbd>${esc(key)}</kbd>` : ''}</button>`
      );
    })
    .join('');
}
