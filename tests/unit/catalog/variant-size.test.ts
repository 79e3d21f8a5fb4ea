import { newVariantSchema, SIZE_ALL_OR_NONE, variantFieldsSchema } from '@/lib/catalog/admin-schema';

/** A weight's packed size: whole cm from 1 to 300, all three of length, width and height or none. */
const weight = { sku: 'ALM-500G', label: '500 g', weightValue: 500, weightUnit: 'grams', price: 1700 };
const schemas = [
  ['variantFieldsSchema', variantFieldsSchema],
  ['newVariantSchema', newVariantSchema],
] as const;

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe.each(schemas)('%s', (_, schema) => {
  test('takes all three sizes', () => {
    const parsed = schema.parse({ ...weight, lengthCm: 30, widthCm: 20, heightCm: 1 });
    expect(parsed).toMatchObject({ lengthCm: 30, widthCm: 20, heightCm: 1 });
    expect(schema.parse({ ...weight, lengthCm: 300, widthCm: 300, heightCm: 300 })).toMatchObject({ lengthCm: 300 });
  });

  test('takes none: absent, null or blank sizes are null', () => {
    expect(schema.parse(weight)).toMatchObject({ lengthCm: null, widthCm: null, heightCm: null });
    expect(schema.parse({ ...weight, lengthCm: null, widthCm: null, heightCm: null })).toMatchObject({
      lengthCm: null,
      widthCm: null,
      heightCm: null,
    });
    expect(schema.parse({ ...weight, lengthCm: '', widthCm: '  ', heightCm: '' })).toMatchObject({
      lengthCm: null,
      widthCm: null,
      heightCm: null,
    });
  });

  test('refuses one or two sizes, on the first missing one', () => {
    expect(issues(schema.safeParse({ ...weight, lengthCm: 30 }))).toEqual([['widthCm', SIZE_ALL_OR_NONE]]);
    expect(issues(schema.safeParse({ ...weight, widthCm: 20 }))).toEqual([['lengthCm', SIZE_ALL_OR_NONE]]);
    expect(issues(schema.safeParse({ ...weight, lengthCm: 30, widthCm: 20 }))).toEqual([['heightCm', SIZE_ALL_OR_NONE]]);
    expect(issues(schema.safeParse({ ...weight, lengthCm: 30, widthCm: '', heightCm: 10 }))).toEqual([['widthCm', SIZE_ALL_OR_NONE]]);
  });

  test.each([
    ['lengthCm', 'The length is a whole number of cm from 1 to 300.'],
    ['widthCm', 'The width is a whole number of cm from 1 to 300.'],
    ['heightCm', 'The height is a whole number of cm from 1 to 300.'],
  ])('refuses 0, 301, 2.5, negative and text as %s', (field, message) => {
    for (const bad of [0, 301, 2.5, -5, 'ten', '30', Number.NaN, true]) {
      const result = schema.safeParse({ ...weight, lengthCm: 30, widthCm: 20, heightCm: 10, [field]: bad });
      expect(result.success).toBe(false);
      expect(issues(result)).toEqual([[field, message]]);
    }
  });
});
