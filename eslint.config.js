// ESLint: the recommended rules of ESLint and typescript-eslint for .ts/.tsx, and
// eslint-plugin-astro's for .astro (run by `npm run lint`). Formatting is Prettier's business,
// import boundaries dependency-cruiser's (.dependency-cruiser.cjs), types tsc's. The
// type-aware rule sets are left out: on two cores they took minutes, not seconds.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', '.lighthouse/', 'src/ui/tiles/glyphs.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Browser code and Node scripts live side by side; tsc knows which is which.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_` marks what is left out on purpose: `const { drop: _, ...rest } = x`, `[_, b]`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
  {
    // The inline scripts of .astro pages are shipped as written, before the first paint: kept
    // in the plain function-and-var style, with empty catches where storage may be blocked.
    files: ['**/*.astro/*.js', '**/*.astro/*.ts'],
    rules: { 'no-var': 'off', 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
);
