export function jestFailures(report: unknown, root?: string): string[];
export function playwrightFailures(report: unknown): string[];
