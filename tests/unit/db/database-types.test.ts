import { renderDatabaseTypes, tsType, type Catalog, type TypeRef } from '../../../scripts/generate-types';

const type = (name: string, kind = 'b', schema = 'pg_catalog'): TypeRef => ({ name, schema, kind, element: null });
const arrayOf = (element: TypeRef): TypeRef => ({ name: `_${element.name}`, schema: element.schema, kind: 'b', element });

const catalog: Catalog = {
  tables: [
    {
      name: 'widgets',
      columns: [
        { name: 'id', type: type('int4'), nullable: false, hasDefault: false, identity: 'ALWAYS', generated: false, updatable: true },
        { name: 'label', type: type('text'), nullable: false, hasDefault: false, identity: null, generated: false, updatable: true },
        { name: 'note', type: type('text'), nullable: true, hasDefault: false, identity: null, generated: false, updatable: true },
        {
          name: 'kind',
          type: type('widget_kind', 'e', 'public'),
          nullable: false,
          hasDefault: true,
          identity: null,
          generated: false,
          updatable: true,
        },
        { name: 'grams', type: type('int4'), nullable: true, hasDefault: true, identity: null, generated: true, updatable: true },
        { name: 'tags', type: arrayOf(type('text')), nullable: false, hasDefault: true, identity: null, generated: false, updatable: true },
        { name: 'owner', type: type('uuid'), nullable: false, hasDefault: false, identity: null, generated: false, updatable: true },
      ],
      relationships: [
        {
          foreignKeyName: 'widgets_owner_fkey',
          columns: ['owner'],
          isOneToOne: false,
          referencedRelation: 'owners',
          referencedColumns: ['id'],
        },
      ],
    },
  ],
  views: [],
  functions: [
    { name: 'ping', args: [], returns: type('bool'), returnsSet: false, tableColumns: [], returnsRelation: null },
    {
      name: 'forget',
      args: [{ name: 'who', type: type('uuid'), hasDefault: false }],
      returns: type('void', 'p'),
      returnsSet: false,
      tableColumns: [],
      returnsRelation: null,
    },
    {
      name: 'price_it',
      args: [
        { name: 'items', type: type('jsonb'), hasDefault: false },
        { name: 'code', type: type('text'), hasDefault: true },
      ],
      returns: type('jsonb'),
      returnsSet: false,
      tableColumns: [],
      returnsRelation: null,
    },
  ],
  enums: [{ name: 'widget_kind', values: ['small', 'large'] }],
  compositeTypes: [],
};

describe('renderDatabaseTypes', () => {
  const text = renderDatabaseTypes(catalog);

  test('Row lists every column with null where the column is nullable', () => {
    expect(text).toContain(
      [
        '        Row: {',
        '          grams: number | null',
        '          id: number',
        '          kind: Database["public"]["Enums"]["widget_kind"]',
        '          label: string',
        '          note: string | null',
        '          owner: string',
        '          tags: string[]',
        '        }',
      ].join('\n'),
    );
  });

  test('Insert makes defaulted and nullable columns optional and forbids identity-always and generated ones', () => {
    expect(text).toContain(
      [
        '        Insert: {',
        '          grams?: never',
        '          id?: never',
        '          kind?: Database["public"]["Enums"]["widget_kind"]',
        '          label: string',
        '          note?: string | null',
        '          owner: string',
        '          tags?: string[]',
        '        }',
      ].join('\n'),
    );
  });

  test('Update makes every writable column optional', () => {
    expect(text).toContain(
      [
        '        Update: {',
        '          grams?: never',
        '          id?: never',
        '          kind?: Database["public"]["Enums"]["widget_kind"]',
        '          label?: string',
        '          note?: string | null',
        '          owner?: string',
        '          tags?: string[]',
        '        }',
      ].join('\n'),
    );
  });

  test('Relationships name the foreign key, its columns and the referenced relation', () => {
    expect(text).toContain(
      [
        '        Relationships: [',
        '          {',
        '            foreignKeyName: "widgets_owner_fkey"',
        '            columns: ["owner"]',
        '            isOneToOne: false',
        '            referencedRelation: "owners"',
        '            referencedColumns: ["id"]',
        '          },',
        '        ]',
      ].join('\n'),
    );
  });

  test('Functions: Args never without parameters, optional ones with a default, void as undefined', () => {
    expect(text).toContain('      ping: { Args: never; Returns: boolean }');
    expect(text).toContain('      forget: { Args: { who: string }; Returns: undefined }');
    expect(text).toContain('      price_it: { Args: { code?: string; items: Json }; Returns: Json }');
  });

  test('Enums, empty sections and the runtime Constants', () => {
    expect(text).toContain('      widget_kind: "small" | "large"');
    expect(text).toContain(['    Views: {', '      [_ in never]: never', '    }'].join('\n'));
    expect(text).toContain('      widget_kind: ["small", "large"],');
    expect(text).toContain('export type Tables<Name extends keyof TablesAndViews>');
  });

  test('functions and tables come out sorted by name, whatever the catalog order', () => {
    const reversed = renderDatabaseTypes({ ...catalog, functions: [...catalog.functions].reverse() });
    expect(reversed).toBe(text);
    expect(text.indexOf('forget:')).toBeLessThan(text.indexOf('ping:'));
  });
});

describe('tsType', () => {
  test.each([
    ['int8', 'number'],
    ['numeric', 'number'],
    ['timestamptz', 'string'],
    ['uuid', 'string'],
    ['jsonb', 'Json'],
    ['bool', 'boolean'],
    ['tsvector', 'unknown'],
  ])('%s → %s', (name, expected) => {
    expect(tsType(type(name))).toBe(expected);
  });

  test('arrays are their element type with [], and types from other schemas stay unknown', () => {
    expect(tsType(arrayOf(type('widget_kind', 'e', 'public')))).toBe('Database["public"]["Enums"]["widget_kind"][]');
    expect(tsType(arrayOf(type('other_kind', 'e', 'elsewhere')))).toBe('unknown[]');
  });
});
