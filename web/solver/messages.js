// The solver worker's messages as JSDoc types: a @typedef per request and reply of the protocol
// (docs/wasm-api.md, "Worker"; solver/worker-core.js answers them, solver/client.js sends them).
// Types only: tsc reads them (tsconfig.json), nothing imports this file at run time.

/**
 * A game of the registry, as the worker's `init` reply lists it (`M.games()`).
 * @typedef {object} GameEntry
 * @property {string} id
 * @property {string} name
 * @property {string} summary
 * @property {string} rules
 * @property {boolean} graphBoard
 * @property {boolean} gridBoard
 * @property {boolean} twoTokens
 * @property {boolean} misereOption
 * @property {boolean} twoStartSides
 * @property {boolean} undirected
 * @property {boolean} puzzles
 * @property {string} session the session kind: 'graph', 'cop-thief', 'cat-mouse', 'design'
 */
/**
 * A session's places and tokens (`Session.info()`).
 * @typedef {object} SessionInfo
 * @property {number} places
 * @property {Uint32Array} cells per place: its grid cell (r·cols + c) or vertex
 * @property {{ side: number, index: number }[]} tokens side −1: whoever is to move
 * @property {string[]} notes
 */
/**
 * A position's value (`Session.value()`): outcome 0 D, 1 W, 2 L for the mover (3: not a position).
 * @typedef {object} PositionValue
 * @property {number} outcome
 * @property {number | null} depth
 * @property {number} winner the side, or −1
 * @property {boolean} byRule
 * @property {boolean} end
 * @property {number} endRule −1: none
 */
/**
 * A solve's counts (`Session.stats()`).
 * @typedef {{ positions: number, win: number, loss: number, draw: number, longest: number }} SolveStats
 */
/**
 * A graph game's whole result (`Session.table()`): per vertex its outcome (0 D, 1 W, 2 L), depth
 * and best move's target (4294967295: none).
 * @typedef {{ outcomes: Uint8Array, depths: Uint32Array, best: Uint32Array }} SolveTable
 */
/**
 * One token moved over every place, the others held (`Session.map()`): outcome 3 where it may
 * not stand, depth 4294967295 where none.
 * @typedef {{ outcomes: Uint8Array, depths: Uint32Array }} PlaceMap
 */

/**
 * page → worker: the first message, no reply (solver/worker.js reads its options).
 * @typedef {{ type: 'config', chunk?: number, wasm?: string, threads?: number, lite?: boolean,
 *   first?: 'lite' | 'boards' | 'designs' | 'full' }} ConfigRequest
 */
/**
 * page → worker, no reply: the compiled module (`wasm`; null: the worker fetches it) or the full one (`wasm-full`).
 * @typedef {{ type: 'wasm' | 'wasm-full', module: WebAssembly.Module | null }} ModuleMessage
 */
/** @typedef {{ type: 'init' }} InitRequest */
/**
 * A session's input, as `openSession` takes it for the game's session kind (graph: n, from, to,
 * misere; cop-thief: rows, cols, cells; cat-mouse: offsets, neighbours; design: text; cop-number:
 * n, from, to, maxCops).
 * @typedef {object} SessionInput
 * @property {string} game the registry id (lib/games.js: PAGE_GAMES' ids, COP_NUMBER)
 * @property {number} [n]
 * @property {Uint32Array | number[]} [from] 0-based edges (arrays are copied into Uint32Arrays)
 * @property {Uint32Array | number[]} [to]
 * @property {boolean} [misere]
 * @property {number} [rows]
 * @property {number} [cols]
 * @property {string} [cells] rows·cols characters of the board's text format, row-major
 * @property {Uint32Array} [offsets] CSR of an undirected graph: n + 1 offsets
 * @property {Uint32Array} [neighbours]
 * @property {string} [text] a design's JSON
 * @property {number} [maxCops]
 */
/** @typedef {{ type: 'check', id: number } & SessionInput} CheckRequest */
/** @typedef {{ type: 'open', id: number, table?: boolean } & SessionInput} OpenRequest */
/**
 * The questions of an `ask`, each a list answered in order under the same key (any may be left out).
 * @typedef {object} Questions
 * @property {number[]} [values] positions
 * @property {number[]} [places] positions
 * @property {number[]} [moves] positions
 * @property {number[]} [best] positions
 * @property {{ position: number, token: number, mover: number }[]} [maps]
 * @property {{ position: number, max?: number }[]} [lines]
 * @property {{ mover: number, places: number[] | Uint32Array }[]} [positions]
 * @property {(number[] | Uint32Array)[]} [captureMaps] placements
 * @property {{ placement: number[] | Uint32Array, robber: number }[]} [copsMoves]
 * @property {{ placement: number[] | Uint32Array, robber: number }[]} [robberMoves]
 * @property {(number[] | Uint32Array)[]} [sumAnswers] a sum's tokens (vertices, repeats allowed)
 * @property {PuzzleQuestion} [puzzles]
 * @property {{ previous: number, oldOf: Uint32Array }} [diff]
 */
/** @typedef {{ count?: number, seed?: number, minPlies?: number, kind?: 'win' | 'draw' | 'all' }} PuzzleQuestion */
/** @typedef {{ type: 'ask', id: number, session: number } & Questions} AskRequest */
/**
 * The CLI's `--json` (`cli-json`) or `--dot` (`cli-dot`) of an input text.
 * @typedef {{ type: 'cli-json' | 'cli-dot', id: number, game: string, input: string, misere: boolean,
 *   maxPositions?: number }} CliRequest
 */
/**
 * Every request the page sends.
 * @typedef {ConfigRequest | ModuleMessage | InitRequest | CheckRequest | OpenRequest | AskRequest | CliRequest} Request
 */

/** @typedef {{ type: 'need-full' }} NeedFullReply */
/**
 * The Web Lock the worker holds for its life: the page is granted it once the worker has ended.
 * @typedef {{ type: 'alive', lock: string }} AliveReply
 */
/** @typedef {{ type: 'init', games: GameEntry[], threads: number }} InitReply */
/**
 * Any number before a solve's result (cops: the cop number's cops being tried).
 * @typedef {{ type: 'progress', id: number, fraction: number, cops?: number }} ProgressReply
 */
/**
 * `check`'s reply: the game read and counted, nothing solved (tooBig: the refusal past the page's
 * limits or ''; info null on an error or past the limits).
 * @typedef {{ type: 'info', id: number, error: string, positions: number, tooBig: string, info: SessionInfo | null
 * }} CheckReply
 */
/**
 * `open`'s reply: the session solved and kept under `session` (the request's id); `table` when
 * asked (graph games); cops … verdict for the cop number.
 * @typedef {object} OpenReply
 * @property {'result'} type
 * @property {number} id
 * @property {number} session
 * @property {string} game
 * @property {number} positions
 * @property {SessionInfo} info
 * @property {number | null} start
 * @property {number[]} startPlaces
 * @property {PositionValue | null} startValue
 * @property {SolveStats} stats
 * @property {{ win: Uint32Array, loss: Uint32Array }} histogram positions per depth
 * @property {number} ms
 * @property {SolveTable} [table]
 * @property {number} [cops]
 * @property {number} [tried]
 * @property {number[]} [placement]
 * @property {number} [captureTime]
 * @property {string} [verdict]
 * @property {SumGamma} [gamma] a sum's γ per vertex
 */
/**
 * A sum's generalized Sprague–Grundy function (docs/wasm-api.md SumSession.gamma): value[v] γ(v), or
 * 4294967295 for ∞; K of v (the distinct finite values of its options, ascending) at
 * optionValue[optionOffset[v] .. optionOffset[v + 1]).
 * @typedef {{ value: Uint32Array, optionOffset: Uint32Array, optionValue: Uint32Array }} SumGamma
 */
/**
 * A sum's answer for some tokens: outcome 0 D, 1 W, 2 L for the player to move; the token (its index)
 * to move and its vertex (null for a loss).
 * @typedef {{ outcome: number, token: number | null, to: number | null }} SumAnswer
 */
/** @typedef {{ json: string, count: number, ms: number }} PuzzlesAnswer */
/**
 * What changed between two sessions: transitions[before][after] of outcomes (0 D, 1 W, 2 L).
 * @typedef {{ positions: number, changed: number, added: number, depthOnly: number, transitions: number[][]
 * }} DiffAnswer
 */
/**
 * `ask`'s reply: the same keys as the questions, in order.
 * @typedef {object} AskReply
 * @property {'answer'} type
 * @property {number} id
 * @property {PositionValue[]} [values]
 * @property {number[][]} [places]
 * @property {number[][]} [moves]
 * @property {(number | null)[]} [best]
 * @property {(PlaceMap | null)[]} [maps]
 * @property {number[][]} [lines]
 * @property {number[]} [positions]
 * @property {number[][]} [captureMaps]
 * @property {number[][]} [copsMoves]
 * @property {(number | null)[]} [robberMoves]
 * @property {(SumAnswer | null)[]} [sumAnswers]
 * @property {PuzzlesAnswer} [puzzles]
 * @property {DiffAnswer} [diff]
 */
/** @typedef {{ type: 'json', id: number, json: string }} CliJsonReply */
/** @typedef {{ type: 'dot', id: number, dot: string }} CliDotReply */
/**
 * A request that failed (id null or absent: the module did not load); tooBig past the page's limits.
 * @typedef {{ type: 'error', id?: number | null, message: string, tooBig?: { positions: number, limit: number }
 * }} ErrorReply
 */
/**
 * Every message the worker sends.
 * @typedef {NeedFullReply | AliveReply | InitReply | ProgressReply | CheckReply | OpenReply | AskReply | CliJsonReply
 *   | CliDotReply | ErrorReply} Reply
 */
/** @typedef {(fraction: number) => void} OnProgress */
/**
 * A two-token session's result (police and thief, cat and mouse): its places as locations.
 * @typedef {OpenReply & { locationCount: number, locations: Uint32Array }} TwoTokenResult
 */
/** @typedef {Error & { kind?: string }} SolverError a failed request's error; kind 'solver', 'crash' or 'cancelled' */

export {};
