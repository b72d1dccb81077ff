import { z } from 'zod';

/** A dictionary id (subject, grade, volume) or another positive numeric id, named in its messages. */
export const dicId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`);
