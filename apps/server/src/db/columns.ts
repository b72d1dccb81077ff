/** A boolean column: integer 0/1 on both dialects. */
export type Flag = 0 | 1;
