/** Postgrex's names for the SQLSTATEs a subscription check can raise. */
const NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '23502': 'not_null_violation',
  '42704': 'undefined_object',
  '42883': 'undefined_function',
  '42703': 'undefined_column',
};

export function conditionName(code: string): string {
  return NAMES[code] ?? code;
}
