/** @jest-environment node */
import * as typescriptParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';
import { localRules } from '@/eslint-rules/local-rules.mjs';
import { logicalClass } from '@/eslint-rules/logical-direction-classes.mjs';

// The lint rule that keeps layout classes on logical sides, so the same markup mirrors right to left.

function linter(fix = false) {
  return new ESLint({
    fix,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: typescriptParser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { local: localRules },
        rules: { 'local/logical-direction-classes': 'error' },
      },
    ],
  });
}

async function lint(source: string, fix = false) {
  const [result] = await linter(fix).lintText(source, { filePath: 'components/example.tsx' });
  return { messages: result!.messages.map((message) => message.message), output: result!.output };
}

test.each([
  ['pl-4', 'ps-4'],
  ['pr-12', 'pe-12'],
  ['ml-auto', 'ms-auto'],
  ['-mr-2', '-me-2'],
  ['-ml-px', '-ms-px'],
  ['left-3.5', 'inset-s-3.5'],
  ['right-0', 'inset-e-0'],
  ['-right-24', '-inset-e-24'],
  ['-left-[27px]', '-inset-s-[27px]'],
  ['left-1/2', 'inset-s-1/2'],
  ['border-l', 'border-s'],
  ['border-l-2', 'border-s-2'],
  ['border-r-apricot-300', 'border-e-apricot-300'],
  ['rounded-l-full', 'rounded-s-full'],
  ['rounded-r', 'rounded-e'],
  ['rounded-tl-lg', 'rounded-ss-lg'],
  ['rounded-br-2xl', 'rounded-ee-2xl'],
  ['text-left', 'text-start'],
  ['text-right', 'text-end'],
  ['float-right', 'float-end'],
  ['scroll-ml-4', 'scroll-ms-4'],
  ['sm:text-right', 'sm:text-end'],
  ['focus:left-3', 'focus:inset-s-3'],
  ['md:hover:!pl-2', 'md:hover:!ps-2'],
  ['[&>li]:pl-2', '[&>li]:ps-2'],
  ['file:mr-3', 'file:me-3'],
])('%s is physical: its logical twin is %s', (physical, logical) => {
  expect(logicalClass(physical)).toBe(logical);
});

test.each([
  'ps-4',
  'me-2',
  'inset-s-0',
  'inset-x-0',
  'mx-auto',
  'px-3',
  'text-start',
  'text-lg',
  'left',
  'right-click',
  'pl',
  'translate-x-1',
])('%s is not a physical side', (token) => {
  expect(logicalClass(token)).toBeNull();
});

test('a physical class in JSX, a string or a template is reported with its twin, and --fix writes the twin', async () => {
  const source = [
    'const BUTTON = "rounded-l-full px-3";',
    'export const Row = ({ on }: { on: boolean }) => (',
    '  <div className={`flex ${on ? "pl-4" : ""} text-right`}>',
    '    <span className="absolute right-0 top-0 sm:mr-2">x</span>',
    '  </div>',
    ');',
    'export const other = BUTTON;',
  ].join('\n');
  const { messages } = await lint(source);
  expect(messages).toEqual([
    '"rounded-l-full" sets a physical side, which does not mirror right to left: use "rounded-s-full".',
    '"pl-4" sets a physical side, which does not mirror right to left: use "ps-4".',
    '"text-right" sets a physical side, which does not mirror right to left: use "text-end".',
    '"right-0" sets a physical side, which does not mirror right to left: use "inset-e-0".',
    '"sm:mr-2" sets a physical side, which does not mirror right to left: use "sm:me-2".',
  ]);
  const { output } = await lint(source, true);
  expect(output).toContain('const BUTTON = "rounded-s-full px-3";');
  expect(output).toContain('<div className={`flex ${on ? "ps-4" : ""} text-end`}>');
  expect(output).toContain('<span className="absolute inset-e-0 top-0 sm:me-2">x</span>');
  expect((await lint(output!)).messages).toEqual([]);
});

test('logical classes and prose that mentions a side pass', async () => {
  const source = [
    'export const Note = () => (',
    '  <p className="ms-2 ps-4 text-start" title="Swipe right-click left">Turn left at the bridge</p>',
    ');',
  ].join('\n');
  expect((await lint(source)).messages).toEqual([]);
});
