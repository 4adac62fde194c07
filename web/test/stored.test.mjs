// lib/stored.js and lib/progress.js under faults: an unreadable value is reset and said, a full
// storage is said, and progress recorded by two pages (or kept only in one) is merged, not lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStored, writeStored, watchStorage } from '../lib/stored.js';
import { emptyProgress, record, updateProgress, loadProgress, mergeProgress } from '../lib/progress.js';

// A Storage in memory; `room` bytes of values at most (a full one throws as browsers do).
function memoryStorage(room = Infinity) {
  const items = new Map();
  const used = () => [...items.values()].reduce((n, v) => n + v.length, 0);
  return {
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem(k, v) {
      if (used() - (items.get(k)?.length ?? 0) + String(v).length > room) {
        const e = new Error('full');
        e.name = 'QuotaExceededError';
        throw e;
      }
      items.set(k, String(v));
    },
    removeItem: (k) => items.delete(k),
    get length() {
      return items.size;
    },
  };
}

test('an unreadable value is set aside, reset and said; the others stay', () => {
  const said = [];
  watchStorage((w) => said.push(w));
  const s = memoryStorage();
  s.setItem('bad', '{"a": ');
  s.setItem('wrong', '[1]');
  s.setItem('good', '{"n": 2}');
  assert.equal(readStored(s, 'bad', 'The bad one'), null);
  assert.equal(
    readStored(s, 'wrong', 'The wrong one', (v) => !Array.isArray(v)),
    null,
  );
  assert.deepEqual(readStored(s, 'good', 'The good one'), { n: 2 });
  assert.equal(readStored(s, 'none', 'Nothing'), null);
  assert.equal(s.getItem('bad'), null);
  assert.equal(s.getItem('wrong'), null);
  assert.equal(s.getItem('good'), '{"n": 2}');
  assert.deepEqual(said, [
    'The bad one could not be read and was reset',
    'The wrong one could not be read and was reset',
  ]);
});

test('a write past the room is refused and said', () => {
  const said = [];
  watchStorage((w) => said.push(w));
  const s = memoryStorage(20);
  assert.equal(writeStored(s, 'k', { a: 1 }, 'Small'), true);
  assert.equal(writeStored(s, 'k', { a: 'x'.repeat(40) }, 'Big'), false);
  assert.equal(s.getItem('k'), '{"a":1}');
  assert.match(said[0], /^Big could not be saved: .*full/);
});

test('two pages record one after the other: the second keeps the first one’s result', () => {
  const s = memoryStorage();
  const first = loadProgress(s),
    second = loadProgress(s);
  const a = updateProgress(s, first, (p) => record(p, 'a', 1200, 0)).progress;
  const b = updateProgress(s, second, (p) => record(p, 'b', 1200, 1)).progress;
  assert.deepEqual(Object.keys(b.results).sort(), ['a', 'b']);
  assert.deepEqual(
    loadProgress(s).history.map((h) => h.uid),
    ['a', 'b'],
  );
  assert.ok(a.results.a === 'missed' && !('b' in a.results));
});

test('a result only the page has (it could not be saved) is merged into the kept progress', () => {
  const kept = emptyProgress();
  record(kept, 'k', 1200, 1);
  const mine = structuredClone(kept);
  record(mine, 'm', 1200, 0);
  const merged = mergeProgress(kept, mine);
  assert.deepEqual(Object.keys(merged.results).sort(), ['k', 'm']);
  assert.deepEqual(
    merged.history.map((h) => h.uid),
    ['k', 'm'],
  );
  assert.equal(merged.rated, 2);
  assert.equal(merged.rating, mine.rating);
});
