// Browser tests of bad and huge input on the page's thread: a 50 MB cat-and-mouse paste is read
// in a worker (the page keeps running, the graph is kept on refusal), and a 1 GB file is refused
// by its size before it is read.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitSolved, ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';

// Starts counting the longest gap between 20 ms timer ticks on the page's thread.
async function startTicks(page) {
  await page.evaluate(() => {
    window.__gap = 0;
    let last = performance.now();
    window.__timer = setInterval(() => {
      const t = performance.now();
      window.__gap = Math.max(window.__gap, t - last);
      last = t;
    }, 20);
  });
}
const longestGap = (page) =>
  page.evaluate(() => {
    clearInterval(window.__timer);
    return window.__gap;
  });

export const tests = [
  {
    name: "hardening: a 50 MB cat-and-mouse paste is read off the page's thread; a bad one keeps the graph",
    async fn(env) {
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        await page.selectOption('#game-select', 'cat-mouse');
        await waitSolved(page, 60000);
        const before = await page.evaluate(() => window.whowins.model.n);
        // A path of 3.3 M nodes as the LeetCode adjacency list, with one bad entry at the end.
        const size = await page.evaluate(() => {
          const n = 3_300_000,
            parts = ['[[1]'];
          for (let i = 1; i < n - 1; i++) parts.push(`,[${i - 1},${i + 1}]`);
          parts.push(',[x]]');
          window.__text = parts.join('');
          return window.__text.length;
        });
        await startTicks(page); // from the paste on: the page's own work
        await page.evaluate(() => {
          const dt = new DataTransfer();
          dt.setData('text/plain', window.__text);
          window.__text = null;
          document
            .getElementById('graph-text')
            .dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        });
        assert.ok(size > 50_000_000, `${size} characters`);
        assert.match(await page.locator('#graph-text').inputValue(), /too long to show here/);
        await page.click('#read-text');
        await page.waitForFunction(() => /Line/.test(document.getElementById('parse-message').textContent), null, {
          timeout: 120000,
        });
        const gap = await longestGap(page);
        assert.match(await page.locator('#parse-message').textContent(), /Line 1:/);
        assert.equal(await page.evaluate(() => window.whowins.model.n), before, 'the graph is kept');
        assert.ok(gap < 1500, `the page's thread stopped for ${Math.round(gap)} ms`);
        console.log(`    (50 MB cat-and-mouse paste: longest pause of the page's thread ${Math.round(gap)} ms)`);
      });
    },
  },
  {
    name: 'hardening: a 1 GB file is refused by its size at once, naming the command line',
    async fn(env) {
      const file = path.join(ROOT, 'build', 'e2e-data', 'one-gigabyte.txt');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      if (!fs.existsSync(file) || fs.statSync(file).size !== 2 ** 30) {
        const fd = fs.openSync(file, 'w');
        fs.writeSync(fd, '3 2\n1 2\n2 3\n');
        fs.ftruncateSync(fd, 2 ** 30); // sparse: no gigabyte written to the disk
        fs.closeSync(fd);
      }
      await withPage(env, {}, async (page) => {
        await waitSolved(page);
        const before = await page.evaluate(() => window.whowins.model.n);
        await startTicks(page);
        const t0 = Date.now();
        await page.setInputFiles('#file-input', file);
        await page.waitForFunction(() => /MB/.test(document.getElementById('parse-message').textContent));
        const ms = Date.now() - t0,
          gap = await longestGap(page);
        const message = await page.locator('#parse-message').textContent();
        assert.match(
          message,
          /one-gigabyte\.txt is 1,024 MB: the page reads files up to 256 MB\. The command line reads any size: whowins \S+ < one-gigabyte\.txt/,
        );
        assert.equal(await page.evaluate(() => window.whowins.model.n), before, 'the graph is kept');
        assert.ok(gap < 1000, `the page's thread stopped for ${Math.round(gap)} ms`);
        console.log(`    (1 GB file refused in ${ms} ms, longest pause ${Math.round(gap)} ms)`);
      });
    },
  },
];
