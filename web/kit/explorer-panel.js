// The explorer's panel (kit/explorer.js): the position (every token's place, the side to move,
// its value), the side-to-move toggle, play's box (the graded hint, undo, redo, stop) or the Play
// buttons with the opponent's level beside them, the moves best first, and the best line's
// buttons; its clicks, and the focus after a move.

import { esc } from '../lib/panels.js';
import { valueTag, valueWords } from '../lib/session-values.js';
import { levelInfo } from '../lib/opponent.js';
import { the, agree, depthWords } from '../lib/words.js';
import { opponentControlHtml, chooseOpponent } from './opponent-choice.js';
import { HINT_LEVELS } from './explorer-play.js';

const SHOWN_MOVES = 60;
const cap = (x) => x[0].toUpperCase() + x.slice(1);

// inner: the explorer's own part (kit/explorer.js): words(), endText(), moveText(m), wordsOf(),
// moverOf(k).
// The moves played since Play, yours and the solver's, in the game's words.
function playLog(explorer, inner) {
  const play = explorer.play,
    oneMover = inner.words().oneMover,
    path = [...explorer.history, explorer.pos];
  const items = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const from = play.placesOf.get(path[i]),
      to = play.placesOf.get(path[i + 1]);
    if (!from || !to) continue;
    const side = oneMover ? i % 2 : inner.moverOf(path[i]);
    const who = side === play.human ? 'you' : 'solver';
    items.push(
      `<li class="${who}"><b>${who === 'you' ? 'You' : 'Solver'}</b> ` +
        `${esc(inner.wordsOf(from, to, side, explorer.namesAt.get(path[i]) ?? null))}</li>`,
    );
  }
  return items.length ? `<ol class="play-log">${items.join('')}</ol>` : '';
}

function playBox(explorer, inner, sides, turn) {
  const play = explorer.play;
  if (!play)
    return (
      `<div class="row play-row"><span class="small muted">Play against the ` +
      `solver:</span>${sides
        .map(
          (x, k) =>
            `<button type="button" class="button small" data-tt="play" ` +
            `data-human="${k}">as ${esc(the(x))}</button>`,
        )
        .join('')}</div>` +
      opponentControlHtml()
    );
  const yourTurn = !play.over && turn === play.human;
  const next = explorer.hint ? Math.min(HINT_LEVELS, explorer.hintLevel + 1) : 1;
  const hintTitle = 'A hint in three steps: the token to move, then the kind of move, then the move itself (H)';
  return (
    `<div class="play-box"><p>` +
    `<b>Playing</b> as ${esc(the(sides[play.human]))}` +
    (play.referee ? '. ' : ` against the <b>${esc(levelInfo(play.level).name)}</b> solver. `) +
    (play.over
      ? `<b>${esc(play.over)}</b>`
      : yourTurn
        ? 'Your move: click a highlighted place or a move below.'
        : 'The solver is thinking…') +
    '</p>' +
    playLog(explorer, inner) +
    (play.repeated && !play.over
      ? '<p class="small muted">A position came back: with best play neither side can force a win from here.</p>'
      : '') +
    (explorer.hint && yourTurn ? `<p class="hint-words small">${esc(explorer.hintWords)}</p>` : '') +
    (play.referee ? '' : opponentControlHtml(play.level, { disabled: true })) +
    `<div class="row"><button type="button" class="button small" ` +
    `data-tt="hint" ${yourTurn ? '' : 'disabled'} title="${hintTitle}">Hint ${next}/${HINT_LEVELS} <kbd>H</kbd></button>` +
    `<button type="button" class="button ghost small" ` +
    `data-tt="undo" ${explorer.history.length ? '' : 'disabled'} title="Take back your last move ` +
    `(Ctrl+Z)">Undo</button>` +
    `<button type="button" class="button ghost small" ` +
    `data-tt="redo" ${explorer.future.length ? '' : 'disabled'} title="Redo (Ctrl+Y)">Redo</button>` +
    '<button type="button" class="button ghost small" data-tt="stop-play">Stop</button></div></div>'
  );
}

function movesList(explorer, inner, mover) {
  if (explorer.moves.length === 0)
    return `<p>${esc(cap(the(mover)))} ${agree(mover, 'has', 'have')} no legal move.</p>`;
  return (
    `<p class="small muted">Moves of ${esc(the(mover))}, best first (outcome for ${esc(the(mover))}):</p>` +
    `<ul class="grid-moves">` +
    explorer.moves
      .slice(0, SHOWN_MOVES)
      .map(
        (m) =>
          `<li><button type="button" class="button ghost small${explorer.hintLevel >= HINT_LEVELS && explorer.hint?.to === m.to ? ' hinted' : ''}" ` +
          `data-tt="move" data-to="${m.to}" ${explorer.play?.over ? 'disabled' : ''}>` +
          `<span>${esc(inner.moveText(m))}</span>${valueTag(m)}</button></li>`,
      )
      .join('') +
    (explorer.moves.length > SHOWN_MOVES
      ? `<li class="muted small">… and ${explorer.moves.length - SHOWN_MOVES} more</li>`
      : '') +
    '</ul>'
  );
}

function lineBox(explorer) {
  if (explorer.play) return '';
  if (!explorer.line || explorer.line.length < 2)
    return explorer.history.length
      ? '<div class="row"><button type="button" class="button ghost small" data-tt="back">◀ Back</button></div>'
      : '';
  const plies = explorer.line.length - 1;
  return (
    `<div class="line-box"><p class="small"><b>Best line:</b> ${
      explorer.line[plies].repeat
        ? `${depthWords(plies)}, then it repeats (endless play)`
        : `${depthWords(plies)} to the end`
    }.</p><div class="row">` +
    `<button type="button" class="button ghost small" ` +
    `data-tt="back" ${explorer.history.length ? '' : 'disabled'} title="Back (←)">◀ Back</button>` +
    '<button type="button" class="button ghost small" data-tt="step" title="One ply along the best line ' +
    '(→)">Step ▶</button>' +
    (explorer.anim
      ? '<button type="button" class="button small" data-tt="stop-anim">■ Stop</button>'
      : '<button type="button" class="button small" data-tt="animate" title="Play the best line step by ' +
        'step">▶ Animate</button>') +
    `<button type="button" class="button ghost small" ` +
    `data-tt="forward" ${explorer.future.length ? '' : 'disabled'} title="Forward again">Redo</button></div></div>`
  );
}

export function panelHtml(explorer, inner) {
  if (explorer.pos === null) return `<p class="muted">${explorer.error ? esc(explorer.error) : 'No position.'}</p>`;
  const words = inner.words(),
    sides = words.sides,
    play = explorer.play,
    turn = explorer.turn();
  const mover = sides[turn];
  let html =
    `<dl class="grid-pos">${words.tokens
      .map((_, i) => i)
      .sort((i, j) => (explorer.names?.[i] ?? i) - (explorer.names?.[j] ?? j)) // by the name each keeps
      .map((i) => {
        const t = words.tokens[explorer.names?.[i] ?? i];
        return `<dt>${esc(cap(t.label))}</dt><dd>${esc(words.where(explorer.places[i], i))}</dd>`;
      })
      .join('')}` +
    `<dt>To move</dt><dd>${esc(mover)}</dd><dt>Outcome</dt>` +
    `<dd>${valueTag(explorer.here)} ${esc(valueWords(explorer.here, sides, turn))}</dd></dl>`;
  if (explorer.error) html += `<p class="message error">${esc(explorer.error)}</p>`;
  // A game whose positions do not say who moves has no side to pick.
  if (!words.oneMover)
    html +=
      `<div class="segmented small" role="radiogroup" aria-label="Side to ` +
      `move">${sides
        .map(
          (x, k) =>
            `<button type="button" role="radio" data-tt="side" data-side="${k}" ` +
            `aria-checked="${explorer.mover === k}" ${play ? 'disabled' : ''}>${esc(cap(x))} to move</button>`,
        )
        .join('')}</div>`;
  html += playBox(explorer, inner, sides, turn);
  const end = inner.endText();
  if (end || explorer.here?.end) return html + `<p><b>${esc(end ?? 'The game is over here.')}</b></p>`;
  if (!play || turn === play.human) html += movesList(explorer, inner, mover);
  return html + lineBox(explorer);
}

// Clicks on the panel's buttons (data-tt); true when handled.
export function onPanelClick(explorer, button) {
  const what = button.dataset.tt;
  explorer.refocus = ['move', 'step', 'back', 'forward', 'undo', 'redo', 'hint'].includes(what);
  const actions = {
    side: () => explorer.setSide(Number(button.dataset.side)),
    move: () =>
      explorer.play ? explorer.playMove(Number(button.dataset.to)) : explorer.moveTo(Number(button.dataset.to)),
    play: () => explorer.startPlay(Number(button.dataset.human)),
    level: () => {
      chooseOpponent(button.dataset.level ?? '');
      explorer.changed();
    },
    'stop-play': () => explorer.stopPlay(),
    hint: () => explorer.showHint(),
    undo: () => explorer.undo(),
    back: () => explorer.undo(),
    redo: () => explorer.redo(),
    forward: () => explorer.redo(),
    animate: () => explorer.animate(),
    'stop-anim': () => {
      explorer.stopAnim();
      explorer.changed();
    },
    step: () => {
      explorer.stopAnim();
      explorer.stepBest();
    },
  };
  if (!actions[what]) return false;
  actions[what]();
  return true;
}

// After a move by the panel's buttons (redrawn), the focus goes on to the next move there (in
// play, the move after the solver's reply).
export function focusPanel(explorer, panel) {
  // In play the solver's reply comes first: the focus then goes to the human's next move.
  const play = explorer.play;
  if (explorer.refocus && play && !play.over && explorer.mover !== play.human) return;
  const next =
    explorer.refocus &&
    !explorer.pending &&
    explorer.pos === explorer.target &&
    (panel.querySelector('[data-tt="move"]:not([disabled])') ?? panel.querySelector('button:not([disabled])'));
  if (next) {
    explorer.refocus = false;
    next.focus();
  }
}
