// The page's side of the solver worker (docs/wasm-api.md): the features' words for the session
// protocol's requests (solve a graph, a board, a design; ask a session), on the worker's handling
// (client-worker.js: start it, solve with progress, cancel by terminating it and starting a fresh one).

import { gameForFeature, COP_NUMBER } from '../lib/games.js';
import { WorkerClient } from './client-worker.js';

/**
 * @import { Questions, PuzzleQuestion, CheckReply, OpenReply, PuzzlesAnswer, DiffAnswer, AskReply, CliJsonReply,
 *   CliDotReply, OnProgress, TwoTokenResult, SessionInput } from './messages.js'
 */

const NONE = 0xffffffff;

// The constructor's options: WorkerClient's (client-worker.js).
export class SolverClient extends WorkerClient {
  // A graph game: the whole result as arrays (outcomes, depths, bestMoves: the target vertex).
  /**
   * @param {{ game: string, n: number, from: Uint32Array, to: Uint32Array, misere?: boolean }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply & { n: number, outcomes: Uint8Array, depths: Uint32Array, bestMoves: Uint32Array }>}
   */
  async solve({ game, n, from, to, misere }, onProgress) {
    const r = await this.open({ game, n, from, to, misere: !!misere, table: true }, onProgress, [
      from.buffer,
      to.buffer,
    ]);
    const t = r.table;
    return { ...r, n, outcomes: t.outcomes, depths: t.depths, bestMoves: t.best };
  }

  // Police and thief on a board (rows, cols, cells: the text format's characters, row-major),
  // cat and mouse on a graph in CSR form (offsets n+1, neighbours): the session's result, with
  // its places as locations (a place's cell or node) and their count.
  /**
   * @param {{ rows: number, cols: number, cells: string }} board
   * @param {OnProgress} [onProgress]
   * @returns {Promise<TwoTokenResult & { rows?: number, cols?: number }>}
   */
  solveBoard({ rows, cols, cells }, onProgress) {
    return this.open({ game: gameForFeature('cop-thief'), rows, cols, cells }, onProgress).then((r) =>
      this.twoToken(r, { rows, cols }),
    );
  }
  /**
   * @param {{ offsets: Uint32Array, neighbours: Uint32Array }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<TwoTokenResult>}
   */
  solveCatMouse({ offsets, neighbours }, onProgress) {
    return this.open({ game: gameForFeature('cat-mouse'), offsets, neighbours }, onProgress, [
      offsets.buffer,
      neighbours.buffer,
    ]).then((r) => this.twoToken(r, {}));
  }
  /**
   * @param {OpenReply} r
   * @param {{ rows?: number, cols?: number }} extra
   * @returns {TwoTokenResult & { rows?: number, cols?: number }}
   */
  twoToken(r, extra) {
    return { ...r, ...extra, locationCount: r.info.places, locations: r.info.cells };
  }
  // A design: read and counted ({ error, positions, tooBig, info }), solved, asked (values,
  // places, moves, maps, lines, positions: docs/wasm-api.md).
  /**
   * @param {string} text the design's JSON
   * @returns {Promise<CheckReply>}
   */
  checkDesign(text) {
    return this.check({ game: 'design', text });
  }
  /**
   * @param {string} text the design's JSON
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  solveDesign(text, onProgress) {
    return this.open({ game: 'design', text }, onProgress);
  }
  /**
   * @param {{ session: number } & Questions} query
   * @returns {Promise<AskReply>}
   */
  designQuery({ session, ...q }) {
    return this.ask(session, q);
  }

  // The cop number of a graph (n, undirected edges from -- to, 0-based), k = 1, 2, … cops up to
  // maxCops if given, else as many as the module takes, each game within the page's budget (the
  // verdict says what did not fit and the memory it needs): the answer (cops, tried, placement,
  // captureTime, positions, verdict) and its session, asked for capture maps, the cops' moves and
  // the robber's replies (copQuery).
  /**
   * @param {{ n: number, from: Uint32Array | number[], to: Uint32Array | number[], maxCops?: number }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  copNumber({ n, from, to, maxCops }, onProgress) {
    return this.open({ game: COP_NUMBER, n, from, to, ...(maxCops === undefined ? {} : { maxCops }) }, onProgress);
  }
  /**
   * @param {{ session: number, maps?: Questions['captureMaps'], copsMoves?: Questions['copsMoves'],
   *   robberMoves?: Questions['robberMoves'] }} query
   * @returns {Promise<Omit<AskReply, 'maps'> & { maps?: number[][], robberMoves?: number[] }>} robberMoves:
   * 4294967295 for none
   */
  async copQuery({ session, maps, copsMoves, robberMoves }) {
    const a = await this.ask(session, { captureMaps: maps, copsMoves, robberMoves });
    return { ...a, maps: a.captureMaps, robberMoves: a.robberMoves?.map((x) => x ?? NONE) };
  }

  // Several tokens on a graph (n, directed edges from → to, 0-based): the sum's session, solved,
  // with γ per vertex (gamma); sumQuery asks it the outcome and move of tokens on given vertices.
  /**
   * @param {{ n: number, from: Uint32Array, to: Uint32Array }} graph
   * @param {OnProgress} [onProgress]
   * @returns {Promise<OpenReply>}
   */
  solveSum({ n, from, to }, onProgress) {
    return this.open({ game: gameForFeature('sum'), n, from, to }, onProgress);
  }
  /**
   * @param {{ session: number, answers: (number[] | Uint32Array)[] }} query
   * @returns {Promise<(import('./messages.js').SumAnswer | null)[]>}
   */
  async sumQuery({ session, answers }) {
    return (await this.ask(session, { sumAnswers: answers })).sumAnswers ?? [];
  }

  // Puzzles as `whowins puzzles` prints them: from a kept session ({ session }), or from a graph
  // opened again here ({ game, n, from, to, misere }). Resolves with { json, count, ms }.
  /**
   * @param {PuzzleQuestion & { session?: number, game?: string, n?: number, from?: ArrayLike<number>,
   *   to?: ArrayLike<number>, misere?: boolean }} query
   * @returns {Promise<PuzzlesAnswer>}
   */
  async puzzles({ session, count, seed, minPlies, kind, ...graph }) {
    const id =
      session ??
      (
        await this.open(
          /** @type {SessionInput} */ ({
            ...graph,
            from: Uint32Array.from(graph.from),
            to: Uint32Array.from(graph.to),
          }),
        )
      ).session;
    return (await this.ask(id, { puzzles: { count, seed, minPlies, kind } })).puzzles;
  }

  // What changed between the previous session and this one (oldOf: per place now, the old one).
  /**
   * @param {{ session: number, previous: number, oldOf: Uint32Array }} query
   * @returns {Promise<DiffAnswer>}
   */
  async diff({ session, previous, oldOf }) {
    return (await this.ask(session, { diff: { previous, oldOf } })).diff;
  }

  // The CLI's --json / --dot (graph games: the graph with every vertex's outcome, Graphviz DOT)
  // for a game and its input text.
  /**
   * @param {{ game: string, input: string, misere?: boolean, maxPositions?: number }} query
   * @returns {Promise<CliJsonReply>}
   */
  cliJson({ game, input, misere = false, maxPositions }) {
    return this.request({ type: 'cli-json', game, input, misere, maxPositions });
  }
  /**
   * @param {{ game: string, input: string, misere?: boolean, maxPositions?: number }} query
   * @returns {Promise<CliDotReply>}
   */
  cliDot({ game, input, misere = false, maxPositions }) {
    return this.request({ type: 'cli-dot', game, input, misere, maxPositions });
  }
}
