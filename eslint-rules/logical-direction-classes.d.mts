import type { Rule } from 'eslint';

export function logicalClass(token: string): string | null;
export const logicalDirectionClasses: Rule.RuleModule;
