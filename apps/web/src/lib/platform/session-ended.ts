/**
 * Tells the shell that hosts the app that the H5's session ended or changed (logout, a cancelled
 * account, another account), then the shell shows `route`: the mini program forgets the token it keeps
 * (docs/native.md). Nothing in a browser. The shell's module is imported only inside a shell, so the
 * pages that log out (my, settings, switching account) do not carry it.
 */
export function shellSessionEnded(route: string): void {
  if (typeof window === 'undefined' || !window.__JC_SHELL__) return;
  void import('./shell').then(async ({ shellPlatform }) =>
    (await shellPlatform()).shell?.sessionEnded?.(route),
  );
}
