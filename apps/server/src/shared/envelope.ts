import { Code, Msg, type Envelope } from '@jc/contract';

/** A success envelope. */
export function ok<T>(data: T, msg: string = Msg.ok): Envelope<T> {
  return { code: Code.ok, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
