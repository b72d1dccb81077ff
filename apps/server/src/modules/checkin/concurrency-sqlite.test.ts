import { checkinConcurrencySuite } from './concurrency.fixtures.js';

// One file per dialect, so the two runs go in parallel workers.
checkinConcurrencySuite('sqlite');
