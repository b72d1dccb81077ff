import { KEFU_TYPES, type KefuType } from '@jc/contract';

/** `?type=` of customerconsultation: kefu_1 or kefu_ks; missing means the general desk; else null. */
export function kefuTypeOf(raw: string | null): KefuType | null {
  const type = raw?.trim() || 'kefu_1';
  return (KEFU_TYPES as readonly string[]).includes(type) ? (type as KefuType) : null;
}
