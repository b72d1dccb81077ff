import type { AreaNode, AreaNodeByCode } from '@jc/contract';

/** An option of antd-mobile's CascadePicker. */
export interface CascadeOption {
  label: string;
  value: string;
  children?: CascadeOption[];
}

type AnyAreaNode = (AreaNode | AreaNodeByCode) & { children?: AnyAreaNode[] };

const codeOf = (node: AnyAreaNode) => ('code' in node ? node.code : node.id);

/**
 * The area tree (raw `id`, or the launch cache's `code`) as CascadePicker options, three levels
 * deep: province, city, district. A province or city without children keeps none (the picker
 * stops there, and the form asks for the missing level).
 */
export function toCascadeOptions(nodes: readonly AnyAreaNode[], depth = 3): CascadeOption[] {
  return nodes.map((node) => {
    const option: CascadeOption = { label: node.name, value: codeOf(node) };
    if (depth > 1 && node.children && node.children.length > 0) {
      option.children = toCascadeOptions(node.children, depth - 1);
    }
    return option;
  });
}

/** Names along a path of codes ('' where a code is not found), e.g. for showing a chosen area. */
export function namesOf(options: readonly CascadeOption[], codes: readonly string[]): string[] {
  const names: string[] = [];
  let level: readonly CascadeOption[] | undefined = options;
  for (const code of codes) {
    const hit: CascadeOption | undefined = level?.find((o) => o.value === code);
    names.push(hit?.label ?? '');
    level = hit?.children;
  }
  return names;
}

/** Whether a picked path reaches a district (three codes, each found). */
export function isCompleteArea(options: readonly CascadeOption[], codes: readonly string[]): boolean {
  return codes.length === 3 && namesOf(options, codes).every((n) => n !== '');
}
