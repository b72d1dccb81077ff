export interface SubjectColors {
  selected: string;
  /** Absent when the dictionary gives none: the tab then uses the token's default. */
  unselected?: string;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/** A subject's `urlAddress` is "selected,unselected" colours; anything else gets the theme colours
 * (the tokens --jc-subject-selected and --jc-subject-unselected). */
export function parseSubjectColors(urlAddress: string): SubjectColors | null {
  const parts = urlAddress.match(/(#[0-9a-f]{3,8}|rgba?\([^)]*\))/gi) ?? [];
  const [selected, unselected] = parts.map((p) => p.trim());
  if (!selected || !COLOR.test(selected)) return null;
  return unselected && COLOR.test(unselected) ? { selected, unselected } : { selected };
}
