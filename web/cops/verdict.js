// How many cops?'s answer when c(G) was not found, in words: the worker's verdict (the line
// `whowins cop-number` prints), ">K" when K cops lose, or ">L; why the count stopped" (more pieces
// than cops, or the next game past the page's memory budget): what was proved, and why no more.

import { esc } from '../lib/panels.js';
import { COP_NUMBER } from '../lib/games.js';

/** @type {(verdict: string | undefined) => { text: string, html: string }} */
export function notFound(verdict) {
  const m = /^>(\d+)(?:; (.*))?$/.exec(verdict ?? '') ?? [null, '3', null];
  const big = (s) => s.replace(/\d{5,}/g, (d) => BigInt(d).toLocaleString('en-US'));
  if (!m[2]) {
    const k = Number(m[1]);
    return {
      text: `c(G) > ${k}: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.`,
      html: `<b>c(G) &gt; ${k}</b>: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.${
        k < 4 ? ` The command line tries ${k + 1}: <code>whowins ${COP_NUMBER} --max-cops ${k + 1}</code>.` : ''
      }`,
    };
  }
  const why = big(m[2]);
  // Past the page's positions (its budget) the command line still fits a game of up to 3 GiB.
  const memory = /about ([\d.]+) ([MG])B of memory/.exec(why);
  const bytes = memory ? Number(memory[1]) * (memory[2] === 'G' ? 1e9 : 1e6) : Infinity;
  const budget =
    /memory budget of the page/.test(why) && bytes <= 3 * 2 ** 30
      ? ` The command line goes further (3 GiB): <code>whowins ${COP_NUMBER} --max-cops ${Number(m[1]) + 1}</code>.`
      : '';
  return { text: `c(G) > ${m[1]}; ${why}.`, html: `<b>c(G) &gt; ${m[1]}</b>; ${esc(why)}.${budget}` };
}
