import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['node_modules/', 'dist/', '.cache/', 'coverage/'] },
  js.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      'prefer-const': 'error',
      'no-var': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // benchmark/ is CommonJS like Node core's, because benchmark files run
    // under the binaries being compared and `require('../common.js')`.
    files: ['benchmark/**/*.js', 'test/fixtures/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
];
