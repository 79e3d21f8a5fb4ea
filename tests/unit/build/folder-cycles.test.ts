/** @jest-environment node */
import path from 'node:path';
import * as typescriptParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';
import { localRules } from '@/eslint-rules/local-rules.mjs';

// The lint rule that keeps the folders of lib/ and components/ free of import cycles, run on a small
// tree where lib/orders and lib/checkout import each other (one of them through a relative path) and
// lib/format is imported by one of them only.

const FIXTURE = path.join(process.cwd(), 'tests', 'fixtures', 'folder-cycles');

async function lint(file: string) {
  const eslint = new ESLint({
    cwd: FIXTURE,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: typescriptParser },
        plugins: { local: localRules },
        rules: { 'local/no-folder-cycles': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(FIXTURE, file)]);
  return result!.messages.map((message) => message.message);
}

test('both imports that close a cycle between two folders are reported, with the way back', async () => {
  expect(await lint('lib/orders/mails.ts')).toEqual([
    'lib/orders imports lib/checkout, which already imports lib/orders (lib/checkout (lib/checkout/order-problem.ts) → lib/orders). Move the shared piece down into a folder both may import.',
  ]);
  expect(await lint('lib/checkout/order-problem.ts')).toEqual([
    'lib/checkout imports lib/orders, which already imports lib/checkout (lib/orders (lib/orders/mails.ts) → lib/checkout). Move the shared piece down into a folder both may import.',
  ]);
});

test('an import that closes no cycle passes', async () => {
  expect(await lint('lib/checkout/payment-methods.ts')).toEqual([]);
  expect(await lint('lib/format/rupees.ts')).toEqual([]);
});
