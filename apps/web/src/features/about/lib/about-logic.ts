/** Paragraphs of an agreement text (blank lines separate them). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The build's version (vite.config.ts from apps/web/package.json); '开发版' where none was injected. */
export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? `v${__APP_VERSION__}` : '开发版';
}
