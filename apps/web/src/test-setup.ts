/**
 * The web project's test setup (vitest.config.ts). happy-dom calls every <img> complete at once, with no
 * size, which a browser says only of a picture that failed: here a picture is still loading until a
 * test fires its load or error event (components/Picture).
 */
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
