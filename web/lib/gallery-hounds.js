// The gallery's hunts on a graph board (lib/gallery.js): Fox and Hounds and Hare and Hounds, written as designs,
// each with its rules, history, source and the exact answer from the start (what `whowins design --json` prints).

/** @type {import('./gallery.js').GalleryGame[]} */
export const HOUND_GAMES = [
  {
    id: 'fox-and-hounds',
    file: 'fox-and-hounds',
    name: 'Fox and Hounds',
    rules:
      'On the dark squares of an 8 × 8 draughts board, four hounds start on one edge and the fox in a ' +
      'corner of the other. The fox moves one square diagonally in any direction; a hound moves one ' +
      'square diagonally forward; only one piece moves each turn and no two pieces share a square. The ' +
      'fox wins by reaching the hounds’ edge; the hounds win when the fox cannot move. The fox moves first.',
    history:
      'An old game of the fox-and-geese family, played with draughts pieces. Its classical result, ' +
      'analysed in Berlekamp, Conway and Guy’s Winning Ways, is a win for the hounds with correct play ' +
      '— which the solver confirms exactly, over more than three million positions.',
    source: 'Berlekamp, Conway & Guy, Winning Ways for your Mathematical Plays',
    answer: { winner: 'hounds', plies: 44, byRule: false, positions: 3351040 },
    design: {
      name: 'Fox and Hounds',
      board: {
        grid: ['#H#H#H#H', '.#.#.#.#', '#.#.#.#.', '.#.#.#.#', '#.#.#.#.', '.#.#.#.#', '#.#.#.#.', 'F#.#.#.#'],
        walls: '#',
      },
      sides: [
        {
          name: 'fox',
          tokens: [
            {
              start: 'F',
              moves: {
                steps: [
                  [-1, -1],
                  [-1, 1],
                  [1, -1],
                  [1, 1],
                ],
                blocked: 'all',
              },
            },
          ],
        },
        {
          name: 'hounds',
          team: 'one',
          tokens: [
            {
              start: [0, 1],
              moves: {
                steps: [
                  [1, -1],
                  [1, 1],
                ],
                blocked: 'all',
              },
            },
            {
              start: [0, 3],
              moves: {
                steps: [
                  [1, -1],
                  [1, 1],
                ],
                blocked: 'all',
              },
            },
            {
              start: [0, 5],
              moves: {
                steps: [
                  [1, -1],
                  [1, 1],
                ],
                blocked: 'all',
              },
            },
            {
              start: [0, 7],
              moves: {
                steps: [
                  [1, -1],
                  [1, 1],
                ],
                blocked: 'all',
              },
            },
          ],
        },
      ],
      first: 'fox',
      ends: [{ when: 'on', side: 'fox', cells: 'H', winner: 'fox' }],
    },
  },
  {
    id: 'hare-and-hounds',
    file: 'hare-and-hounds',
    name: 'Hare and Hounds',
    rules:
      'The 11-point board of the French military game: three hounds start on the left end and the two ' +
      'corners next to it, the hare on the right end. The hounds move first; one hound moves each turn, ' +
      'one step along a line to the right, up or down, never back to the left; the hare steps along any ' +
      'line. No two pieces share a point. The hounds win by trapping the hare so that it cannot move; ' +
      'if they never can, the hare wins (its escape past the hounds, and the hounds’ stalling, are both ' +
      'play that never ends).',
    history:
      'A nineteenth-century French game (“le jeu militaire”), studied by Édouard Lucas and analysed in ' +
      'Winning Ways. With correct play the hounds trap the hare.',
    source: 'Berlekamp, Conway & Guy, Winning Ways for your Mathematical Plays',
    xy: [
      [0, 0.5],
      [0.25, 0.2],
      [0.25, 0.5],
      [0.25, 0.8],
      [0.5, 0.2],
      [0.5, 0.5],
      [0.5, 0.8],
      [0.75, 0.2],
      [0.75, 0.5],
      [0.75, 0.8],
      [1, 0.5],
    ],
    answer: { winner: 'hounds', plies: 23, byRule: false, positions: 6292 },
    design: {
      name: 'Hare and Hounds',
      board: {
        graph: {
          n: 11,
          edges: [
            [0, 1],
            [0, 2],
            [0, 3],
            [1, 2],
            [2, 3],
            [4, 5],
            [5, 6],
            [7, 8],
            [8, 9],
            [1, 4],
            [4, 7],
            [2, 5],
            [5, 8],
            [3, 6],
            [6, 9],
            [7, 10],
            [8, 10],
            [9, 10],
            [1, 5],
            [5, 9],
            [3, 5],
            [5, 7],
          ],
        },
      },
      sides: [
        {
          name: 'hounds',
          team: 'one',
          tokens: [
            {
              start: 0,
              moves: {
                edges: [
                  [0, 1],
                  [0, 2],
                  [0, 3],
                  [1, 2],
                  [2, 1],
                  [2, 3],
                  [3, 2],
                  [4, 5],
                  [5, 4],
                  [5, 6],
                  [6, 5],
                  [7, 8],
                  [8, 7],
                  [8, 9],
                  [9, 8],
                  [1, 4],
                  [4, 7],
                  [2, 5],
                  [5, 8],
                  [3, 6],
                  [6, 9],
                  [7, 10],
                  [8, 10],
                  [9, 10],
                  [1, 5],
                  [5, 9],
                  [3, 5],
                  [5, 7],
                ],
                blocked: 'all',
              },
            },
            {
              start: 1,
              moves: {
                edges: [
                  [0, 1],
                  [0, 2],
                  [0, 3],
                  [1, 2],
                  [2, 1],
                  [2, 3],
                  [3, 2],
                  [4, 5],
                  [5, 4],
                  [5, 6],
                  [6, 5],
                  [7, 8],
                  [8, 7],
                  [8, 9],
                  [9, 8],
                  [1, 4],
                  [4, 7],
                  [2, 5],
                  [5, 8],
                  [3, 6],
                  [6, 9],
                  [7, 10],
                  [8, 10],
                  [9, 10],
                  [1, 5],
                  [5, 9],
                  [3, 5],
                  [5, 7],
                ],
                blocked: 'all',
              },
            },
            {
              start: 3,
              moves: {
                edges: [
                  [0, 1],
                  [0, 2],
                  [0, 3],
                  [1, 2],
                  [2, 1],
                  [2, 3],
                  [3, 2],
                  [4, 5],
                  [5, 4],
                  [5, 6],
                  [6, 5],
                  [7, 8],
                  [8, 7],
                  [8, 9],
                  [9, 8],
                  [1, 4],
                  [4, 7],
                  [2, 5],
                  [5, 8],
                  [3, 6],
                  [6, 9],
                  [7, 10],
                  [8, 10],
                  [9, 10],
                  [1, 5],
                  [5, 9],
                  [3, 5],
                  [5, 7],
                ],
                blocked: 'all',
              },
            },
          ],
        },
        { name: 'hare', tokens: [{ start: 10, moves: { blocked: 'all' } }] },
      ],
      first: 'hounds',
      ends: [],
      endless: 'hare',
    },
  },
];
