/**
 * CSS lint: colours come from the design tokens (apps/web/src/styles/tokens.css), so hex and named
 * colours are refused everywhere else; plus a few built-in correctness rules.
 * @type {import('stylelint').Config}
 */
export default {
  ignoreFiles: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.tmp/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'color-no-invalid-hex': true,
    'declaration-block-no-duplicate-properties': [
      true,
      { ignore: ['consecutive-duplicates-with-different-values'] },
    ],
    'no-duplicate-selectors': true,
    'block-no-empty': true,
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    'unit-no-unknown': true,
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global'] }],
    'function-no-unknown': null,
  },
  overrides: [
    {
      files: ['apps/web/src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null },
    },
  ],
};
