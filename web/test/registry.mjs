// The game ids of the C++ registry (src/catalog/registry.cpp, the source of truth), read from its source for
// the node tests: each entry of the kGames list opens with its id, a string literal.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REGISTRY_CPP = path.join(ROOT, 'src', 'catalog', 'registry.cpp');

// The ids in the registry's order, from the C++ text: in the initializer of `kGames`, every brace group that
// opens with a string literal is an entry and that literal its id (the shallowest such groups, so a nested
// list inside an entry is never taken for a game). Comments and the contents of strings are skipped.
export function registryIdsFrom(source) {
  const start = source.search(/\bkGames\b[^;]*?=/);
  if (start < 0) throw new Error('registry.cpp: no kGames list');
  let i = source.indexOf('=', start) + 1;
  let depth = 0;
  const found = []; // [depth, id]
  let opened = -1; // the depth of a brace just opened, until its first token is read
  const skipSpace = () => {
    for (;;) {
      if (/\s/.test(source[i] ?? '')) i++;
      else if (source.startsWith('//', i)) i = source.indexOf('\n', i) + 1 || source.length;
      else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) + 2;
      else return;
    }
  };
  const readString = () => {
    let text = '';
    for (i++; i < source.length && source[i] !== '"'; i++) {
      if (source[i] === '\\') i++;
      text += source[i];
    }
    i++;
    return text;
  };
  for (;;) {
    skipSpace();
    if (i >= source.length) throw new Error('registry.cpp: the kGames list does not close');
    const c = source[i];
    if (c === '{') {
      depth++;
      opened = depth;
      i++;
      continue;
    }
    if (c === '"') {
      const text = readString();
      if (opened === depth) found.push([depth, text]);
      opened = -1;
      continue;
    }
    opened = -1;
    if (c === '}') {
      depth--;
      i++;
      if (depth === 0) break;
      continue;
    }
    if (c === "'") i = source.indexOf("'", i + (source[i + 1] === '\\' ? 3 : 2)) + 1;
    else i++;
  }
  const shallowest = Math.min(...found.map(([d]) => d));
  return found.filter(([d]) => d === shallowest).map(([, id]) => id);
}

// The registry's ids, every game the CLI and the page know.
export const registryIds = () => registryIdsFrom(fs.readFileSync(REGISTRY_CPP, 'utf8'));
