// Tests of the page's shape (docs/architecture.md): one job per file, files short enough to
// read, games named only in shell/games.js, and every import naming a module and an export
// that exist (no free names, no assignment to an import) — the mistakes that otherwise
// surface only in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NOT_PAGE = new Set(['test', 'e2e', 'dev']);

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
    'board',
    'catmouse',
    'cops',
    'design',
    'dev',
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
    'sw.js',
    'test',
    'ui',
  ]);
});

test("one esc: HTML is escaped by lib/panels.js's esc alone (it escapes ' too), never a copy", () => {
  const copies = scripts
    .filter((f) => rel(f) !== 'lib/panels.js' && /\b(const|let|function)\s+esc\b/.test(fs.readFileSync(f, 'utf8')))
    .map(rel);
  assert.deepEqual(copies, []);
  const { esc } = escModule;
  assert.equal(esc(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test("lib/ branches on no feature: links' sections and puzzles' positions are the features' own (graph-editor/, board/, design/ link.js)", () => {
  const branching = scripts
    .filter((f) => rel(f).split(path.sep)[0] === 'lib')
    .filter((f) => /featureOf\([^)]*\)\s*[!=]==?\s*['"]/.test(fs.readFileSync(f, 'utf8')))
    .map(rel);
  assert.deepEqual(branching, []);
});

test('game ids appear in exactly one page file, lib/games.js (presets and the gallery are data), quoted or inside a name', () => {
  // Quoted ('cop-thief'), or inside a file name or message (whowins-cop-thief-8x8.png).
  const ids =
    /['"`](generic|alice-bob|cop-thief|cat-mouse)['"`]|\bwhowins[- ](generic|alice-bob|cop-thief|cat-mouse)\b/;
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
  'board/board.js',
  'graph-editor/link.js',
  'board/link.js',
  'design/link.js',
  'app/links.js',
  'solver/worker-core.js',
  ...fs
    .readdirSync(path.join(WEB, 'graph-editor'))
    .filter((n) => /^parse(-[a-z-]+)?\.js$/.test(n) && n !== 'parse-worker.js')
    .map((n) => `graph-editor/${n}`),
];
const SERVICE_DIRS = ['ui', 'solver'];
// The drawn-graph editor: the layer the games on a drawn graph share (graph/, catmouse/), above
// the shell and below them; it knows no game (each registers an adapter).
const EDITOR_DIRS = ['graph-editor'];
const PLUGIN_DIRS = ['graph', 'catmouse', 'board', 'design', 'cops', 'explore', 'share', 'puzzles', 'gallery']; // features and tools
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

test("nothing imports the composition root app/main.js (app/ above the features: it and the links' sections it registers)", () => {
  assert.deepEqual(fs.readdirSync(path.join(WEB, 'app')).sort(), ['links.js', 'main.js']);
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
  const outside = scripts.filter((f) => !['graph', 'catmouse', 'board', 'design'].includes(folderOf(f)));
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
