// The designer's templates (pure data): designs to start from, each with a sentence on what it
// shows. Every one is a valid design (docs/design.md); the page solves them as they are.

import { GALLERY } from '../lib/gallery.js';

// The gallery's games first (lib/gallery.js), then designs of our own.
export const TEMPLATES = [
  ...GALLERY.map((g) => ({ id: g.id, name: g.name, note: g.rules, design: g.design })),
  {
    id: 'rook-tag',
    name: 'Rook tag in a maze',
    note:
      'Our own: a rook that slides any distance hunts a runner who steps one cell and must move ' +
      'every turn; exits E save the runner. Who wins depends on the corridors.',
    design: {
      name: 'Rook tag in a maze',
      board: { grid: ['R...#....', '.##.#.##.', '.#.....#.', '.#.###.#E', '...#S....'] },
      sides: [
        { name: 'rook', tokens: [{ start: 'R', moves: { steps: 'rook', range: 0, stay: true } }] },
        { name: 'runner', tokens: [{ start: 'S', moves: { steps: 'rook' } }] },
      ],
      first: 'runner',
      ends: [
        { when: 'meet', winner: 'rook' },
        { when: 'on', side: 'runner', cells: 'E', winner: 'runner' },
      ],
      endless: 'runner',
    },
  },
  {
    id: 'two-hounds',
    name: 'Two hounds and a hare',
    note:
      'Our own: two hounds, only one of which moves each turn (team "one"), chase a hare on a ring ' +
      'with a shortcut; the hare must always move, a stuck hare is caught.',
    design: {
      name: 'Two hounds and a hare',
      board: {
        graph: {
          n: 12,
          edges: [
            [0, 1],
            [1, 2],
            [2, 3],
            [3, 4],
            [4, 5],
            [5, 6],
            [6, 7],
            [7, 8],
            [8, 9],
            [9, 10],
            [10, 11],
            [11, 0],
            [0, 6],
            [3, 9],
          ],
        },
      },
      sides: [
        {
          name: 'hounds',
          team: 'one',
          tokens: [
            { start: 0, moves: {} },
            { start: 6, moves: {} },
          ],
        },
        { name: 'hare', stuck: 'loses', tokens: [{ start: 3, moves: {} }] },
      ],
      first: 'hare',
      ends: [{ when: 'meet', winner: 'hounds' }],
      endless: 'hare',
    },
  },
];

export const templateById = (id) => TEMPLATES.find((t) => t.id === id) ?? null;
// A template's id in the page's preset menu and in ?preset= (design:<id>).
export const templatePresetId = (template) => `design:${template.id}`;
