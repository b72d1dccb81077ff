import { describe, it } from 'vitest';
import { dialects } from '../../test/app.js';
import { concurrencySuite } from './concurrency.fixtures.js';

// One file per dialect, so the two runs go in parallel workers.
if (dialects.includes('postgres')) concurrencySuite('postgres');
else
  describe.skip('shop under concurrency on postgres (PostgreSQL not reachable)', () =>
    it('skipped', () => undefined));
