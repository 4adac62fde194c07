// Tests of How many cops?'s answer in words when c(G) was not found (web/cops/verdict.js): the verdicts the cop-number
// session writes, up to 8 cops, and the command that goes further — with --memory when the command line needs it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { notFound, MAX_COPS } from '../cops/verdict.js';

test('cops verdict: K cops lose — the command line tries K + 1 up to 8 cops', () => {
  assert.equal(MAX_COPS, 8);
  const four = notFound('>4');
  assert.equal(four.text, 'c(G) > 4: 4 cops do not suffice here.');
  assert.match(four.html, /<code>whowins cop-number --max-cops 5<\/code>/);
  assert.match(notFound('>7').html, /--max-cops 8/);
  assert.doesNotMatch(notFound('>8').html, /--max-cops/);
  assert.equal(notFound('>1').text, 'c(G) > 1: 1 cop does not suffice here.');
});

test('cops verdict: past the page’s budget — what the command line would need, and --memory past its 3 GiB', () => {
  const page = (k, cli) =>
    `>${k - 1}; ${k} cops need 27474020000 positions, past the memory budget of the page (600000000 positions); ` +
    `about 19.0 GB of memory (the command line's count: about ${cli})`;
  const fits = notFound(page(4, '850 MB'));
  assert.match(fits.text, /^c\(G\) > 3; 4 cops need 27,474,020,000 positions, past the memory budget of the page/);
  assert.match(fits.html, /The command line goes further: <code>whowins cop-number --max-cops 4<\/code>\./);
  const big = notFound(page(4, '6.7 GB'));
  // 6.7 GB is 6.24 GiB: --memory 7G.
  assert.match(
    big.html,
    /The command line goes further with about 6.7 GB of memory: <code>whowins cop-number --max-cops 4 --memory 7G<\/code>\./,
  );
  // Past 64 GiB, or past 8 cops, no command is offered.
  assert.doesNotMatch(notFound(page(4, '900.0 GB')).html, /goes further/);
  assert.doesNotMatch(notFound(page(9, '1 MB')).html, /goes further/);
  // More pieces than cops: the reason alone.
  const pieces = notFound('>3; 5 pieces, each needs its own cop');
  assert.equal(pieces.text, 'c(G) > 3; 5 pieces, each needs its own cop.');
  assert.doesNotMatch(pieces.html, /goes further/);
});
