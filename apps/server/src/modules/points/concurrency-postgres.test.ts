import { describe, it } from 'vitest';
import { dialects } from '../../test/app.js';
import { pointsConcurrencySuite } from '../../test/points-concurrency.js';

// One file per dialect, so the two runs go in parallel workers.
if (dialects.includes('postgres')) pointsConcurrencySuite('postgres');
else
  describe.skip('points under concurrency on postgres (PostgreSQL not reachable)', () =>
    it('skipped', () => undefined));
