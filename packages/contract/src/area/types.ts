/** GET scoool/getAreaAll: the province, city and district tree with national division codes (GB/T 2260). */
export interface AreaNode {
  /** Division code, e.g. "11", "1101", "110101". */
  id: string;
  name: string;
  children?: AreaNode[];
}

export interface AreaAll {
  result: true;
  list: AreaNode[];
}

/** The client's cached copy renames `id` to `code` (spec section 7, launch). */
export interface AreaNodeByCode {
  code: string;
  name: string;
  children?: AreaNodeByCode[];
}
