// How many cops?'s card and board: the answer (c(G), the placement, the capture time, or what was
// proved), the capture map painted on the feature's own board (cops/map.js) for the position the
// kit's explorer shows, words saying what the board shows at that moment, and the explorer's panel
// (the position, play, hint, take back, the moves best first, the best line).

import { $, esc, fmt } from '../ui/page.js';
import { currentFeature } from '../shell/features.js';
import { plural, roundWords, roundUnitName } from '../lib/words.js';
import { capturePaint, sharedHtml, legendHtml } from './map.js';
import { notFound } from './verdict.js';
import { cops, shownPlaces, roundsPlayed } from './state.js';
import { clickPlace, announce } from './play.js';

// The feature's { key, graph(), show(paint), board() } (the graph built only when asked), or null.
export const sourceOf = () => currentFeature()?.copGraph?.() ?? null;

// The capture map of the placement shown (null while it is asked, or while cops are placed).
function shownMap(shown) {
  if (!shown || cops.placing || !cops.game) return null;
  const map = cops.game.captureKnown(shown.placement);
  if (!map)
    cops.game
      .captureMap(shown.placement)
      .then(render)
      .catch(() => {});
  return map;
}

// The capture map on the feature's own board through its show(paint): 'capture' (painted),
// 'outcomes' (the user asked for the feature's map back), or 'none' (no map to paint).
function paintMain(shown, map) {
  const show = sourceOf()?.show;
  if (!show || !cops.graph || !cops.answer?.cops || !shown) {
    unpaint();
    return 'none';
  }
  if (!cops.onMain) {
    unpaint();
    return 'outcomes';
  }
  cops.shownOn = show;
  const hinted = (v) => !!cops.explorer?.play && cops.explorer.hintedAt(v);
  show(capturePaint(cops.graph, cops.answer, { ...shown, map, hinted }, (v) => clickPlace(v)));
  return 'capture';
}
export function unpaint() {
  const show = cops.shownOn;
  cops.shownOn = null;
  show?.(null);
}

// What the board shows now, in words (the card never describes a map the board does not show).
function boardWords(painted, shown, map) {
  const unit = cops.graph.unit ?? 'vertex',
    names = (list) => list.map((v) => cops.graph.name(v)).join(', ');
  const where = `click a ${unit}${cops.graph.box ? ', or type its number in the vertex box' : ''}`;
  if (painted === 'none')
    return `The board shows the game’s own map, not a capture map${
      cops.answer?.cops ? '' : ': no placement of these cops catches the robber'
    }.`;
  if (painted === 'outcomes') return 'The board shows the game’s outcome map again, not the cops’.';
  if (cops.placing)
    return (
      `The board shows the cops placed so far${cops.placing.length ? ` (on ${names(cops.placing)})` : ''}, ` +
      `no map until all ${cops.answer.cops} stand: ${where} for cop ${cops.placing.length + 1}.`
    );
  const robber = shown.robber === null ? '' : ` The robber is on ${cops.graph.name(shown.robber)}.`;
  if (!map) return `The board shows the cops on ${names(shown.placement)}; their map is being asked.${robber}`;
  const play = cops.explorer.play;
  return (
    `The map on the board: per robber ${unit}, the ${roundUnitName(2)} the cops on ${names(shown.placement)} need to ` +
    `catch him (∞: never).${robber} ` +
    (play?.over
      ? `Over after ${roundWords(roundsPlayed())}.`
      : play
        ? `${cops.stepping ? `Cop ${cops.stepping.length + 1} next: ${where}` : where[0].toUpperCase() + where.slice(1)}.`
        : `To move the nearest cop, ${where}.`)
  );
}

export function render() {
  const body = $('cops-body');
  const r = cops.answer;
  if (!cops.graph || !r) {
    unpaint();
    body.innerHTML = cops.graph
      ? '<p class="muted">Counting cops…</p>'
      : '<p class="muted small">Cops and robbers on this graph or board: the fewest cops that always ' +
        'catch a robber who sees them, where to put them, and how fast.</p>';
    return;
  }
  const shown = r.cops ? shownPlaces() : null;
  const map = shownMap(shown);
  const painted = paintMain(shown, map);
  const summary = r.cops
    ? `<p class="cops-summary"><b>c(G) = ${r.cops}</b>: ${plural(r.cops, 'cop')} ` +
      `on ${r.placement.map((v) => esc(cops.graph.name(v))).join(', ')} ${r.cops === 1 ? 'catches' : 'catch'} ` +
      `the robber within <b>${fmt(r.captureTime)}</b> ${roundUnitName(r.captureTime)}, ` +
      `wherever he hides.</p>`
    : `<p class="cops-summary">${notFound(r.verdict).html}</p>`;
  const play = cops.explorer?.play;
  const legend = painted === 'capture' && map ? legendHtml(r, map) : '';
  const panel = r.cops && !cops.placing && cops.explorer?.pos !== null ? cops.explorer.panelHtml() : '';
  body.innerHTML =
    summary +
    legend +
    (shown ? sharedHtml(cops.graph, shown.placement) : '') +
    `<p class="muted small" id="cops-words">${esc(boardWords(painted, shown, map))}</p>` +
    (r.cops
      ? `<div class="row">
      ${cops.placing ? '<button type="button" class="button ghost small" data-cops="stop">Stop</button>' : ''}
      <button type="button" class="button ghost small" data-cops="why" title="Why is the position shown won or ` +
        `lost? The proof in the Why? card (Y)">Why?</button>
      ${
        painted !== 'none'
          ? `<button type="button" class="button ghost small" data-cops="map" ` +
            `aria-pressed="${cops.onMain}" title="The board shows this capture map or the game's ` +
            `outcome map">${cops.onMain ? 'Show outcomes' : 'Show the capture map'}</button>`
          : ''
      }</div><div id="cops-explorer" class="cops-explorer">${panel}</div>`
      : '');
  if (cops.explorer && panel) cops.explorer.focusPanel($('cops-explorer'));
  // In play the focus stays on the board when a button it was on went away.
  const el = document.activeElement;
  if ((play || cops.placing) && (!el || el === document.body || !el.isConnected))
    sourceOf()?.board?.()?.focus({ preventScroll: true });
  announce();
}
