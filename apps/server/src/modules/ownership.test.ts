import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every table belongs to the module whose tables.ts declares it, and only that module writes it
// (docs/architecture.md). Read from the source: the write calls that name their table (insertInto,
// updateTable, deleteFrom, also through a `[...] as const` list of names), outside tests, seeds and
// migrations. The exceptions of today are listed with why; a new one fails here.
const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

function ownTables(module: string): Set<string> {
  try {
    const text = readFileSync(join(MODULES_DIR, module, 'tables.ts'), 'utf8');
    return new Set([...text.matchAll(/^\s+(\w+): \w+Table(?:<[^>]*>)?;/gm)].map((m) => m[1]!));
  } catch {
    return new Set();
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(seed|migrations)$/.test(entry.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/(\.test|\.fixtures|^seed|^migrations)\b/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The tables a source text writes, by name. */
export function writtenTables(text: string): string[] {
  const named = [...text.matchAll(/\b(?:insertInto|updateTable|deleteFrom)\(\s*'(\w+)/g)].map((m) => m[1]!);
  // `for (const table of ['a', 'b'] as const) await trx.deleteFrom(table)…`
  const listed = [
    ...text.matchAll(/\[((?:\s*'\w+',?)+)\s*\] as const\)\s*await \w+\.deleteFrom\(\w+\)/g),
  ].flatMap((m) => [...m[1]!.matchAll(/'(\w+)'/g)].map((n) => n[1]!));
  return [...named, ...listed];
}

const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const owners = new Map<string, string>();
for (const module of modules) for (const table of ownTables(module)) owners.set(table, module);

/** `module → table` for every write a module makes to a table another module declares. */
function foreignWrites(): Map<string, string> {
  const found = new Map<string, string>();
  for (const module of modules)
    for (const file of sourceFiles(join(MODULES_DIR, module)))
      for (const table of writtenTables(readFileSync(file, 'utf8'))) {
        const owner = owners.get(table);
        if (owner && owner !== module)
          found.set(`${module} → ${table}`, `${relative(MODULES_DIR, file)} (${owner}'s)`);
      }
  return found;
}

// Today's exceptions, each with why.
const KNOWN_FOREIGN_WRITES = [
  // The operators' catalogue editing is a module of its own beside the books module, the tables' owner.
  'catalogue → answers',
  'catalogue → books',
  'catalogue → codes',
  'catalogue → ebook_areas',
  'catalogue → ebook_pages',
  'catalogue → ebooks',
  'catalogue → items',
  'catalogue → lessons',
  'catalogue → resources',
  // The customer-service QR codes are declared with the books they are shown beside.
  'customer-service → qiwei_qrcodes',
  // The points ledger keeps the users' balance column in step with its rows, in one transaction.
  'points → users',
  // The platform's key-value settings, written by the features whose settings they are.
  'reminders → settings',
  'teacher-resources → settings',
];

describe('table ownership', () => {
  it('knows every module’s tables', () => {
    expect(owners.size).toBeGreaterThan(80);
    expect(owners.get('addresses')).toBe('address');
    expect(owners.get('uploads')).toBe('uploads');
  });

  it('finds a write by name and through a list of names (the check can fail)', () => {
    expect(writtenTables("await trx.deleteFrom('addresses').where('user_id', '=', id)")).toEqual([
      'addresses',
    ]);
    expect(writtenTables("db.updateTable('users as u').set(x)")).toEqual(['users']);
    expect(
      writtenTables(
        "for (const table of ['favorites', 'browse_history'] as const)\n  await trx.deleteFrom(table)",
      ),
    ).toEqual(['favorites', 'browse_history']);
    expect(writtenTables("db.selectFrom('users').selectAll()")).toEqual([]);
  });

  it('lets no module write another’s tables beyond the known exceptions', () => {
    const found = foreignWrites();
    expect([...found.keys()].sort()).toEqual([...KNOWN_FOREIGN_WRITES].sort());
  });

  it('cancels an account without the account module naming another module’s table', () => {
    const cancel = readFileSync(join(MODULES_DIR, 'account/cancel.ts'), 'utf8');
    const named = [...cancel.matchAll(/'(\w+)'/g)].map((m) => m[1]!).filter((t) => owners.has(t));
    expect(named.filter((t) => owners.get(t) !== 'account')).toEqual([]);
  });
});
