import { booksEndpoints, type HitKind } from '@jc/contract';
import { api } from './api-client';

/**
 * POST bookContent/updateHits/{id}/{kind}: counts a tap on a banner, badge, menu or ad (`banner`), a
 * contact QR (`openQr`) or a play of an item (its type). Fire and forget: a lost count never bothers
 * the user.
 */
export function recordHit(id: number, kind: HitKind): void {
  api
    .call(booksEndpoints.updateHits, { id, type: kind }, { silent: true })
    .catch((error: unknown) => console.warn('[hits] not counted', id, kind, error));
}
