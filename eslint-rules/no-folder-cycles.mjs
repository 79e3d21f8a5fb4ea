import fs from 'node:fs';
import path from 'node:path';

/**
 * `local/no-folder-cycles`: no two folders of lib/ or components/ may import each other, directly or
 * through others. A folder is the unit of the architecture (lib/orders, components/checkout), so a
 * cycle between two of them means neither can be understood, tested or moved without the other.
 *
 * The rule reads the import graph of the whole tree once per ESLint process (every `from '…'` and
 * `import('…')` of the source files under the configured roots), and reports, on the import that
 * closes a cycle, the path by which the imported folder already reaches back. Type-only imports
 * count: they tie the folders' meanings together as much as value imports do.
 */

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bjest\.mock\(\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** lib/orders/queries.ts → lib/orders; lib/env.ts → lib/env.ts; anything outside the roots → null. */
function folderOf(relativeFile, roots) {
  const parts = relativeFile.split(path.sep).join('/').split('/');
  if (!roots.includes(parts[0]) || parts.length < 2) return null;
  return `${parts[0]}/${parts[1]}`;
}

function resolveSpecifier(specifier, fromFile, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function listSources(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/** folder → Map(imported folder → the first file of `folder` that imports it). */
function folderGraph(root, roots) {
  const graph = new Map();
  for (const topLevel of roots) {
    for (const file of listSources(path.join(root, topLevel))) {
      const from = folderOf(path.relative(root, file), roots);
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const target = resolveSpecifier(match[1], file, root);
        const to = target && folderOf(path.relative(root, target), roots);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(root, file));
      }
    }
  }
  return graph;
}

/** The shortest chain of folders from `start` to `goal` (both included), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const chain = [];
      for (let at = goal; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

const graphs = new Map();

const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders of lib/ and components/ never import each other in a cycle.' },
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which already imports {{from}} ({{chain}}). Move the shared piece down into a folder both may import.',
    },
  },
  create(context) {
    const root = context.cwd;
    const roots = context.options[0]?.roots ?? ['lib', 'components'];
    const from = folderOf(path.relative(root, context.filename), roots);
    if (!from) return {};
    const key = `${root}\0${roots.join(',')}`;
    if (!graphs.has(key)) graphs.set(key, folderGraph(root, roots));
    const graph = graphs.get(key);

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename, root);
      const to = target && folderOf(path.relative(root, target), roots);
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const chain = back.map((folder, index) =>
        index < back.length - 1 ? `${folder} (${graph.get(folder).get(back[index + 1])})` : folder,
      );
      context.report({ node: node.source, messageId: 'cycle', data: { from, to, chain: chain.join(' → ') } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export { noFolderCycles };
