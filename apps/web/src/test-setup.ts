import { configure } from '@testing-library/react';

/**
 * The web project's test setup (vitest.config.ts). happy-dom calls every <img> complete at once, with no
 * size, which a browser says only of a picture that failed: here a picture is still loading until a
 * test fires its load or error event (components/Picture).
 */
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

// findBy… and waitFor wait up to 5 s rather than Testing Library's 1 s: on a 2-core machine running the
// API suites beside these files, an antd-mobile dialog's opening animation alone has taken over a second.
configure({ asyncUtilTimeout: 5_000 });
