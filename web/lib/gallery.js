// The gallery (docs/rules.md#the-gallerys-games): classic pursuit and blockade games written as
// designs, each with its rules, history and source, and the exact answer from the start (the
// first side to move) as the solver finds it (xy: a graph board's drawing, vertex positions in
// [0, 1]²). Pure data: the design feature offers them as templates, the gallery (gallery/) shows
// them as cards. Each design is docs/designs/<file>.json exactly, and the answers are what
// `whowins design --json` prints (web/test/gallery.test.mjs checks both; the C++ tests check
// each game against a brute force written from its rules, tests/test_gallery.cpp).

import { HOUND_GAMES } from './gallery-hounds.js';

/**
 * A gallery game (see above): the design is docs/designs/<file>.json; answer as the solver finds it.
 * @typedef {object} GalleryGame
 * @property {string} id
 * @property {string} file
 * @property {string} name
 * @property {string} rules
 * @property {string} history
 * @property {string} source
 * @property {{ winner: string | null, plies: number | null, byRule: boolean, positions: number }} answer
 * @property {Record<string, any>} design
 * @property {number[][]} [xy]
 */
/** @type {GalleryGame[]} */
export const GALLERY = [
  {
    id: 'police-and-thief',
    file: 'police-thief',
    name: 'Police and thief',
    rules:
      'A policeman and a thief take turns on a grid with walls. The policeman steps to any of the 8 ' +
      'neighbouring cells (a king’s move) or stays; the thief steps to one of the 4 neighbouring cells ' +
      'or stays. The policeman wins by stepping onto the thief’s cell; the thief wins by reaching an ' +
      'exit (E). Play that never ends is a draw. The policeman moves first.',
    history:
      'The pursuit problem this project started from, the worked example of the e-maxx and ' +
      'cp-algorithms article “Games on arbitrary graphs”: a textbook retrograde-analysis exercise — ' +
      'every position is a win, a loss or a draw, found backwards from the captures and escapes.',
    source: 'cp-algorithms, “Games on arbitrary graphs”, example “Policeman and thief” (from e-maxx)',
    answer: { winner: 'thief', plies: 4, byRule: false, positions: 288 },
    design: {
      name: 'Police and thief',
      board: { grid: ['P...E', '.*.*.', '...*T'], walls: '*' },
      sides: [
        { name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] },
        { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] },
      ],
      first: 'police',
      ends: [
        { when: 'meet', winner: 'police' },
        { when: 'on', side: 'thief', cells: 'E', winner: 'thief' },
      ],
      endless: 'draw',
    },
  },
  {
    id: 'cat-and-mouse',
    file: 'cat-mouse',
    name: 'Cat and mouse (LeetCode 913)',
    rules:
      'A mouse and a cat take turns on an undirected graph; the mouse starts on node 1 and moves first, ' +
      'the cat starts on node 2. Each must move along an edge. Node 0 is the hole: the mouse wins by ' +
      'entering it, and the cat may never enter it. The cat wins by landing on the mouse. Endless play is a draw.',
    history:
      'LeetCode problem 913 (2018), a well-known trap: the obvious depth-first search with a move limit ' +
      'gives wrong answers, and the exact answer needs the retrograde analysis this page runs. This is ' +
      'the problem’s first example, whose answer is 0 — a draw.',
    source: 'LeetCode 913 “Cat and Mouse”, example 1',
    answer: { winner: null, plies: null, byRule: false, positions: 72 },
    design: {
      name: 'Cat and mouse (LeetCode 913, example 1)',
      board: { graph: { adjacency: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]] } },
      sides: [
        { name: 'cat', stuck: 'draw', tokens: [{ start: 2, moves: { forbid: [0] } }] },
        { name: 'mouse', tokens: [{ start: 1, moves: {} }] },
      ],
      first: 'mouse',
      ends: [
        { when: 'meet', winner: 'cat' },
        { when: 'on', side: 'mouse', cells: [0], winner: 'mouse' },
      ],
    },
  },
  {
    id: 'cat-and-mouse-2',
    file: 'leetcode-1728',
    name: 'Cat and Mouse II (LeetCode 1728)',
    rules:
      'A mouse (M) and a cat (C) on a grid with walls (#) and food (F). The mouse moves first, jumping ' +
      'up to 2 cells in one of 4 directions (never through a wall) or staying; the cat jumps up to 1 ' +
      'cell or stays. The cat wins by landing on the mouse or by reaching the food first; the mouse ' +
      'wins by reaching the food. If neither wins, the cat does (the problem’s turn limit, played here ' +
      'as endless play won by the cat).',
    history:
      'LeetCode problem 1728 (2021), the harder sequel of 913: the jumps and the turn limit make the ' +
      'usual memoised search slow and error-prone. This is the problem’s first example (mouseJump 2, ' +
      'catJump 1), whose answer is true: the mouse wins.',
    source: 'LeetCode 1728 “Cat and Mouse II”, example 1',
    answer: { winner: 'mouse', plies: 5, byRule: false, positions: 200 },
    design: {
      name: 'Cat and Mouse II',
      board: { grid: ['####F', '#C...', 'M....'], walls: '#' },
      sides: [
        { name: 'mouse', tokens: [{ start: 'M', moves: { steps: 'rook', range: 2, stay: true } }] },
        { name: 'cat', tokens: [{ start: 'C', moves: { steps: 'rook', range: 1, stay: true } }] },
      ],
      first: 'mouse',
      ends: [
        { when: 'meet', winner: 'cat' },
        { when: 'on', side: 'cat', cells: 'F', winner: 'cat' },
        { when: 'on', side: 'mouse', cells: 'F', winner: 'mouse' },
      ],
      endless: 'cat',
    },
  },
  {
    id: 'two-cops',
    file: 'two-cops',
    name: 'Two cops and a robber on the Petersen graph',
    rules:
      'Cops and robbers on the Petersen graph: two cops start on vertex 0, the robber on vertex 7. On ' +
      'the cops’ turn each cop moves along an edge or stays; then the robber moves along an edge or ' +
      'stays. The cops win when a cop lands on the robber; if the robber is never caught, he wins.',
    history:
      'Cops and robbers was introduced by Quilliot (1978) and by Nowakowski and Winkler (1983); Aigner ' +
      'and Fromme (1984) defined the cop number. The Petersen graph needs three cops: two never catch a ' +
      'careful robber, which the solver proves position by position. (How many cops? on the main page ' +
      'finds the cop number of any graph.)',
    source: 'Aigner & Fromme, “A game of cops and robbers”, 1984; the Petersen graph has cop number 3',
    xy: [
      [0.5, 0.0],
      [0.9755, 0.3455],
      [0.7939, 0.9045],
      [0.2061, 0.9045],
      [0.0245, 0.3455],
      [0.5, 0.25],
      [0.7378, 0.4227],
      [0.6469, 0.7023],
      [0.3531, 0.7023],
      [0.2622, 0.4227],
    ],
    answer: { winner: 'robber', plies: null, byRule: true, positions: 1100 },
    design: {
      name: 'Two cops and a robber on the Petersen graph',
      board: {
        graph: {
          n: 10,
          edges: [
            [0, 1],
            [1, 2],
            [2, 3],
            [3, 4],
            [4, 0],
            [0, 5],
            [1, 6],
            [2, 7],
            [3, 8],
            [4, 9],
            [5, 7],
            [7, 9],
            [9, 6],
            [6, 8],
            [8, 5],
          ],
        },
      },
      sides: [
        {
          name: 'cops',
          tokens: [
            { start: 0, moves: { stay: true } },
            { start: 0, moves: { stay: true } },
          ],
        },
        { name: 'robber', tokens: [{ start: 7, moves: { stay: true } }] },
      ],
      first: 'cops',
      ends: [{ when: 'meet', winner: 'cops' }],
      endless: 'robber',
    },
  },
  {
    id: 'knight-king',
    file: 'knight-king',
    name: 'A knight hunting a king',
    rules:
      'On a 6 × 6 board a chess knight (N) hunts a king (K). The knight moves first and must move; the ' +
      'king steps to any neighbouring square or stays. Any meeting of the two is a capture by the ' +
      'knight. The king wins if he is not caught within 30 plies (and if play goes on for ever).',
    history:
      'A pursuit puzzle in the spirit of chess problems, written for this gallery: a knight is a poor ' +
      'hunter, since it can never attack the square it stands on and always changes colour.',
    source: 'Who Wins? designer template',
    answer: { winner: 'king', plies: null, byRule: true, positions: 2592 },
    design: {
      name: 'A knight hunting a king',
      board: { grid: ['N.....', '......', '......', '......', '......', '.....K'] },
      sides: [
        { name: 'knight', tokens: [{ start: 'N', moves: { steps: 'knight' } }] },
        { name: 'king', tokens: [{ start: 'K', moves: { steps: 'king', stay: true } }] },
      ],
      first: 'knight',
      ends: [{ when: 'meet', winner: 'knight' }],
      endless: 'king',
      limit: { plies: 30, winner: 'king' },
    },
  },
  ...HOUND_GAMES,
];

/** @type {(id: string) => GalleryGame | null} */
export const galleryById = (id) => GALLERY.find((g) => g.id === id) ?? null;

// The gallery's games of another kind than a design: each opens one of the page's presets (its own
// game, e.g. many tokens), with a picture of its graph and tokens (picture: a design-shaped sketch of
// the board and the tokens, for gallery/picture.js), its rules, history and source, and the answer
// from the start as the solver finds it (gamma: γ of each vertex as the page labels it; outcome for
// the player to move: 'win', 'loss' or 'draw'; web/test/gallery.test.mjs checks both on the module).
/**
 * @typedef {object} GalleryPresetGame
 * @property {string} id
 * @property {string} preset the page's preset it opens
 * @property {string} name
 * @property {string} rules
 * @property {string} history
 * @property {string} source
 * @property {{ n: number, edges: number[][], tokens: number[] }} graph 0-based, as the preset's
 * @property {number[][]} xy the picture's vertex positions in [0, 1]²
 * @property {{ gamma: string[], outcome: 'win' | 'loss' | 'draw' }} answer
 */
/** @type {GalleryPresetGame[]} */
export const GALLERY_PRESETS = [
  {
    id: 'wind-up',
    preset: 'sum-wind-up',
    name: 'Wind-up',
    rules:
      'Heaps of 0 to 4 counters, one token per heap; a turn takes 1 or 3 counters from one heap, wrapping ' +
      'around modulo 5 (from 1, taking 3 leaves 3), and an empty heap cannot be played. Who cannot move loses. ' +
      'The heaps are played as a sum: each turn moves one token. Here: heaps of 1 and 4, the first player to move.',
    history:
      'A loopy subtraction game: play can go round forever, so the Sprague–Grundy values of Nim are not ' +
      'enough. C. A. B. Smith’s generalized values γ (a number, or ∞ with the numbers it can reach) decide ' +
      'every sum: 0 and 4 are 0, and 1, 2, 3 are ∞{0} — a heap of 4 behaves like an empty one.',
    source:
      'C. A. B. Smith, “Graphs and composite games” (1966); Berlekamp, Conway & Guy, Winning Ways, ch. 12 ' +
      '“Games Eternal — Games Entailed”',
    graph: {
      n: 5,
      edges: [
        [1, 0],
        [1, 3],
        [2, 1],
        [2, 4],
        [3, 2],
        [3, 0],
        [4, 3],
        [4, 1],
      ],
      tokens: [1, 4],
    },
    xy: [
      [0.5, 0],
      [0.98, 0.35],
      [0.8, 0.95],
      [0.2, 0.95],
      [0.02, 0.35],
    ],
    answer: { gamma: ['0', '∞{0}', '∞{0}', '∞{0}', '0'], outcome: 'win' },
  },
];
export const galleryPresetById = (id) => GALLERY_PRESETS.find((g) => g.id === id) ?? null;
