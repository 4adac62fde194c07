// How many cops?'s answer when c(G) was not found, in words: the worker's verdict (the line
// `whowins cop-number` prints), ">K" when K cops lose, or ">L; why the count stopped" (more pieces
// than cops, or the next game past the page's memory budget): what was proved, why no more, and
// the command that goes further (with `--memory` when the command line's count needs more than its
// default 3 GiB).

import { esc } from '../lib/panels.js';
import { COP_NUMBER } from '../lib/games.js';

/** The most cops the solver takes (CopsGame::kMaxCops, `--max-cops` 1 to 8). */
export const MAX_COPS = 8;
const GIB = 2 ** 30;

/** @type {(words: string) => number} bytes of "850 MB" or "12.4 GB" (decimal units, as the verdict writes them) */
const bytesOf = (words) => {
  const m = /([\d.]+) ([MG])B/.exec(words);
  return m ? Number(m[1]) * (m[2] === 'G' ? 1e9 : 1e6) : Infinity;
};

/** @type {(verdict: string | undefined) => { text: string, html: string }} */
export function notFound(verdict) {
  const m = /^>(\d+)(?:; (.*))?$/.exec(verdict ?? '') ?? [null, '3', null];
  const big = (s) => s.replace(/\d{5,}/g, (d) => BigInt(d).toLocaleString('en-US'));
  if (!m[2]) {
    const k = Number(m[1]);
    return {
      text: `c(G) > ${k}: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.`,
      html: `<b>c(G) &gt; ${k}</b>: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.${
        k < MAX_COPS ? ` The command line tries ${k + 1}: <code>whowins ${COP_NUMBER} --max-cops ${k + 1}</code>.` : ''
      }`,
    };
  }
  const why = big(m[2]);
  // Past the page's budget the command line's count (no capture times: 3 bits a state) may fit: within its
  // default 3 GiB, or with --memory set to what it needs when that is at most 64 GiB.
  const cli = /the command line's count: about ([\d.]+ [MG]B)/.exec(why);
  const bytes = cli ? bytesOf(cli[1]) : Infinity;
  const next = Number(m[1]) + 1;
  const memoryFlag = bytes <= 3 * GIB ? '' : ` --memory ${Math.ceil(bytes / GIB)}G`;
  const budget =
    /memory budget of the page/.test(why) && bytes <= 64 * GIB && next <= MAX_COPS
      ? ` The command line goes further${memoryFlag ? ` with about ${cli?.[1]} of memory` : ''}: ` +
        `<code>whowins ${COP_NUMBER} --max-cops ${next}${memoryFlag}</code>.`
      : '';
  return { text: `c(G) > ${m[1]}; ${why}.`, html: `<b>c(G) &gt; ${m[1]}</b>; ${esc(why)}.${budget}` };
}
