/**
 * Which table column each view column shows, read from the view's `_RETURN` rule (`pg_rewrite.ev_action`,
 * Postgres' `pg_node_tree` text). The top query's target list records, for a column taken as it is from
 * a table or view, that relation (`resorigtbl`) and column (`resorigcol`); computed columns record 0.
 * This is what lets PostgREST embed through views: a view keeps the keys of the columns it shows.
 */
export interface ColumnOrigin {
  rel: number;
  col: number;
}

type Value = string | Value[] | PgNode;

interface PgNode {
  type: string;
  fields: Map<string, Value[]>;
}

/** The origin of each column (by attnum) of the view whose rule text this is. */
export function viewColumnOrigins(action: string): Map<number, ColumnOrigin> {
  const origins = new Map<number, ColumnOrigin>();
  const tokens = tokenize(action);
  const parsed = new Parser(tokens).value();
  const query = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!isNode(query) || query.type !== 'QUERY') return origins;
  const targetList = query.fields.get('targetList')?.[0];
  if (!Array.isArray(targetList)) return origins;
  for (const entry of targetList) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY' || atom(entry, 'resjunk') === 'true') continue;
    const resno = Number(atom(entry, 'resno'));
    const rel = Number(atom(entry, 'resorigtbl'));
    const col = Number(atom(entry, 'resorigcol'));
    if (resno > 0 && rel > 0 && col > 0) origins.set(resno, { rel, col });
  }
  return origins;
}

function isNode(value: Value | undefined): value is PgNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function atom(node: PgNode, field: string): string | undefined {
  const value = node.fields.get(field)?.[0];
  return typeof value === 'string' ? value : undefined;
}

/** Tokens of `pg_node_tree` (Postgres' `pg_strtok`): `(`, `)`, `{`, `}`, and words where `\` escapes a character. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i += 1;
    } else if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push(c);
      i += 1;
    } else {
      let word = '';
      while (i < text.length && !' \n\t\r(){}'.includes(text[i]!)) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        word += text[i];
        i += 1;
      }
      tokens.push(word);
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;

  constructor(private readonly tokens: string[]) {}

  value(): Value {
    const token = this.tokens[this.pos++];
    if (token === '{') return this.node();
    if (token === '(') return this.list();
    return token ?? '';
  }

  private node(): PgNode {
    const node: PgNode = { type: this.tokens[this.pos++] ?? '', fields: new Map() };
    let field: Value[] | null = null;
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== '}') {
      const token = this.tokens[this.pos]!;
      if (token.startsWith(':') && token.length > 1) {
        field = [];
        node.fields.set(token.slice(1), field);
        this.pos += 1;
      } else {
        const value = this.value();
        field?.push(value);
      }
    }
    this.pos += 1;
    return node;
  }

  private list(): Value[] {
    const items: Value[] = [];
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== ')') items.push(this.value());
    this.pos += 1;
    return items;
  }
}
