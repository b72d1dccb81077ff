// Pure rules of the spec (entry redirects, scan routing, EAN-13 barcodes, ad frequency, audio, buttons,
// compression, daily dates, contact prompt, the first screens' cookies, the mini program's addresses).
export * from './code-keys.js';
export * from './entry-redirect.js';
export * from './scan-router.js';
export * from './ean13.js';
export * from './ad-frequency.js';
export * from './audio-speed.js';
export * from './book-buttons.js';
export * from './image-compression.js';
export * from './daily-dates.js';
export * from './contact-prompt.js';
export * from './first-screen.js';
export * from './mini-program.js';
