#!/usr/bin/env node
// Prints the folder graph of packages/server/src/modules (which module folder imports which) and
// exits 1 when it has a loop. A module folder is a resource (modules/<name>/); files directly in
// modules/ (the registry) may import any of them. Run by CI (scripts/test-all.mjs) and by hand:
//   node scripts/module-graph.mjs [--quiet]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'packages/server/src/modules');
const quiet = process.argv.includes('--quiet');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** The module folder a file belongs to, or null for a file outside modules/<name>/. */
function folderOf(file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

const specifier =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const edges = new Map(); // folder -> Map(folder -> example "file -> target")
for (const file of walk(modulesDir)) {
  const from = folderOf(file);
  if (!from) continue;
  // Tests may reach across folders (a test of the console's orders reads the shop's cart); the
  // graph is of the code that ships.
  if (/\.test\.tsx?$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifier)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec?.startsWith('.')) continue;
    const to = folderOf(resolve(dirname(file), spec));
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${relative(modulesDir, file)} -> ${spec}`);
  }
}

const folders = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
if (!quiet) {
  console.log('module folder graph (packages/server/src/modules):');
  for (const folder of folders) {
    const targets = [...(edges.get(folder)?.keys() ?? [])].sort();
    console.log(`  ${folder} -> ${targets.length ? targets.join(', ') : '(none)'}`);
  }
}

// Loops: strongly connected components of more than one folder (Tarjan).
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) loops.push(component.sort());
  }
}
for (const folder of folders) if (!state.has(folder)) connect(folder);

if (loops.length === 0) {
  console.log(`no import loop between the ${folders.length} module folders`);
  process.exit(0);
}

console.log(`${loops.length} import loop(s) between module folders:`);
for (const loop of loops) {
  console.log(`  loop: ${loop.join(' <-> ')}`);
  for (const from of loop) {
    for (const [to, example] of edges.get(from) ?? []) if (loop.includes(to)) console.log(`    ${example}`);
  }
}
process.exit(1);
