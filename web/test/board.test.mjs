// Tests for the cop-thief board text format, resizing, generators and presets (web/cop-thief/board.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FREE,
  WALL,
  EXIT,
  parseBoard,
  boardToText,
  boardCells,
  resizeBoard,
  randomOpenField,
  randomMaze,
  rng,
  stepsFrom,
  BOARD_PRESETS,
  boardPreset,
  emptyBoard,
} from '../cop-thief/board.js';

test('board text: reads and writes back the same text', () => {
  const text = '3 4\nP..E\n.*..\n..T.\n';
  const r = parseBoard(text);
  assert.ok(r.ok);
  const b = r.board;
  assert.deepEqual([b.rows, b.cols, b.police, b.thief], [3, 4, 0, 10]);
  assert.equal(b.grid[3], EXIT);
  assert.equal(b.grid[5], WALL);
  assert.equal(b.grid[1], FREE);
  assert.equal(boardToText(b), text);
  assert.equal(boardCells(b), 'P..E.*....T.');
});

test('board text: C is the police too, CRLF and blank lines around are accepted', () => {
  const r = parseBoard('\r\n2 2\r\nC.\r\n.T\r\n\r\n');
  assert.ok(r.ok);
  assert.equal(r.board.police, 0);
  assert.equal(boardToText(r.board), '2 2\nP.\n.T\n');
});

test('board text: errors name the line', () => {
  const cases = [
    ['', 1, /empty/],
    ['3\nP..\n', 1, /"n m"/],
    ['0 3\n', 1, /1\.\.128/],
    ['2 3\nP..\n.X.\n', 3, /unknown character 'X' at column 2/],
    ['2 3\nP..\n..\n', 3, /2 characters, expected 3/],
    ['3 3\nP..\n..T\n', 4, /row 3 of 3 is missing/],
    ['2 2\nPP\n.T\n', 2, /second police/],
    ['2 2\nP.\n..\n', 1, /no thief/],
    ['2 2\n..\n.T\n', 1, /no police/],
    ['2 2\nP.\n.T\nxx\n', 4, /after the 2 rows/],
  ];
  for (const [text, line, re] of cases) {
    const r = parseBoard(text);
    assert.equal(r.ok, false, text);
    assert.equal(r.error.line, line, `${JSON.stringify(text)}: ${r.error.message}`);
    assert.match(r.error.message, re);
  }
});

test('resize keeps the top-left part and drops tokens outside', () => {
  const b = parseBoard('3 3\nP.*\n...\n..T\n').board;
  const s = resizeBoard(b, 2, 5);
  assert.equal(boardToText(s).split('\n').slice(0, 3).join('\n'), '2 5\nP.*..\n.....');
  assert.equal(s.thief, -1);
  const big = resizeBoard(b, 500, 0);
  assert.deepEqual([big.rows, big.cols], [128, 1]);
});

test('generators: sizes, one police, one thief, an exit, reproducible with a seed', () => {
  for (const gen of [randomOpenField, randomMaze]) {
    for (const [r, c] of [
      [1, 1],
      [1, 5],
      [8, 8],
      [7, 13],
      [128, 128],
    ]) {
      const b = gen(r, c, rng(42));
      assert.equal(b.grid.length, r * c);
      if (r * c >= 2) {
        assert.ok(b.police >= 0 && b.thief >= 0 && b.police !== b.thief);
        assert.notEqual(b.grid[b.police], WALL);
        assert.notEqual(b.grid[b.thief], WALL);
        const text = boardToText(b);
        assert.ok(parseBoard(text).ok, text.slice(0, 100));
      }
      if (r * c >= 3) assert.ok(b.grid.includes(EXIT));
      assert.equal(boardToText(gen(r, c, rng(42))), boardToText(b));
    }
  }
});

test('the maze is connected: every free cell reachable from the police along the axes', () => {
  const b = randomMaze(41, 57, rng(7));
  const seen = new Uint8Array(b.grid.length);
  const stack = [b.police];
  seen[b.police] = 1;
  while (stack.length) {
    const i = stack.pop();
    for (const j of stepsFrom(b, i, false))
      if (!seen[j]) {
        seen[j] = 1;
        stack.push(j);
      }
  }
  for (let i = 0; i < b.grid.length; i++) if (b.grid[i] !== WALL) assert.equal(seen[i], 1, `cell ${i}`);
});

test('moves: the police 8 directions + pass, the thief 4 + pass, not onto walls', () => {
  const b = parseBoard('3 3\n*.*\n.P.\n*.T\n').board;
  assert.deepEqual(
    stepsFrom(b, 4, true).sort((x, y) => x - y),
    [1, 3, 4, 5, 7, 8],
  );
  assert.deepEqual(
    stepsFrom(b, 4, false).sort((x, y) => x - y),
    [1, 3, 4, 5, 7],
  );
  assert.deepEqual(stepsFrom(emptyBoard(1, 1), 0, true), [0]);
});

test('presets parse', () => {
  assert.ok(BOARD_PRESETS.length >= 5);
  for (const p of BOARD_PRESETS) assert.ok(boardPreset(p.id).board.police >= 0, p.id);
});
