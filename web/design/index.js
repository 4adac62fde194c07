// The designed games' feature (shell/features.js's interface): "Design a game" — the form and
// the JSON of a design, its position count checked before solving, the solve in the worker,
// the map of one token with the others held, moves best first, the best line, play, share
// links that carry the whole design, exports, and the design kept across reloads.

import { $, esc, fmt, setStatus, solver, hideProgress, solveWithProgress, syncPresetSelect } from '../ui/page.js';
import { PAGE_GAMES } from '../lib/games.js';
import { app, setApp, events } from '../shell/state.js';
import { setGame } from '../shell/features.js';
import { TEMPLATES, templateById } from './templates.js';
import { GALLERY } from '../lib/gallery.js';
import {
  boardOf,
  startPlace,
  reach,
  placeName,
  copGraphOf,
  startLetters,
  endWords,
  toggledEdge,
  addedVertex,
} from './model.js';
import { formHtml, applyField } from './form.js';
import { createDesignBoard } from './board.js';
import { createExplorer, valueWords, valueOf } from '../kit/explorer.js';
import { createDesignPlay } from './play.js';
import { designExports } from './export.js';
import { showProblem as showProblemIn, showNotes } from './problems.js';
import { explorerWhy, explorerWatch } from '../kit/why.js';
import { explorerPuzzle, puzzleSides } from '../kit/puzzle.js';
import { designPuzzleSource, designPuzzleStart } from './puzzle.js';
import { keepMap, followChanges, showChangesBox, previousValue, placeMap, askWhole } from '../lib/map-changes.js';
import { createPaintHolder } from '../lib/paint.js';
import { LOOK, hasTool, toolButtons, embedded } from '../kit/tools.js';
import { designTools, paintedRow } from './tools.js';

const GAME = Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === 'design');
const STORE = 'whowins.design';
const AUTO_SOLVE = 200_000; // positions: bigger designs wait for Enter
// A board's shape (a grid's size, a graph's vertex count): cells match across an edit only when it holds.
const shapeOf = (b) => (b.grid ? `${b.rows}x${b.cols}` : `n${b.n}`);

export function createDesignFeature() {
  const saved = (() => {
    try {
      return JSON.parse(localStorage.getItem(STORE) || 'null');
    } catch {
      return null;
    }
  })();
  let design = saved && typeof saved === 'object' ? saved : structuredClone(TEMPLATES[0].design);
  let checked = null; // the worker's reading: { error, positions, tooBig, info } of `text`
  let solved = null; // { text, result }
  let reachOf = null; // "k,j": the token whose move set is drawn
  let tool = LOOK;
  let active = false,
    checkTimer = 0,
    bound = false;
  const track = { kept: null, changes: null }; // What changed: the map before an edit, the diff after
  let editedFrom = null,
    whole = null; // the solve before the edits (its session), the worker's diff of every position
  let shownMap = null; // the map last drawn (kept when an edit comes)
  const text = () => JSON.stringify(design, null, 1);
  const tools = () => designTools(design, boardOf(design), edgeFrom); // kit/tools.js's, per board kind
  // The explorer's words for the design: its sides, its tokens (the solver's order), its places.
  const game = () => {
    const b = boardOf(design);
    return { sides: design.sides.map((x) => x.name), tokens: solverTokens(), where: (p) => placeName(b, p) };
  };
  const ex = createExplorer({ solver, game, onChange: () => render(), setStatus, followPlay: true });
  const board = createDesignBoard({
    canvas: $('design-canvas'),
    host: $('design-graph'),
    wrap: $('design-canvas-wrap'),
    on: { click: clickCell, edge: (a, b) => setEdge(a, b), addVertex: () => hasTool(tools(), 'vertex') && addVertex() },
  });
  const current = () => (solved && solved.text === text() ? solved : null);
  const play = createDesignPlay({ explorer: ex, tokens: () => solverTokens(), setStatus });
  // How many cops?'s capture map on the board (copGraph().show; its vertices are the places).
  const cops = createPaintHolder({
    key: () => `design|${text()}`,
    busy: () => !!ex.play || app.hideOutcomes || !!app.watch,
    redraw: () => render(),
    wall: () => setStatus('A wall: cops and robbers is played on the free places.'),
  });

  // ---- the design -------------------------------------------------------------------------------
  function tokensOf() {
    const list = [];
    (design.sides ?? []).forEach((s, k) =>
      (s.tokens ?? []).forEach((t, j) =>
        list.push({ side: k, index: j, label: `${s.name ?? '?'}${s.tokens.length > 1 ? ` ${j + 1}` : ''}` }),
      ),
    );
    return list;
  }
  // Tokens in the solver's order (its info), labelled.
  function solverTokens() {
    const info = current()?.result.info;
    if (!info) return tokensOf();
    return info.tokens.map((t) => {
      const s = design.sides[t.side];
      return { side: t.side, index: t.index, label: `${s.name}${s.tokens.length > 1 ? ` ${t.index + 1}` : ''}` };
    });
  }
  function changed({ form = true } = {}) {
    // An edit of a solved design: keep the map that was on screen to show what the edit changes.
    if (shownMap && !track.kept) {
      track.kept = shownMap;
      editedFrom = solved && { session: solved.result.session, cells: solved.result.info.cells, shape: solved.shape };
    }
    shownMap = null;
    track.changes = null;
    try {
      localStorage.setItem(STORE, JSON.stringify(design));
    } catch {
      /* storage full or off */
    }
    if (form) renderForm();
    if (document.activeElement !== $('design-json')) $('design-json').value = text();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 150);
    render();
  }
  // arrival: a design that came by a link or an embed, solved whatever its size (the editor's
  // designs above AUTO_SOLVE wait for Enter while they are typed).
  async function check({ arrival = false } = {}) {
    const t = text();
    try {
      const r = await solver.checkDesign(t);
      if (t !== text()) return;
      checked = r;
      showProblem(r.error);
      if (!r.error) showNotes(r.info?.notes ?? []);
      const count = $('design-count');
      count.className = 'design-count' + (r.tooBig ? ' too-big' : '');
      count.textContent = r.error
        ? ''
        : r.tooBig || `${fmt(r.positions)} positions${r.positions > AUTO_SOLVE ? ': press Enter to solve' : ''}`;
      const auto = $('auto-solve').checked && r.positions <= AUTO_SOLVE;
      if (!r.error && !r.tooBig && !current() && active && (arrival || auto)) await solve();
    } catch (e) {
      if (e.kind !== 'cancelled') showProblem(e.message);
    }
  }
  function message(html, kind) {
    const el = $('design-message');
    el.innerHTML = html;
    el.className = 'message ' + kind;
  }
  const showProblem = (error) => showProblemIn(error, message);
  function setDesign(d, note = '') {
    $('design-template-note').textContent = note;
    replaceDesign(d);
  }
  // Every way a whole design comes in (a template, a link, the JSON box, a puzzle, saved work):
  // the explorer starts again — on the solution still current when the text is the same (a
  // template picked again), else cleared until the design is solved.
  function replaceDesign(d) {
    design = d;
    reachOf = null;
    track.kept = null;
    shownMap = null;
    editedFrom = null; // a new design, not an edit of the map on screen
    ex.clear();
    changed();
    const sol = current();
    return sol ? ex.load(sol.result, { token: 0 }) : Promise.resolve();
  }

  // ---- solving -----------------------------------------------------------------------------------
  async function solve() {
    clearTimeout(checkTimer);
    const t = text();
    if (checked && checked.error) {
      setStatus('The design is not yet a game: see the message beside the form.', 'error');
      return;
    }
    if (checked?.tooBig) {
      setStatus(esc(checked.tooBig), 'error');
      return;
    }
    cops.drop(); // a solve shows its outcome map, not How many cops?'s capture map
    // An edit of a solved design on a board of the same shape: after the solve, ask the worker
    // what changed over every position (places matched by their cells).
    const shape = shapeOf(boardOf(design)),
      before = editedFrom && editedFrom.shape === shape ? editedFrom : null;
    whole = null;
    await solveWithProgress({
      ask: (update) => solver.solveDesign(t, update),
      fresh: () => t === text(),
      async take(result) {
        result.sides = design.sides.map((s) => s.name);
        solved = { text: t, result, shape };
        editedFrom = null;
        await ex.load(result, { token: 0 });
        if (before)
          askWhole(solver, before, result, placeMap(before.cells, result.info.cells), (r) => {
            if (solved?.result === result) {
              whole = r;
              render();
            }
          });
      },
      failed(e) {
        if (e.message) showProblem(e.kind === 'solver' ? e.message : '');
      },
      settle() {
        events.emit('solution-changed', { feature: 'design' });
        render();
      },
    });
  }

  // ---- drawing -----------------------------------------------------------------------------------
  function render() {
    if (!active) return;
    events.emit('before-render', { feature: 'design' });
    const sol = current(),
      e = ex,
      b = boardOf(design),
      tokens = solverTokens();
    const sides = design.sides.map((s) => s.name);
    const places =
      sol && e.pos !== null
        ? e.places
        : tokensOf().map((t) => startPlace(b, design.sides[t.side].tokens[t.index].start));
    let reachSet = sol ? play.targets() : null;
    if (reachOf) {
      const [k, j] = reachOf.split(',').map(Number);
      const t = design.sides[k]?.tokens[j];
      if (t) reachSet = reach(b, t.moves, startPlace(b, t.start));
    }
    const cellOf = (p) => b.places[p];
    followChanges(track, e, cellOf, !!sol);
    shownMap = sol && e.map ? keepMap(e, cellOf) : null;
    if (!track.changes && app.previousMap) setApp({ previousMap: false });
    showChangesBox($, track.changes, 'places', app.previousMap, sol ? whole : null);
    const watch = app.watch;
    const before =
      track.changes && app.previousMap && e.map
        ? {
            outcomes: e.map.outcomes.map((o, p) => (o === 3 ? 3 : (previousValue(track.changes, cellOf(p))?.o ?? 3))),
            depths: e.map.depths.map((d, p) => previousValue(track.changes, cellOf(p))?.d ?? 0xffffffff),
          }
        : null;
    const initials = design.sides.map((x) => (x.name || '?')[0].toUpperCase());
    const mark = (k) => (initials[0] === initials[1] && k === 1 ? initials[1].toLowerCase() : initials[k]);
    // A token that starts on a lettered cell is drawn with that letter (the knight N, the king K).
    const letterOf = (t) => {
      const s = design.sides[t.side]?.tokens[t.index]?.start;
      return typeof s === 'string' && /^[A-Za-z]$/.test(s) ? s : null;
    };
    const drawing =
      GALLERY.find((g) => g.xy && JSON.stringify(g.design.board) === JSON.stringify(design.board))?.xy ?? null;
    board.draw({
      board: b,
      xy: drawing,
      tokens: tokens.map((t, i) => ({ ...t, place: places[i] ?? -1, label: letterOf(t) ?? mark(t.side) })),
      hideChars: sol && e.pos !== null ? startLetters(design) : null,
      selected: sol ? e.token : -1,
      map: sol && e.map ? (before ?? e.map) : null,
      reach: reachSet,
      hide: app.hideOutcomes,
      changed: track.changes && !watch && !app.hideOutcomes ? track.changes.changedPlaces : null,
      decidedAt: watch ? watch.replay.decidedAt : null,
      step: watch ? watch.step : 0,
      paint: cops.shown(),
      mode: tool === 'edge' ? 'edge' : 'move',
    });
    // Controls: side to move, the token the map moves, what a click does.
    $('design-movers').innerHTML = sides
      .map(
        (s, k) =>
          `<button type="button" role="radio" data-dmover="${k}" aria-checked="${sol ? e.mover === k : false}" ${sol && !e.play ? '' : 'disabled'}>${esc(s)} to move</button>`,
      )
      .join('');
    $('design-tokens').innerHTML = tokens
      .map(
        (t, i) =>
          `<button type="button" role="radio" data-dtoken="${i}" aria-checked="${sol ? e.token === i : false}" ${sol ? '' : 'disabled'} title="The map shows the outcome with this token on each place">Move ${esc(t.label)}</button>`,
      )
      .join('');
    if (!hasTool(tools(), tool)) tool = LOOK;
    $('design-tools').innerHTML = toolButtons(tools(), tool, { attr: 'dtool' });
    $('design-legend').innerHTML =
      cops.shown()?.title ??
      (sol && e.map
        ? `For <b>${esc(sides[e.mover])}</b> (to move), with ${esc(tokens[e.token]?.label ?? '')} on the place: <b class="lw">W</b> wins · <b class="ll">L</b> loses · <b class="ld">D</b> draw`
        : embedded()
          ? 'Solving the game…'
          : 'Edit the design; <kbd>Enter</kbd> solves. Reach shows where a token can go.');
    // Answer card and position panel.
    const st = sol?.result;
    $('answer').textContent = st ? (st.startValue.winner < 0 ? 'draw' : sides[st.startValue.winner]) : '';
    $('answer').dataset.full = $('answer').textContent;
    $('copy-answer').disabled = !st;
    $('counts').innerHTML = st
      ? `<p class="board-answer o-${'DWL'[st.startValue.outcome]}">From the start: ${esc(valueWords(valueOf(st.startValue), sides, ex.moverOf(st.start)))}.</p>` +
        `<p class="muted small">${fmt(st.stats.positions)} positions · W ${fmt(st.stats.win)} · L ${fmt(st.stats.loss)} · D ${fmt(st.stats.draw)} · longest ${fmt(st.stats.longest)}</p>`
      : '';
    $('position-body').innerHTML =
      sol && e.pos !== null
        ? e.panelHtml()
        : '<p class="muted">Solve the design (<kbd>Enter</kbd>) to see the moves and their outcomes.</p>';
    e.focusPanel($('position-body'));
    $('preset-note-title').textContent = design.name || 'Your design';
    // In puzzle mode the form is hidden: the rules' ends in words instead.
    const inWords = `${design.first ?? sides[0]} moves first; ${(design.ends ?? []).map((x) => endWords(design, x)).join('; ') || 'no end rule'}.`;
    // A gallery game (the same design) is summed up by its own rules.
    const card = GALLERY.find((g) => JSON.stringify(g.design) === JSON.stringify(design));
    $('preset-note').textContent = document.body.classList.contains('puzzle-mode')
      ? card
        ? card.rules
        : `A designed game: ${inWords}`
      : $('design-template-note').textContent || 'A game you designed: the rules are in the form.';
    $('preset-note-card').hidden = false;
    $('solve-button').disabled = false;
    events.emit('rendered', { feature: 'design' });
  }
  function renderForm() {
    $('design-form').innerHTML = formHtml(design, reachOf);
  }

  // A view kept in a share link: the tokens' places (the solver's order), the side to move and
  // the token the map moves. False when those places are not a position of this design.
  function showView({ places, mover, token }) {
    if (!Array.isArray(places)) return false;
    if (Number.isInteger(token) && token >= 0 && token < places.length) ex.token = token;
    return ex.goPlaces(places, mover === 1 ? 1 : 0, { record: false });
  }

  // ---- input ------------------------------------------------------------------------------------
  async function clickCell({ cell, place }) {
    if (cops.click(place)) return; // How many cops?'s capture map takes the clicks
    if (!design.board?.grid && tool === 'edge') {
      toggleEdge(place);
      return;
    }
    if (tool !== LOOK && design.board?.grid) {
      const cols = boardOf(design).cols,
        r = Math.floor(cell / cols),
        c = cell % cols;
      const row = paintedRow(tools(), tool, design.board.grid[r], c);
      if (row === null) return;
      design.board.grid[r] = row;
      changed();
      return;
    }
    if (place < 0 || !current() || !ex.result) return;
    if (ex.play) {
      play.click(place);
      return;
    }
    await ex.place(ex.token, place);
  }
  // Graph boards: the Edge tool joins two clicked vertices (or removes their edge); Add vertex.
  let edgeFrom = null;
  function toggleEdge(v) {
    if (edgeFrom === null) {
      edgeFrom = v;
      setStatus(
        `Edge from vertex ${v}: click the other end (the same vertex again cancels), or drag from one vertex to the other.`,
      );
      render();
      return;
    }
    const a = edgeFrom;
    edgeFrom = null;
    if (a === v) {
      setStatus('Edge cancelled.');
      render();
      return;
    }
    setEdge(a, v);
  }
  // The Edge tool's stroke from a to v (a drag in the graph view, or two clicks): joins them, or
  // removes their edge.
  function setEdge(a, v) {
    edgeFrom = null;
    if (a === v) {
      render();
      return;
    }
    const had = toggledEdge(design, a, v);
    setStatus(had ? `Removed the edge ${a}–${v}.` : `Added the edge ${a}–${v}.`);
    changed();
  }
  function addVertex() {
    setStatus(`Added vertex ${addedVertex(design)}: join it with the Edge tool.`);
    changed();
  }

  function bind() {
    if (bound) return;
    bound = true;
    $('design-template').innerHTML =
      '<option value="">Choose a template…</option>' +
      TEMPLATES.map((t) => `<option value="${t.id}">${esc(t.name)}</option>`).join('');
    $('design-template').addEventListener('change', (ev) => {
      const t = templateById(ev.target.value);
      if (t) setDesign(structuredClone(t.design), t.note);
      ev.target.value = '';
    });
    const form = $('design-form');
    form.addEventListener('input', (ev) => {
      const el = ev.target.closest('[data-path]');
      if (!el || el.type === 'checkbox' || el.tagName === 'SELECT') return;
      applyField(design, el);
      changed({ form: false });
    });
    form.addEventListener('change', (ev) => {
      const el = ev.target.closest('[data-path]');
      if (!el) return;
      const shape = applyField(design, el);
      changed({ form: shape || el.type === 'checkbox' || el.tagName === 'SELECT' });
    });
    form.addEventListener('click', (ev) => {
      const b = ev.target.closest('[data-act]');
      if (!b) return;
      const k = Number(b.dataset.side),
        j = Number(b.dataset.index);
      switch (b.dataset.act) {
        case 'board-kind':
          design.board =
            b.value === 'grid'
              ? { grid: ['A....', '.....', '....B'] }
              : {
                  graph: {
                    n: 6,
                    edges: [
                      [0, 1],
                      [1, 2],
                      [2, 3],
                      [3, 4],
                      [4, 5],
                      [5, 0],
                    ],
                  },
                };
          retarget();
          break;
        case 'reach':
          reachOf = reachOf === `${k},${j}` ? null : `${k},${j}`;
          renderForm();
          render();
          return;
        case 'add-token':
          design.sides[k].tokens.push(structuredClone(design.sides[k].tokens.at(-1)));
          break;
        case 'remove-token':
          design.sides[k].tokens.splice(j, 1);
          reachOf = null;
          break;
        case 'end-add':
          design.ends.push({ when: 'meet', winner: design.sides[0].name });
          break;
        case 'end-remove':
          design.ends.splice(j, 1);
          break;
        case 'end-up':
          [design.ends[j - 1], design.ends[j]] = [design.ends[j], design.ends[j - 1]];
          break;
        case 'limit':
          if (b.checked) design.limit = { plies: 100, winner: design.sides[1].name };
          else delete design.limit;
          break;
        default:
          return;
      }
      changed();
    });
    $('design-read').addEventListener('click', readJson);
    $('design-json').addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        readJson();
      }
    });
    $('design-controls').addEventListener('click', (ev) => {
      const m = ev.target.closest('[data-dmover]'),
        t = ev.target.closest('[data-dtoken]'),
        tl = ev.target.closest('[data-dtool]');
      if (m && !m.disabled) ex.setSide(Number(m.dataset.dmover));
      if (t && !t.disabled) ex.setToken(Number(t.dataset.dtoken));
      if (tl && !hasTool(tools(), tl.dataset.dtool)) return;
      if (tl && tl.dataset.dtool === 'vertex') {
        addVertex();
        return;
      }
      if (tl) {
        tool = tl.dataset.dtool;
        edgeFrom = null;
        render();
      }
    });
    $('position-body').addEventListener('click', (ev) => {
      if (!active) return;
      const b = ev.target.closest('[data-tt]');
      if (b && !b.disabled) ex.onPanelClick(b);
    });
    window.addEventListener('resize', () => render());
  }
  // The starts of a new board: the first free places.
  function retarget() {
    const b = boardOf(design);
    let next = 0;
    for (const s of design.sides)
      for (const t of s.tokens) {
        const p = Math.min(next++, b.n - 1);
        t.start = b.grid ? [Math.floor(b.places[p] / b.cols), b.places[p] % b.cols] : p;
        if (t.moves) {
          if (b.grid && !t.moves.steps) t.moves.steps = 'rook';
          if (!b.grid) delete t.moves.steps;
          delete t.moves.forbid;
        }
      }
    for (const e of design.ends) if (e.when === 'on') e.cells = b.grid ? [[0, 0]] : [0];
  }
  function readJson() {
    const box = $('design-json');
    let d;
    try {
      d = JSON.parse(box.value);
    } catch (err) {
      box.setAttribute('aria-invalid', 'true');
      message(
        `<b>Not JSON:</b> ${esc(err.message)}. <span class="muted small">The design shown is unchanged.</span>`,
        'error',
      );
      return;
    }
    if (
      !d ||
      typeof d !== 'object' ||
      !Array.isArray(d.sides) ||
      d.sides.length !== 2 ||
      !d.sides.every((s) => s && Array.isArray(s.tokens))
    ) {
      // The solver's message names the field; the form needs two sides with token lists to show.
      solver
        .checkDesign(box.value)
        .then((r) =>
          message(
            `<b>Not yet a game:</b> ${esc(r.error || 'a design needs two sides with tokens')}. <span class="muted small">The design shown is unchanged.</span>`,
            'error',
          ),
        );
      box.setAttribute('aria-invalid', 'true');
      return;
    }
    box.removeAttribute('aria-invalid');
    setDesign(d);
    setApp({ ownWork: true });
  }
  function onKey(e, { typing }) {
    if (typing || e.ctrlKey || e.metaKey || e.altKey || !current()) return false;
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (k === 'ArrowRight') {
      e.preventDefault();
      if (ex.play) ex.redo();
      else ex.stepBest();
      return true;
    }
    if (k === 'ArrowLeft') {
      e.preventDefault();
      ex.undo();
      return true;
    }
    if (k === 'h' && ex.play) {
      e.preventDefault();
      ex.showHint();
      return true;
    }
    if (k === 'Escape' && ex.play) {
      ex.stopPlay();
      return true;
    }
    if (k === 'Escape' && ex.anim) {
      ex.stopAnim();
      render();
      return true;
    }
    return false;
  }

  return {
    id: 'design',
    activate({ solveAfter }) {
      bind();
      active = true;
      document.body.classList.add('design-game');
      renderForm();
      $('design-json').value = text();
      render();
      if (solveAfter) check();
      else {
        clearTimeout(checkTimer);
        checkTimer = setTimeout(check, 0);
      }
    },
    deactivate() {
      active = false;
      ex.stopPlay();
      ex.stopAnim();
      document.body.classList.remove('design-game');
      clearTimeout(checkTimer);
    },
    solve,
    render,
    onKey,
    solved: () => !!current(),
    // Play against the solver from the position shown, as the side to move.
    play() {
      if (current() && ex.pos !== null) ex.startPlay(ex.mover);
    },
    cancelSolve() {
      if (solver.busy) {
        solver.cancel();
        hideProgress();
      }
    },
    message,
    presets: () => TEMPLATES.map((t) => ({ id: `design:${t.id}`, name: t.name, group: 'Designed games' })),
    loadPreset(id, { cause }) {
      const t = templateById(id.replace(/^design:/, ''));
      if (!t) return;
      if (app.game !== GAME) setGame(GAME, { solveAfter: false, cause });
      setDesign(structuredClone(t.design), t.note);
      syncPresetSelect(id);
    },
    share: {
      noun: 'design',
      state: () => ({
        design: text(),
        view: current() && ex.pos !== null ? { token: ex.token, mover: ex.mover, places: ex.places } : null,
      }),
      apply(s) {
        let d;
        try {
          d = JSON.parse(s.design);
        } catch {
          d = null;
        }
        if (!d) return;
        replaceDesign(d);
        message('<b>Opened a shared design.</b>', 'ok');
        clearTimeout(checkTimer); // a link opens solved, whatever its size
        const arrived = current() ? Promise.resolve() : check({ arrival: true });
        // The position kept in the link: every token's place, the side to move, the map's token.
        if (s.view)
          arrived
            .then(() => ex.result && showView(s.view))
            .then((ok) => {
              if (ok === false)
                message(
                  '<b>Opened a shared design.</b> The position in the link is not one of this design: the start is shown.',
                  'ok',
                );
            });
      },
      failed(html) {
        message(html, 'error');
      },
    },
    exports: designExports({ text, current, png: () => board.png(), svg: () => board.svg(), design: () => design }),
    copGraph() {
      const key = `design|${text()}`;
      return { key, graph: () => copGraphOf(design, key), show: cops.show };
    },
    why: () => explorerWhy(ex, !!current(), game),
    watch: () => explorerWatch(ex, !!current()),
    puzzle: (pz) =>
      explorerPuzzle({
        pz,
        explorer: ex,
        them: puzzleSides(
          pz,
          JSON.parse(pz.text).sides.map((x) => x.name),
        ).them,
        async load() {
          setGame(GAME, { solveAfter: false, cause: 'puzzle' });
          replaceDesign(JSON.parse(pz.text));
          await solve();
          if (!ex.result) throw new Error('the solve did not finish');
        },
        startAt: () => designPuzzleStart(pz),
      }),
    puzzleSource: () =>
      designPuzzleSource({
        game: GAME,
        text,
        solved: () => !!current(),
        solve,
        solver,
        session: () => current()?.result.session,
      }),
    puzzleSides(pz) {
      const d = JSON.parse(pz.text),
        names = d.sides.map((x) => x.name);
      // endless: the side whose win endless play is (the design's rule), for the miss words.
      return {
        you: names[pz.start.mover],
        them: names[1 - pz.start.mover],
        endless: names.includes(d.endless) ? d.endless : null,
      };
    },
    work: {
      keep: () => ({ design: structuredClone(design) }),
      restore: (k) => {
        if (active) replaceDesign(k.design);
        else {
          design = k.design;
          ex.clear();
          track.kept = null;
          shownMap = null;
        }
      },
    },
    debug: {
      get design() {
        return design;
      },
      explorer: ex,
      get checked() {
        return checked;
      },
      get targets() {
        const t = play.targets();
        return t ? [...t] : null;
      },
      clientPoint: (p) => board.clientPoint(p),
      svg: () => board.svg(),
      painted: () => board.painted(),
      text,
    },
  };
}
