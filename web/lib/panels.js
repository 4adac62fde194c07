// HTML for the side panels: the one escaping helper and the list view of graphs
// too big to draw (the position view is the kit's explorer's, kit/explorer-panel.js). Pure
// string building.

/** @type {(s: unknown) => string} */
export const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const fmt = (x) => Number(x).toLocaleString('en-US');

// The list view for graphs too big to draw: its size, the vertex search, and the session's
// counts and depth histogram (counts: their HTML, lib/two-token-counts.js's countsHtml; null
// before a solve).
/**
 * @param {{ n: number, m: number, counts: string | null, limit: number, solving?: boolean }} ctx
 * @returns {string}
 */
export function bigViewHtml(ctx) {
  const { n, m, counts, limit } = ctx;
  let html =
    `<div class="big-inner">
    <h2>${fmt(n)} vertices · ${fmt(m)} edges</h2>
    <p class="muted">Too big to draw (the drawing stops at ${fmt(limit)} vertices): the graph is solved ` +
    `all the same — counts, depths and any vertex’s moves are below and on the right.</p>
    <form class="goto big-goto" data-action="goto-form" autocomplete="off">
      <label for="big-goto-input">Find a vertex</label>
      <input id="big-goto-input" type="text" inputmode="numeric" placeholder="vertex number" size="12">
      <button type="submit" class="button">Show its moves</button>
    </form>`;
  if (counts === null) {
    html += `<p class="muted">${ctx.solving ? 'Solving…' : 'Not solved yet: press Solve (Enter).'}</p></div>`;
    return html;
  }
  return html + `<div class="big-stats">${counts}</div></div>`;
}
