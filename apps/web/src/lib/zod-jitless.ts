/**
 * Imported first by both entries (main.tsx, console/main.tsx), before any module that makes a zod
 * schema: zod reads its settings from `globalThis.__zod_globalConfig`, and with `jitless` it neither
 * compiles parsers with `new Function` nor probes whether it may. The server's Content-Security-Policy
 * forbids eval (docs/security.md), and the probe alone is reported as a violation. Forms parse a few
 * fields; the interpreted parser is fast enough for them. Imports nothing, so it costs the entry a few
 * bytes, not zod.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};
