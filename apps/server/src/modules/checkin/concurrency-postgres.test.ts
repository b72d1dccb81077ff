import { describe, it } from 'vitest';
import { dialects } from '../../test/app.js';
import { checkinConcurrencySuite } from './concurrency.fixtures.js';

// One file per dialect, so the two runs go in parallel workers.
if (dialects.includes('postgres')) checkinConcurrencySuite('postgres');
else
  describe.skip('check-in under concurrency on postgres (PostgreSQL not reachable)', () =>
    it('skipped', () => undefined));
