/**
 * One message per form field, as the shop's routes send them and its forms show them. Pure: the
 * browser's forms and the server's validation build them the same way.
 */
export type FieldErrors = Partial<Record<string, string>>;

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message zod reports for each field (schemas list their rules in the order a shopper
 * should read them). The field is the innermost named key of the issue's path, so the delivery
 * details of an order (`details.phone`) are reported as `phone`, as on the sign-up form; an issue
 * about the whole input is `form`.
 */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.filter((part): part is string => typeof part === 'string').at(-1) ?? 'form';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
