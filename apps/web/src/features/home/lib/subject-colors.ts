export interface SubjectColors {
  selected: string;
  unselected: string;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/** A subject's `urlAddress` is "selected,unselected" colours; anything else gets the theme colours. */
export function parseSubjectColors(urlAddress: string): SubjectColors | null {
  const parts = urlAddress.match(/(#[0-9a-f]{3,8}|rgba?\([^)]*\))/gi) ?? [];
  const [selected, unselected] = parts.map((p) => p.trim());
  if (!selected || !COLOR.test(selected)) return null;
  return { selected, unselected: unselected && COLOR.test(unselected) ? unselected : '#5f6b7a' };
}
