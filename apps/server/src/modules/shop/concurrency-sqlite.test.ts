import { concurrencySuite } from '../../test/shop-concurrency.js';

// One file per dialect, so the two runs go in parallel workers.
concurrencySuite('sqlite');
