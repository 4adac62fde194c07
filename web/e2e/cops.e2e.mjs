// Browser tests of cops and robbers (How many cops?): the cop number of presets against
// `whowins cop-number`, the capture map, play as the robber (caught within the promised
// rounds) and as the cops (the solver hides), on a graph and on a police-and-thief board.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';
import { withPage } from './page.e2e.mjs';
import { PRESETS } from '../graph/presets.js';

const CLI = path.join(ROOT, 'build', 'native', 'whowins');
const copsText = (page) => page.textContent('#cops-body');
async function findOut(page) {
  await page.click('#cops-button');
  await page.waitForFunction(() => /c\(G\)/.test(document.getElementById('cops-body').textContent), null, { timeout: 30000 });
}

export const tests = [];

tests.push({
  name: 'cops: every cops-and-robbers preset gives whowins cop-number’s c(G) and capture time; the map covers every vertex',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      for (const p of PRESETS.filter((x) => x.group === 'Cops and robbers')) {
        await page.selectOption('#preset-select', p.id);
        await page.waitForFunction((n) => window.whowins.model.n === n, Number(p.text.split(' ')[0]));
        await findOut(page);
        const [c, , time] = execFileSync(CLI, ['cop-number', '--stats'], { input: p.text }).toString().split('\n');
        const t = await copsText(page);
        assert.match(t, new RegExp(`c\\(G\\) = ${c}:`), p.id);
        assert.match(t, new RegExp(`within ${time.split(' ')[1]} round`), p.id);
        assert.equal(await page.locator('#cops-body circle.v').count(), Number(p.text.split(' ')[0]), p.id);
      }
    });
  },
});

tests.push({
  name: 'cops: play the robber on the 5 × 5 grid — the cops catch him within the capture time',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-grid');
      await page.waitForFunction(() => window.whowins.model.n === 25);
      await findOut(page);
      await page.click('[data-cops="robber"]');
      // Hide on a vertex without a cop, then keep running to the neighbour caught last.
      for (let turn = 0; turn < 12; turn++) {
        const phase = await page.evaluate(() => document.getElementById('cops-body').textContent);
        if (/Over after/.test(phase)) break;
        const v = await page.evaluate(() => {
          const circles = [...document.querySelectorAll('#cops-body circle.v')];
          const free = circles.filter((c) => !/caught in 0 rounds/.test(c.textContent));
          return Number((free.find((c) => /never/.test(c.textContent)) ?? free.at(-1)).dataset.cv);
        });
        await page.locator(`#cops-body circle.v[data-cv="${v}"]`).click({ force: true });
        await page.waitForTimeout(700);
      }
      assert.match(await copsText(page), /Over after \d+ round/);
      assert.match(await page.textContent('#status'), /Caught in \d+ round|That vertex has a cop|neighbour/);
    });
  },
});

tests.push({
  name: 'cops: on a police-and-thief board the cop number is asked of its free cells; play the cops: the solver hides',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#game-select', 'cop-thief');
      await page.waitForFunction(() => !!window.whowins.board?.solution);
      await findOut(page);
      assert.match(await copsText(page), /c\(G\) = [123]/);
      await page.click('[data-cops="cops"]');
      const k = Number(/c\(G\) = (\d)/.exec(await copsText(page))[1]);
      for (let i = 0; i < k; i++) await page.locator('#cops-body circle.v').nth(i * 7).click({ force: true });
      await page.waitForFunction(() => /hides at|Nowhere to hide/.test(document.getElementById('status').textContent));
    });
  },
});

tests.push({
  name: 'cops: Why? — the cops’ strategy tree against the robber’s best hiding place, down to the capture',
  async fn(env) {
    await withPage(env, {}, async (page) => {
      await page.selectOption('#preset-select', 'cops-cycle');
      await page.waitForFunction(() => window.whowins.model.n === 8);
      await findOut(page);
      await page.click('[data-cops="why"]');
      await page.waitForFunction(() => !document.getElementById('cops-why').hidden);
      const t = await page.textContent('#cops-why');
      assert.match(t, /Why 2 cops suffice/);
      assert.match(t, /caught/);
    });
  },
});
