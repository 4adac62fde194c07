// Tests of the gallery's data (web/lib/gallery.js, docs/rules.md#the-gallerys-games): each card's design is its file in
// docs/designs exactly (what `whowins design` reads), its answer is what the CLI prints from the
// start, and the designer offers every card as a template. The games themselves are checked
// against brute forces from their rules in tests/test_gallery.cpp.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GALLERY } from '../lib/gallery.js';
import { TEMPLATES } from '../design/templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'build', 'native', 'whowins');

test('the gallery has the games docs/rules.md names, each with its rules, history, source and answer', () => {
  const names = GALLERY.map((g) => g.name).join(' | ');
  for (const want of [
    /Police and thief/,
    /LeetCode 913/,
    /LeetCode 1728/,
    /Two cops/,
    /knight/,
    /Fox and Hounds/,
    /Hare and Hounds/,
  ])
    assert.match(names, want);
  for (const g of GALLERY) {
    for (const k of ['rules', 'history', 'source']) assert.ok(g[k].length > 20, `${g.id}: ${k}`);
    assert.equal(typeof g.answer.positions, 'number');
  }
  assert.equal(new Set(GALLERY.map((g) => g.id)).size, GALLERY.length);
});

test('each gallery design is docs/designs/<file>.json, and the designer offers it as a template', () => {
  for (const g of GALLERY) {
    const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs', 'designs', `${g.file}.json`), 'utf8'));
    assert.deepEqual(g.design, doc, g.id);
    assert.deepEqual(TEMPLATES.find((t) => t.id === g.id)?.design, g.design, `template ${g.id}`);
  }
});

test("each gallery answer is the CLI's: whowins design < docs/designs/<file>.json", () => {
  assert.ok(fs.existsSync(CLI), `no CLI at ${CLI}: build it first (bash scripts/build.sh native)`);
  for (const g of GALLERY) {
    const file = path.join(ROOT, 'docs', 'designs', `${g.file}.json`);
    const line = execFileSync(CLI, ['design'], { input: fs.readFileSync(file) })
      .toString()
      .trim();
    assert.equal(line, g.answer.winner ?? 'draw', g.id);
    const j = JSON.parse(
      execFileSync(CLI, ['design', '--json'], { input: fs.readFileSync(file), maxBuffer: 1 << 30 }).toString(),
    );
    assert.equal(j.start.winner, g.answer.winner, g.id);
    assert.equal(j.start.depth, g.answer.plies, g.id);
    assert.equal(!!j.start.by_rule, g.answer.byRule, g.id);
    assert.equal(j.positions.length, g.answer.positions, g.id);
  }
});

test('words agree with the side: the hounds win, the cat wins; plurals with separators', async () => {
  const { wins, loses, plural } = await import('../lib/words.js');
  assert.equal(wins('hounds'), 'win');
  assert.equal(wins('cops'), 'win');
  assert.equal(wins('cat'), 'wins');
  assert.equal(wins('fox'), 'wins');
  assert.equal(loses('hounds'), 'lose');
  assert.equal(plural(1, 'ply', 'plies'), '1 ply');
  assert.equal(plural(4098560000, 'position'), '4,098,560,000 positions');
});

test("a move in words: one hound's step, even when it renumbers the sorted hounds", async () => {
  const { moveWords } = await import('../lib/session-values.js');
  const tokens = [
    { label: 'hounds 1', side: 0 },
    { label: 'hounds 2', side: 0 },
    { label: 'hounds 3', side: 0 },
    { label: 'hare', side: 1 },
  ];
  const where = (v) => `vertex ${v}`;
  assert.equal(moveWords([0, 1, 3, 10], [1, 2, 3, 10], tokens, where), 'hounds 1 vertex 0 → vertex 2');
  assert.equal(moveWords([0, 1, 3, 10], [0, 1, 5, 10], tokens, where), 'hounds 3 vertex 3 → vertex 5');
  assert.equal(moveWords([0, 1, 3, 10], [0, 1, 3, 9], tokens, where), 'hare vertex 10 → vertex 9');
  assert.equal(moveWords([0, 1, 3, 10], [0, 1, 3, 10], tokens, where), 'pass (stay)');
  const cops = [
    { label: 'cops 1', side: 0 },
    { label: 'cops 2', side: 0 },
    { label: 'robber', side: 1 },
  ];
  assert.equal(moveWords([0, 0, 7], [1, 5, 7], cops, where), 'cops 1 vertex 0 → vertex 1, cops 2 vertex 0 → vertex 5');
});

test('a token keeps its name for the whole game, though the session keeps the hounds in order of place', async () => {
  const { moveWords, followNames } = await import('../lib/session-values.js');
  const tokens = [
    { label: 'hounds 1', side: 0 },
    { label: 'hounds 2', side: 0 },
    { label: 'hounds 3', side: 0 },
    { label: 'hare', side: 1 },
  ];
  const where = (v) => `vertex ${v}`;
  const start = followNames([], null, [0, 1, 3, 10], tokens);
  assert.deepEqual(start, [0, 1, 2, 3]);
  // Hounds 1 steps from 0 to 2: sorted, it is now at index 1, and hounds 2 (on 1) at index 0.
  const after = followNames([0, 1, 3, 10], start, [1, 2, 3, 10], tokens);
  assert.deepEqual(after, [1, 0, 2, 3]);
  // Hounds 1 steps on from 2 to 4: named hounds 1, though at index 1.
  assert.equal(moveWords([1, 2, 3, 10], [1, 3, 4, 10], tokens, where, after), 'hounds 1 vertex 2 → vertex 4');
  assert.deepEqual(followNames([1, 2, 3, 10], after, [1, 3, 4, 10], tokens), [1, 2, 0, 3]);
});
