import type { SchoolDetail } from '@jc/contract';

/** The school form's values as typed (the area apart, as its path of codes). */
export interface SchoolValues {
  name: string;
  kind: string;
  pupils: string;
  address: string;
  principal: string;
  contact: string;
  phone: string;
  lng: string;
  lat: string;
  remark: string;
}

export const EMPTY_SCHOOL: SchoolValues = {
  name: '',
  kind: 'public',
  pupils: '',
  address: '',
  principal: '',
  contact: '',
  phone: '',
  lng: '',
  lat: '',
  remark: '',
};

export function schoolValues(s: SchoolDetail): SchoolValues {
  return {
    name: s.name,
    kind: s.kind,
    pupils: String(s.pupils),
    address: s.address,
    principal: s.principal,
    contact: s.contact,
    phone: s.phone,
    lng: s.lng == null ? '' : String(s.lng),
    lat: s.lat == null ? '' : String(s.lat),
    remark: s.remark,
  };
}

/** The save call's input: trimmed text; an empty position is left out (both or neither, the contract says). */
export function schoolInput(id: number, areaCode: string, v: SchoolValues): Record<string, string | number> {
  const input: Record<string, string | number> = {
    name: v.name.trim(),
    areaCode,
    kind: v.kind,
    pupils: v.pupils.trim() || '0',
    address: v.address.trim(),
    principal: v.principal.trim(),
    contact: v.contact.trim(),
    phone: v.phone.trim(),
    remark: v.remark.trim(),
  };
  if (id > 0) input.id = id;
  if (v.lng.trim() !== '') input.lng = v.lng.trim();
  if (v.lat.trim() !== '') input.lat = v.lat.trim();
  return input;
}

/**
 * What was typed before going to pick a position on the map, kept in memory (this tab, this visit) so
 * the form comes back as it was; keyed by the school (0: a new one).
 */
let draft: { id: number; areaCode: string; values: SchoolValues } | null = null;

export function keepDraft(id: number, areaCode: string, values: SchoolValues): void {
  draft = { id, areaCode, values };
}

export function takeDraft(id: number): { areaCode: string; values: SchoolValues } | null {
  const found = draft && draft.id === id ? draft : null;
  draft = null;
  return found;
}
