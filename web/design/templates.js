// The designer's templates (pure data): designs to start from, each with a sentence on what it
// shows. Every one is a valid design (docs/design.md); the page solves them as they are.

export const TEMPLATES = [
  {
    id: 'police-and-thief', name: 'Police and thief',
    note: 'The built-in game as a design: the police steps like a king, the thief like a rook, both may pass; the thief escapes on an exit.',
    design: {
      name: 'Police and thief',
      board: { grid: ['P.....', '.**.*.', '.*..*E', '.*.**.', '.....T'], walls: '*' },
      sides: [
        { name: 'police', tokens: [{ start: 'P', moves: { steps: 'queen', range: 1, stay: true } }] },
        { name: 'thief', tokens: [{ start: 'T', moves: { steps: 'rook', range: 1, stay: true } }] },
      ],
      first: 'police',
      ends: [{ when: 'meet', winner: 'police' }, { when: 'on', side: 'thief', cells: 'E', winner: 'thief' }],
      endless: 'draw',
    },
  },
  {
    id: 'cat-and-mouse', name: 'Cat and mouse (LeetCode 913)',
    note: 'Seed 002 example 1 as a design: the cat may not enter the hole 0, neither may pass; a stuck cat is a draw.',
    design: {
      name: 'Cat and mouse',
      board: { graph: { adjacency: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]] } },
      sides: [
        { name: 'cat', stuck: 'draw', tokens: [{ start: 2, moves: { forbid: [0] } }] },
        { name: 'mouse', tokens: [{ start: 1, moves: {} }] },
      ],
      first: 'mouse',
      ends: [{ when: 'meet', winner: 'cat' }, { when: 'on', side: 'mouse', cells: [0], winner: 'mouse' }],
      endless: 'draw',
    },
  },
  {
    id: 'cat-and-mouse-2', name: 'Cat and Mouse II (LeetCode 1728)',
    note: 'LeetCode 1728 example 1: the mouse jumps up to 2 cells, the cat 1; whoever reaches the food F first wins, the cat also on the mouse; endless play is the cat’s.',
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
      limit: { plies: 1000, winner: 'cat' },
    },
  },
  {
    id: 'two-cops', name: 'Two cops and a robber',
    note: 'Cops and robbers on the Petersen graph: every cop moves or stays each turn. Two cops never catch the robber here — its cop number is 3.',
    design: {
      name: 'Two cops and a robber',
      board: { graph: { n: 10, edges: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [0, 5], [1, 6], [2, 7], [3, 8], [4, 9], [5, 7], [7, 9], [9, 6], [6, 8], [8, 5]] } },
      sides: [
        { name: 'cops', team: 'all', tokens: [{ start: 0, moves: { stay: true } }, { start: 0, moves: { stay: true } }] },
        { name: 'robber', tokens: [{ start: 7, moves: { stay: true } }] },
      ],
      first: 'cops',
      ends: [{ when: 'meet', winner: 'cops' }],
      endless: 'robber',
    },
  },
  {
    id: 'knight-king', name: 'A knight hunting a king',
    note: 'A knight alone can never corner a king that steps away: the map is the king’s almost everywhere, and the knight only wins where the king stands next to a knight’s jump.',
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
    },
  },
  {
    id: 'rook-tag', name: 'Rook tag in a maze',
    note: 'Our own: a rook that slides any distance hunts a runner who steps one cell and must move every turn; exits E save the runner. Who wins depends on the corridors.',
    design: {
      name: 'Rook tag in a maze',
      board: { grid: ['R...#....', '.##.#.##.', '.#.....#.', '.#.###.#E', '...#S....'] },
      sides: [
        { name: 'rook', tokens: [{ start: 'R', moves: { steps: 'rook', range: 0, stay: true } }] },
        { name: 'runner', tokens: [{ start: 'S', moves: { steps: 'rook' } }] },
      ],
      first: 'runner',
      ends: [{ when: 'meet', winner: 'rook' }, { when: 'on', side: 'runner', cells: 'E', winner: 'runner' }],
      endless: 'runner',
    },
  },
  {
    id: 'two-hounds', name: 'Two hounds and a hare',
    note: 'Our own: two hounds, only one of which moves each turn (team "one"), chase a hare on a ring with a shortcut; the hare must always move, a stuck hare is caught.',
    design: {
      name: 'Two hounds and a hare',
      board: { graph: { n: 12, edges: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], [8, 9], [9, 10], [10, 11], [11, 0], [0, 6], [3, 9]] } },
      sides: [
        { name: 'hounds', team: 'one', tokens: [{ start: 0, moves: {} }, { start: 6, moves: {} }] },
        { name: 'hare', stuck: 'loses', tokens: [{ start: 3, moves: {} }] },
      ],
      first: 'hare',
      ends: [{ when: 'meet', winner: 'hounds' }],
      endless: 'hare',
    },
  },
];

export const templateById = (id) => TEMPLATES.find((t) => t.id === id) ?? null;
