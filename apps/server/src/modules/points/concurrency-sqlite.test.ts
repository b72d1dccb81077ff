import { pointsConcurrencySuite } from '../../test/points-concurrency.js';

// One file per dialect, so the two runs go in parallel workers.
pointsConcurrencySuite('sqlite');
