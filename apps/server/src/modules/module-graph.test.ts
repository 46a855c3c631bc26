import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape docs/architecture.md draws: modules are used through their faces, and their imports
// point one way (a module that another builds on never imports it back), in the server and
// between the files of the domain package.

const MODULES = import.meta.dirname;
const DOMAIN = path.resolve(MODULES, '../../../../packages/domain/src');
const IMPORT = /(?:import|export)[^;]*?from\s+['"]([^'"]+)['"]/gs;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.resolve(path.dirname(file), spec));
}

/** The cycles of a directed graph: its strongly connected parts of more than one node. */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) cycles.push(part.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const moduleOf = (file: string): string | null => {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..')) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 && name !== undefined ? name : null;
};

describe('module graph', () => {
  it('server modules reach each other only through index.ts, and never in a circle', () => {
    const edges = new Map<string, Set<string>>();
    const throughInnerFiles: string[] = [];
    for (const file of sourceFiles(MODULES)) {
      const own = moduleOf(file);
      if (own === null) continue;
      for (const target of relativeImports(file)) {
        const other = moduleOf(target);
        if (other === null || other === own) continue;
        if (
          path.basename(target) !== 'index.ts' ||
          path.dirname(target) !== path.join(MODULES, other)
        ) {
          throughInnerFiles.push(
            `${path.relative(MODULES, file)} -> ${path.relative(MODULES, target)}`,
          );
        }
        edges.set(own, (edges.get(own) ?? new Set()).add(other));
      }
    }
    expect(throughInnerFiles).toEqual([]);
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('the domain package has no import circle between its files', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(DOMAIN)) {
      edges.set(
        path.relative(DOMAIN, file),
        new Set(relativeImports(file).map((target) => path.relative(DOMAIN, target))),
      );
    }
    expect(cyclesOf(edges)).toEqual([]);
  });
});
