import type { CascadeOption } from '@/lib/area-cascade';
import type { IssueParser } from '@/lib/form-rules';

/**
 * The area tree cut to a staff member's areas (division codes; '3301' covers every district of 杭州市):
 * a node stays when it is one of the areas, lies inside one, or leads to one. No codes: nothing (the
 * server's scope gives such a member no rows either); `all` (admins): the whole tree.
 */
export function scopeOptions(
  options: readonly CascadeOption[],
  codes: readonly string[] | 'all',
): CascadeOption[] {
  if (codes === 'all') return [...options];
  const keep = (node: CascadeOption): CascadeOption | null => {
    if (codes.some((c) => node.value.startsWith(c))) return node;
    if (!codes.some((c) => c.startsWith(node.value))) return null;
    const children = (node.children ?? []).map(keep).filter((n): n is CascadeOption => n !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return options.map(keep).filter((n): n is CascadeOption => n !== null);
}

/** The path of codes from the top of the tree down to `code` (province, city, district), or [] when absent. */
export function pathTo(options: readonly CascadeOption[], code: string): string[] {
  for (const node of options) {
    if (node.value === code) return [node.value];
    if (code.startsWith(node.value) && node.children) {
      const rest = pathTo(node.children, code);
      if (rest.length > 0) return [node.value, ...rest];
    }
  }
  return [];
}

/** Fen as yuan with two decimals: 123456 → '1,234.56'. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Today in China, 'YYYY-MM-DD' (sale dates default to it and may not pass it). */
export function chinaToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A date picker's value as 'YYYY-MM-DD' in China, and back (noon, so no time zone moves the day). */
export function dateText(date: Date): string {
  return chinaToday(date.getTime());
}
export function dateOf(text: string): Date {
  const [y = 1970, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 4));
}

/** A positive integer from a search param, else 0. */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The position shown on a record: '120.1300, 30.2500' or '未标注'. */
export function positionText(lng: number | null | undefined, lat: number | null | undefined): string {
  if (lng == null || lat == null) return '未标注';
  return `${lng.toFixed(4)}, ${lat.toFixed(4)}`;
}

/** A tel: link of a phone as typed ('0571-8888888' keeps its digits and dash). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+-]/g, '')}`;
}

export { fieldErrors, type IssueParser } from '@/lib/form-rules';

/** A choice: its text, or a label with the value sent. */
export type ChoiceOption = string | { label: string; value: string };

export const optionValue = (o: ChoiceOption) => (typeof o === 'string' ? o : o.value);
export const optionLabel = (o: ChoiceOption) => (typeof o === 'string' ? o : o.label);

/** How a field of an archive form is typed and sent. */
export type FieldKind = 'text' | 'phone' | 'count' | 'money' | 'date' | 'choice' | 'note';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  placeholder?: string;
  /** The buttons of a 'choice' field (one tap picks); free text stays possible when `free` is set. */
  options?: readonly ChoiceOption[];
  free?: boolean;
  maxLength?: number;
  /** Left out of the input when empty. */
  optional?: boolean;
}

/**
 * Form values to a call's input: trimmed text as typed (the contract coerces numbers and parses yuan, as
 * the server does for the form-encoded wire), '' left out where the field is optional.
 */
export function formInput(
  fields: readonly FieldSpec[],
  values: Record<string, string>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = (values[f.name] ?? '').trim();
    if (raw === '' && f.optional) continue;
    input[f.name] = raw;
  }
  return input;
}

type Issue = { path: PropertyKey[]; message: string };

/** One field's schema as a parser of the whole input (its issues under the field's name). */
export function fieldParser(
  name: string,
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
): IssueParser {
  return {
    safeParse: (value) => {
      const result = schema.safeParse((value as Record<string, unknown>)[name] ?? '');
      if (result.success) return { success: true };
      return {
        success: false,
        error: { issues: (result.error?.issues ?? []).map((i) => ({ path: [name], message: i.message })) },
      };
    },
  };
}

/** Several parsers as one: every issue of each. */
export function allParsers(...parsers: IssueParser[]): IssueParser {
  return {
    safeParse: (value) => {
      const issues: Issue[] = [];
      for (const p of parsers) {
        const r = p.safeParse(value);
        if (!r.success) issues.push(...r.error.issues);
      }
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}

/**
 * The one-tap area filters of a staff member: a district as itself, a city as its districts, a province
 * as its cities (so 杭州市 gives 上城区, 拱墅区, 西湖区 …). Codes not in the tree are left out.
 */
export function areaChips(
  options: readonly CascadeOption[],
  codes: readonly string[],
): { code: string; name: string }[] {
  const chips: { code: string; name: string }[] = [];
  const find = (level: readonly CascadeOption[] | undefined, code: string): CascadeOption | undefined => {
    for (const node of level ?? []) {
      if (node.value === code) return node;
      if (code.startsWith(node.value)) return find(node.children, code);
    }
    return undefined;
  };
  for (const code of codes) {
    const node = find(options, code);
    if (!node) continue;
    const items = node.children && node.children.length > 0 ? node.children : [node];
    for (const item of items) {
      if (!chips.some((c) => c.code === item.value)) chips.push({ code: item.value, name: item.label });
    }
  }
  return chips;
}
