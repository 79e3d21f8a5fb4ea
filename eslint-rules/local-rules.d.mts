import type { ESLint } from 'eslint';

export const localRules: ESLint.Plugin;
