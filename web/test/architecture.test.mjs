// Tests of the page's shape (docs/architecture.md): one job per file, files short enough to
// read, games named only in lib/games.js (every id of the C++ registry, src/catalog/registry.cpp),
// one HTML/XML escaping helper, and every import naming a module and an export that exist (no
// free names, no assignment to an import) — the mistakes that otherwise surface only in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryIds, registryIdsFrom } from './registry.mjs';
import { PAGE_GAMES } from '../lib/games.js';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NOT_PAGE = new Set(['test', 'e2e']);

function pageFiles(ext) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!(dir === WEB && NOT_PAGE.has(e.name))) walk(p);
      } else if (ext.some((x) => e.name.endsWith(x))) out.push(p);
    }
  };
  walk(WEB);
  return out.sort();
}
const rel = (p) => path.relative(WEB, p);
const scripts = pageFiles(['.js']);
const escModule = await import('../lib/panels.js');

test('every page file opens with a line saying what it is, and is under 600 lines (as Prettier lays it out)', () => {
  assert.ok(scripts.length >= 30, `found ${scripts.length} scripts`);
  for (const f of [...scripts, ...pageFiles(['.css'])]) {
    const text = fs.readFileSync(f, 'utf8');
    const first = text.split('\n')[0];
    assert.match(first, /^(\/\/|\/\*) \S.{10,}/, `${rel(f)}: the first line should say what the file is`);
    const lines = text.split('\n').length - 1;
    assert.ok(lines <= 600, `${rel(f)} has ${lines} lines (split it: one job per file)`);
  }
});

test('the top level of web/ holds only index.html, the offline files and the layer folders', () => {
  const top = fs
    .readdirSync(WEB)
    .filter((n) => !n.startsWith('.'))
    .sort();
  assert.deepEqual(top, [
    'app',
    'cat-mouse',
    'cop-thief',
    'cops',
    'design',
    'e2e',
    'explore',
    'gallery',
    'graph',
    'graph-editor',
    'icon.svg',
    'index.html',
    'kit',
    'lib',
    'manifest.webmanifest',
    'puzzles',
    'share',
    'shell',
    'solver',
    'styles',
    'sum',
    'sw.js',
    'test',
    'ui',
  ]);
});

test("lib/ branches on no feature: links' sections and puzzles' positions are the features' own (graph-editor/, cop-thief/, design/ link.js)", () => {
  const branching = scripts
    .filter((f) => rel(f).split(path.sep)[0] === 'lib')
    .filter((f) => /featureOf\([^)]*\)\s*[!=]==?\s*['"]/.test(fs.readFileSync(f, 'utf8')))
    .map(rel);
  assert.deepEqual(branching, []);
});

// Every game id of the C++ registry (src/catalog/registry.cpp), read from it: a game added there is
// checked here without a word changed.
const GAME_IDS = registryIds();
// The page's feature names (lib/games.js): an id that is also one ('design') is a word of the page too.
const FEATURES = new Set(Object.values(PAGE_GAMES).map((g) => g.feature));
const quotedId = (id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the game ids come from the registry: every entry of src/catalog/registry.cpp, each once', () => {
  assert.ok(GAME_IDS.length >= 5, `only ${GAME_IDS.length} ids read: ${GAME_IDS}`);
  assert.equal(new Set(GAME_IDS).size, GAME_IDS.length, `an id twice: ${GAME_IDS}`);
  for (const id of GAME_IDS) assert.match(id, /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, `'${id}' is not an id`);
});

test("the registry reader takes each entry's id, whatever the entry holds (a game added there is read too)", () => {
  const text = `// the registry
const std::array<GameEntry, 3> kGames = {{
    {"generic", "Token on a directed graph", "a {brace} in text", kEdgeListHelp, kGraphBoard, {}},
    // {"not-a-game", "a comment"},
    {"cop-number", "How many cops?", "Input: \\"n m\\" ...", nullptr, {"nested", "list"}},
    {"design",
     "Designed game", '}', {}},
}};
const GameEntry* find_game(std::string_view id) { return nullptr; }`;
  assert.deepEqual(registryIdsFrom(text), ['generic', 'cop-number', 'design']);
  assert.throws(() => registryIdsFrom('const int kOther = 1;'), /no kGames list/);
});

test('game ids appear in exactly one page file, lib/games.js (presets and the gallery are data), quoted or inside a name', () => {
  // Quoted ('cop-thief'), or inside a file name or message (whowins-cop-thief-8x8.png). An id that is also a
  // feature's name ('design': the feature and its folder) counts inside a name or message only.
  const names = GAME_IDS.map(quotedId).join('|');
  const quoted = GAME_IDS.filter((id) => !FEATURES.has(id))
    .map(quotedId)
    .join('|');
  const ids = new RegExp(`['"\`](${quoted})['"\`]|\\bwhowins[- ](${names})\\b`);
  const naming = scripts
    .filter((f) =>
      ids.test(
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .filter((l) => !/^\s*\/\//.test(l))
          .join('\n'),
      ),
    )
    .map(rel);
  assert.deepEqual(
    naming.filter((f) => f !== 'graph-editor/presets.js' && f !== 'lib/gallery.js'),
    ['lib/games.js'],
  );
});

test('only solver/ talks to the WASM module', () => {
  for (const f of scripts) {
    const text = fs.readFileSync(f, 'utf8');
    if (/whowins\.js['"]/.test(text)) assert.ok(rel(f).startsWith('solver/'), `${rel(f)} imports the module`);
  }
});

// acorn and acorn-walk come from package.json (npm ci in the test command): a missing parser
// fails these tests instead of skipping them.
const acorn = await import('acorn');
const walk = await import('acorn-walk');
const parse = (f) => acorn.parse(fs.readFileSync(f, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });

// The character an entity stands for ('&amp;' → '&', '&#60;' → '<'), '*' for '&#' (the head of a numeric
// entity built from a character's code: any character), null for any other text.
const NAMED_ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
function entityOf(text) {
  if (NAMED_ENTITIES[text]) return NAMED_ENTITIES[text];
  const m = /^&#(?:x([0-9a-f]+)|([0-9]+));$/i.exec(text);
  if (m) return String.fromCharCode(m[1] ? parseInt(m[1], 16) : Number(m[2]));
  return text === '&#' ? '*' : null;
}

// The HTML/XML escaping helpers of a module's code, whatever their names: every function that turns &, < and >
// into entities — read from its body (a string or template part that is exactly an entity, or the head of a
// numeric one with a pattern naming the three characters), and from the module's top-level constants it uses
// (a table of entities kept beside the function). An entity inside longer text ('whowins design &lt; file')
// is markup, not escaping. Returns 'name (line N)' of the innermost named such functions.
function escapersIn(code) {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const constants = new Map(); // top-level name → its initializer (not a function)
  for (const n of ast.body) {
    const decl = n.type === 'ExportNamedDeclaration' ? n.declaration : n;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations)
      if (d.id.type === 'Identifier' && d.init && !/Function/.test(d.init.type)) constants.set(d.id.name, d.init);
  }
  const texts = (node, out) =>
    walk.full(node, (n) => {
      if (n.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
      if (n.type === 'TemplateElement') out.push(n.value.cooked ?? '');
    });
  const escapes = (fn) => {
    const seen = [];
    const patterns = [];
    texts(fn.body, seen);
    walk.full(fn.body, (n) => {
      if (n.regex) patterns.push(new RegExp(n.regex.pattern, n.regex.flags.replace('g', '')));
      if (n.type === 'Identifier' && constants.has(n.name)) texts(constants.get(n.name), seen);
    });
    const chars = new Set(seen.map(entityOf));
    const named = ['&', '<', '>'].every((c) => chars.has(c));
    const numeric = chars.has('*') && patterns.some((re) => ['&', '<', '>'].every((c) => re.test(c)));
    return named || numeric;
  };
  const nameOf = (fn, parent) =>
    fn.id?.name ??
    (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : null) ??
    ((parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') &&
    parent.key.type === 'Identifier'
      ? parent.key.name
      : null);
  const found = []; // { fn, name, named ancestors }
  walk.fullAncestor(ast, (node, _state, ancestors) => {
    if (!/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) return;
    const name = nameOf(node, ancestors[ancestors.length - 2]);
    if (name && escapes(node)) found.push({ node, name, within: ancestors.slice(0, -1) });
  });
  // The innermost: a named escaper holding another named one is reported as the inner one.
  return found
    .filter((f) => !found.some((g) => g !== f && g.within.includes(f.node)))
    .map((f) => `${f.name} (line ${f.node.loc.start.line})`);
}

test("one escaping helper: HTML and XML are escaped by lib/panels.js's esc alone (it escapes ' too), whatever a copy is named", () => {
  const helpers = scripts.flatMap((f) => escapersIn(fs.readFileSync(f, 'utf8')).map((e) => `${rel(f)}: ${e}`));
  assert.deepEqual(
    helpers.map((h) => h.replace(/ \(line \d+\)$/, '')),
    ['lib/panels.js: esc'],
    helpers.join('\n'),
  );
  const { esc } = escModule;
  assert.equal(esc(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('the escaping check finds a copy by its body, whatever its name and way of writing', () => {
  const copies = {
    'a table lookup': `const xml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);`,
    'a chain of replaces': `export function toMarkup(t) { return t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'); }`,
    'a table beside it': `const ENT = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };\nconst clean = (s) => s.replace(/[&<>]/g, (c) => ENT[c]);`,
    'numeric entities': 'const q = (s) => s.replace(/[&<>"\']/g, (c) => `&#${c.charCodeAt(0)};`);',
    'numeric, written out': `function safe(s) { return s.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#x3e;'); }`,
    'a method': `const view = { label(s) { return s.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;'); } };`,
  };
  for (const [how, code] of Object.entries(copies)) assert.equal(escapersIn(code).length, 1, how);
  // Markup that contains an entity, and a helper that escapes only some of the characters, are not copies.
  assert.deepEqual(escapersIn("const words = () => 'run <code>whowins design &lt; file.json</code> &amp; see';"), []);
  assert.deepEqual(escapersIn("const amp = (s) => s.replace(/&/g, '&amp;');"), []);
});

// The page's import graph: module → the page modules it imports (static imports, re-exports,
// workers and other modules named by new URL(…, import.meta.url)).
function importGraph() {
  const graph = new Map();
  for (const f of scripts) {
    const deps = new Set();
    const add = (spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(f), spec.split('?')[0]);
      if (target.endsWith('.js') && !/\/(whowins\.js|vendor\/.*)$/.test(target)) deps.add(target);
    };
    walk.full(parse(f), (node) => {
      if (
        (node.type === 'ImportDeclaration' ||
          node.type === 'ExportNamedDeclaration' ||
          node.type === 'ExportAllDeclaration') &&
        node.source
      )
        add(node.source.value);
      if (node.type === 'ImportExpression' && node.source.type === 'Literal') add(node.source.value);
    });
    graph.set(f, deps);
  }
  return graph;
}

// Layers, low to high (docs/architecture.md): pure modules, the kit (views shared by every
// feature: it may use the DOM but imports only lib/), services, the shell, then the features
// and tools, each in its own folder; app/main.js, the composition root, above them all.
const PURE_DIRS = ['lib'];
const PURE_FILES = [
  'graph-editor/layered.js',
  'kit/graph-geometry.js',
  'cop-thief/board.js',
  'graph-editor/presets.js', // data: the graph presets (app/links.js lists every preset for the build)
  'design/templates.js', // data: the designer's templates
  'graph-editor/link.js',
  'cop-thief/link.js',
  'design/link.js',
  'app/links.js',
  'solver/worker-core.js',
  'solver/worker-state.js',
  'solver/worker-requests.js',
  'solver/worker-ask.js',
  'solver/worker-chunks.js',
  'solver/worker-values.js',
  'solver/worker-limits.js',
  ...fs
    .readdirSync(path.join(WEB, 'graph-editor'))
    .filter((n) => /^parse(-[a-z-]+)?\.js$/.test(n) && n !== 'parse-worker.js')
    .map((n) => `graph-editor/${n}`),
];
const SERVICE_DIRS = ['ui', 'solver'];
// The drawn-graph editor: the layer the games on a drawn graph share (graph/, cat-mouse/), above
// the shell and below them; it knows no game (each registers an adapter).
const EDITOR_DIRS = ['graph-editor'];
const PLUGIN_DIRS = [
  'graph',
  'cat-mouse',
  'cop-thief',
  'design',
  'sum',
  'cops',
  'explore',
  'share',
  'puzzles',
  'gallery',
]; // features and tools
const folderOf = (f) => rel(f).split(path.sep)[0];
const isPure = (f) => PURE_DIRS.includes(folderOf(f)) || PURE_FILES.includes(rel(f));
const DOM =
  /(?<![.\w'"])((document|window|navigator|location|history)\s*\.|(getComputedStyle|requestAnimationFrame)\s*\()/;

test("no import cycle among the page's modules", () => {
  const graph = importGraph();
  const state = new Map(); // 1 on the stack, 2 done
  const cycles = [];
  const visit = (f, stack) => {
    state.set(f, 1);
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 1) cycles.push([...stack.slice(stack.indexOf(d)), d].map(rel).join(' → '));
      else if (!state.has(d)) visit(d, stack);
    }
    stack.pop();
    state.set(f, 2);
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f, []);
  assert.deepEqual(cycles, []);
});

// app/ is above the features: main.js, the links' sections it registers and the tools it loads after
// the first answer.
test('nothing imports the composition root app/main.js', () => {
  assert.deepEqual(fs.readdirSync(path.join(WEB, 'app')).sort(), ['links.js', 'main.js', 'tools.js']);
  const main = path.join(WEB, 'app', 'main.js');
  const importers = [...importGraph()].filter(([, deps]) => deps.has(main)).map(([f]) => rel(f));
  assert.deepEqual(importers, []);
});

test('layers: pure modules import only pure modules and touch no DOM; the kit only lib/; services no shell or feature; the shell no feature; the graph editor no feature; a feature or tool no other one', () => {
  const problems = [];
  for (const [f, deps] of importGraph()) {
    const from = folderOf(f);
    if (isPure(f)) {
      const code = fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => !/^\s*\/\//.test(l))
        .join('\n');
      if (DOM.test(code)) problems.push(`${rel(f)} is pure but uses ${code.match(DOM)[0]}`);
    }
    for (const d of deps) {
      const to = folderOf(d);
      if (isPure(f) && !isPure(d)) problems.push(`${rel(f)} (pure) imports ${rel(d)}`);
      if (from === 'kit' && to !== 'kit' && to !== 'lib')
        problems.push(`${rel(f)} (kit) imports ${rel(d)}: the kit imports only lib/`);
      if (SERVICE_DIRS.includes(from) && (to === 'shell' || PLUGIN_DIRS.includes(to)))
        problems.push(`${rel(f)} (service) imports ${rel(d)}`);
      if (from === 'shell' && (PLUGIN_DIRS.includes(to) || EDITOR_DIRS.includes(to)))
        problems.push(`${rel(f)} (shell) imports ${rel(d)}`);
      if (EDITOR_DIRS.includes(from) && PLUGIN_DIRS.includes(to))
        problems.push(`${rel(f)} (the graph editor) imports ${rel(d)}: games register with it, it never imports one`);
      if (PLUGIN_DIRS.includes(from) && PLUGIN_DIRS.includes(to) && from !== to && !isPure(d))
        problems.push(`${rel(f)} imports ${rel(d)} (another feature or tool)`);
      if (PLUGIN_DIRS.includes(from) && PLUGIN_DIRS.includes(to) && from !== to && isPure(d))
        problems.push(`${rel(f)} imports ${rel(d)} (another feature's own module: move it to lib/)`);
    }
  }
  assert.deepEqual(problems, []);
});

test('nothing outside a feature reads or writes its internals (.ui.)', () => {
  const outside = scripts.filter((f) => !['graph', 'cat-mouse', 'cop-thief', 'design', 'sum'].includes(folderOf(f)));
  for (const f of outside)
    assert.doesNotMatch(fs.readFileSync(f, 'utf8'), /\.ui\./, `${rel(f)} reaches into a feature's .ui`);
});

const BROWSER = new Set(
  'window document location history navigator localStorage console performance requestAnimationFrame cancelAnimationFrame setTimeout clearTimeout setInterval clearInterval Worker URL URLSearchParams Blob Image ImageData XMLSerializer getComputedStyle ResizeObserver MutationObserver fetch Promise Map Set WeakMap Array Object Number String Math JSON Date Error TypeError RangeError Uint8Array Uint16Array Uint32Array Int8Array Int16Array Int32Array Float32Array Float64Array Uint8ClampedArray ArrayBuffer DataView TextEncoder TextDecoder BigInt Symbol Infinity NaN isNaN isFinite parseInt parseFloat encodeURIComponent decodeURIComponent atob btoa self postMessage Boolean RegExp undefined globalThis Intl Reflect WebAssembly queueMicrotask structuredClone MessageChannel confirm Proxy CSS caches Response Request Headers SharedArrayBuffer'.split(
    ' ',
  ),
);

test('imports name existing modules and exports; no free names; no assignment to an import', () => {
  const exportsOf = new Map();
  for (const f of scripts) {
    const names = new Set();
    for (const n of parse(f).body) {
      if (n.type === 'ExportDefaultDeclaration') names.add('default');
      if (n.type !== 'ExportNamedDeclaration') continue;
      if (n.declaration?.declarations) for (const d of n.declaration.declarations) names.add(d.id.name);
      else if (n.declaration) names.add(n.declaration.id.name);
      for (const s of n.specifiers ?? []) names.add(s.exported.name);
    }
    exportsOf.set(f, names);
  }
  const problems = [];
  for (const f of scripts) {
    const ast = parse(f);
    const imported = new Set();
    for (const n of ast.body) {
      if (n.type !== 'ImportDeclaration' && !(n.type === 'ExportNamedDeclaration' && n.source)) continue;
      const target = path.resolve(path.dirname(f), n.source.value);
      for (const s of n.specifiers ?? []) if (s.local && n.type === 'ImportDeclaration') imported.add(s.local.name);
      if (!exportsOf.has(target)) {
        if (!/\/(whowins\.js|vendor\/.*)$/.test(target)) problems.push(`${rel(f)}: no module ${n.source.value}`);
        continue;
      }
      for (const s of n.specifiers ?? []) {
        const name =
          s.type === 'ImportSpecifier' ? s.imported.name : s.type === 'ExportSpecifier' ? s.local.name : 'default';
        if (s.type !== 'ImportNamespaceSpecifier' && !exportsOf.get(target).has(name))
          problems.push(`${rel(f)}: ${n.source.value} has no export ${name}`);
      }
    }
    // Names used but declared nowhere in the module (scopes: a simple over-approximation of
    // declarations anywhere in the file, which still catches names left behind by a move).
    const declared = new Set(imported);
    walk.full(ast, (node) => {
      const addPattern = (p) => {
        if (!p) return;
        if (p.type === 'Identifier') declared.add(p.name);
        else if (p.type === 'ObjectPattern') p.properties.forEach((q) => addPattern(q.value ?? q.argument));
        else if (p.type === 'ArrayPattern') p.elements.forEach(addPattern);
        else if (p.type === 'RestElement') addPattern(p.argument);
        else if (p.type === 'AssignmentPattern') addPattern(p.left);
      };
      if (node.type === 'VariableDeclarator') addPattern(node.id);
      if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id)
        declared.add(node.id.name);
      if (
        node.type === 'FunctionDeclaration' ||
        node.type === 'FunctionExpression' ||
        node.type === 'ArrowFunctionExpression'
      ) {
        if (node.id) declared.add(node.id.name);
        node.params.forEach(addPattern);
      }
      if (node.type === 'CatchClause') addPattern(node.param);
      if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && imported.has(node.left.name)) {
        problems.push(`${rel(f)}: assigns to the import ${node.left.name}`);
      }
      if (node.type === 'UpdateExpression' && node.argument.type === 'Identifier' && imported.has(node.argument.name)) {
        problems.push(`${rel(f)}: updates the import ${node.argument.name}`);
      }
    });
    walk.ancestor(ast, {
      Identifier(node, ancestors) {
        const parent = ancestors[ancestors.length - 2];
        if (!parent) return;
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (
          (parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
          parent.key === node &&
          !parent.computed &&
          !parent.shorthand
        )
          return;
        if (
          parent.type === 'LabeledStatement' ||
          parent.type === 'BreakStatement' ||
          parent.type === 'ContinueStatement'
        )
          return;
        if (
          parent.type === 'ImportSpecifier' ||
          parent.type === 'ExportSpecifier' ||
          parent.type === 'ImportDefaultSpecifier'
        )
          return;
        if (!declared.has(node.name) && !BROWSER.has(node.name))
          problems.push(`${rel(f)}: ${node.name} is not declared or imported`);
      },
    });
  }
  assert.deepEqual([...new Set(problems)], []);
});
