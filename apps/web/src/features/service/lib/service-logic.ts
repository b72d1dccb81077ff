import { KEFU_TYPES, type KefuType } from '@jc/contract';

/** `?type=` of customerconsultation: kefu_1 or kefu_ks; missing means the general desk; else null. */
export function kefuTypeOf(raw: string | null): KefuType | null {
  const type = raw?.trim() || 'kefu_1';
  return (KEFU_TYPES as readonly string[]).includes(type) ? (type as KefuType) : null;
}

/** `tel:` wants the digits only (and + or -, which phones accept); '' when there are no digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+-]/g, '');
  return /\d{3,}/.test(digits.replace(/\D/g, '')) ? `tel:${digits}` : '';
}
