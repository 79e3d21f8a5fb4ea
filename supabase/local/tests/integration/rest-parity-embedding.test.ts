import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// Resource embedding as PostgREST resolves it (issue 17), through the real supabase-js, on the fixture
// tables of tests/fixtures/rest-parity-migrations: junction tables, self-references, views, foreign keys
// by name, computed relationships, spreads, and PGRST200/PGRST201 as PostgREST words them.
const suite = startBackendForSuite(withFixtureMigrations('rest-parity-migrations'));

function rest(path: string): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, { headers: { apikey: suite.backend.anonKey } });
}

async function rows(query: PromiseLike<{ data: unknown; error: unknown; status: number }>): Promise<unknown> {
  const { data, error, status } = await query;
  expect(error).toBeNull();
  expect(status).toBe(200);
  return data;
}

describe('many-to-many through a junction table', () => {
  test('films with their actors and actors with their films, through rp_roles', async () => {
    expect(await rows(suite.anon.from('rp_films').select('title, rp_actors(name)').order('id').limit(2))).toEqual([
      { title: 'Khamosh Pani', rp_actors: [{ name: 'Kirron Kher' }, { name: 'Aamir Malik' }] },
      { title: 'Jinnah', rp_actors: [{ name: 'Christopher Lee' }] },
    ]);
    expect(await rows(suite.anon.from('rp_actors').select('name, films:rp_films(title)').eq('id', 3))).toEqual([
      { name: 'Christopher Lee', films: [{ title: 'Jinnah' }] },
    ]);
  });

  test('the junction table as a hint, and !inner with a filter on the far side', async () => {
    const data = await rows(
      suite.anon.from('rp_films').select('title, rp_actors!rp_roles!inner(name)').eq('rp_actors.name', 'Nandita Das'),
    );
    expect(data).toEqual([{ title: 'Ramchand Pakistani', rp_actors: [{ name: 'Nandita Das' }] }]);
  });
});

describe('a table that references itself', () => {
  test('the table name embeds the children, the key column the parent', async () => {
    const data = await rows(
      suite.anon.from('rp_employees').select('name, reports:rp_employees(name), manager:manager_id(name)').order('id'),
    );
    expect(data).toEqual([
      { name: 'Amina', reports: [{ name: 'Bilal' }, { name: 'Chand' }], manager: null },
      { name: 'Bilal', reports: [{ name: 'Daud' }], manager: { name: 'Amina' } },
      { name: 'Chand', reports: [], manager: { name: 'Amina' } },
      { name: 'Daud', reports: [], manager: { name: 'Bilal' } },
    ]);
  });

  test('with the referencing column as hint the table name still means the children', async () => {
    expect(await rows(suite.anon.from('rp_employees').select('name, rp_employees!manager_id(name)').eq('id', 2))).toEqual([
      { name: 'Bilal', rp_employees: [{ name: 'Daud' }] },
    ]);
  });
});

describe('views keep the keys of the columns they show', () => {
  test("a view embeds its base table's parent, its children and its many-to-many", async () => {
    expect(
      await rows(
        suite.anon.from('rp_recent_films').select('title, rp_directors(name), rp_roles(character), rp_actors(name)').order('film_id'),
      ),
    ).toEqual([
      {
        title: 'Khamosh Pani',
        rp_directors: { name: 'Sabiha Sumar' },
        rp_roles: [{ character: 'Ayesha' }, { character: 'Saleem' }],
        rp_actors: [{ name: 'Kirron Kher' }, { name: 'Aamir Malik' }],
      },
      {
        title: 'Ramchand Pakistani',
        rp_directors: { name: 'Mehreen Jabbar' },
        rp_roles: [{ character: 'Champa' }],
        rp_actors: [{ name: 'Nandita Das' }],
      },
      { title: 'Good Morning Karachi', rp_directors: { name: 'Sabiha Sumar' }, rp_roles: [], rp_actors: [] },
    ]);
  });

  test("a table embeds a view of its parent under the view's column names", async () => {
    expect(await rows(suite.anon.from('rp_films').select('title, rp_director_names(director)').eq('id', 2))).toEqual([
      { title: 'Jinnah', rp_director_names: { director: 'Jamil Dehlavi' } },
    ]);
    expect(await rows(suite.anon.from('rp_director_names').select('director, rp_recent_films(title)').eq('id', 1))).toEqual([
      { director: 'Sabiha Sumar', rp_recent_films: [{ title: 'Khamosh Pani' }, { title: 'Good Morning Karachi' }] },
    ]);
  });
});

describe('foreign keys by name', () => {
  test("table!constraint and the constraint alone (supabase-js's best_friends)", async () => {
    const byHint = await rows(
      suite.anon
        .from('rp_best_friends')
        .select('id, first:rp_users!rp_best_friends_first_user_fkey(username), third:rp_users!third_wheel(username)'),
    );
    expect(byHint).toEqual([{ id: 1, first: { username: 'amina' }, third: { username: 'chand' } }]);
    const byName = await rows(suite.anon.from('rp_best_friends').select('second:rp_best_friends_second_user_fkey(username)'));
    expect(byName).toEqual([{ second: { username: 'bilal' } }]);
    const reverse = await rows(
      suite.anon.from('rp_users').select('username, rp_best_friends!rp_best_friends_first_user_fkey(id)').eq('username', 'amina'),
    );
    expect(reverse).toEqual([{ username: 'amina', rp_best_friends: [{ id: 1 }] }]);
  });

  test('two keys to one table are 300 PGRST201 with details and hint as PostgREST words them', async () => {
    const { status, error } = await suite.anon.from('rp_orders').select('*, rp_addresses(*)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'rp_orders with rp_addresses',
          relationship: 'rp_orders_billing using rp_orders(billing_address_id) and rp_addresses(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'rp_orders with rp_addresses',
          relationship: 'rp_orders_shipping using rp_orders(shipping_address_id) and rp_addresses(id)',
        },
      ],
      hint: "Try changing 'rp_addresses' to one of the following: 'rp_addresses!rp_orders_billing', 'rp_addresses!rp_orders_shipping'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'rp_orders' and 'rp_addresses'",
    });
    const reverse = await suite.anon.from('rp_addresses').select('rp_orders(*)');
    expect((reverse.error as unknown as { details: unknown }).details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'rp_addresses with rp_orders',
        relationship: 'rp_orders_billing using rp_addresses(id) and rp_orders(billing_address_id)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'rp_addresses with rp_orders',
        relationship: 'rp_orders_shipping using rp_addresses(id) and rp_orders(shipping_address_id)',
      },
    ]);
    expect(
      await rows(suite.anon.from('rp_orders').select('label, bill:rp_addresses!rp_orders_billing(label), ship:rp_orders_shipping(label)')),
    ).toEqual([{ label: 'apricots', bill: { label: 'Gilgit shop' }, ship: { label: 'Karachi depot' } }]);
  });

  test("no relationship is 400 PGRST200 with PostgREST's details", async () => {
    const { status, error } = await suite.anon.from('rp_films').select('rp_addresses(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'rp_films' and 'rp_addresses' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'rp_films' and 'rp_addresses' in the schema 'public', but no matches were found.",
    });
  });
});

describe('one-to-one, computed relationships, spreads, filters and order on embeds', () => {
  test('a key that is also the primary key embeds an object both ways', async () => {
    expect(await rows(suite.anon.from('rp_films').select('title, rp_film_specs(runtime_minutes)').eq('id', 1))).toEqual([
      { title: 'Khamosh Pani', rp_film_specs: { runtime_minutes: 99 } },
    ]);
    expect(await rows(suite.anon.from('rp_film_specs').select('runtime_minutes, rp_films(title)').eq('film_id', 2))).toEqual([
      { runtime_minutes: 110, rp_films: { title: 'Jinnah' } },
    ]);
  });

  test('a function of a row embeds under its name: ROWS 1 is an object, otherwise an array', async () => {
    expect(await rows(suite.anon.from('rp_directors').select('name, rp_latest_film(title, year)').eq('id', 1))).toEqual([
      { name: 'Sabiha Sumar', rp_latest_film: { title: 'Good Morning Karachi', year: 2013 } },
    ]);
    expect(await rows(suite.anon.from('rp_employees').select('name, rp_colleagues(name)').eq('id', 2))).toEqual([
      { name: 'Bilal', rp_colleagues: [{ name: 'Chand' }] },
    ]);
  });

  test("spread on to-one lifts the columns; on to-many it gives arrays of values in the embed's order", async () => {
    expect(await rows(suite.anon.from('rp_films').select('title, ...rp_directors(director:name)').eq('id', 2))).toEqual([
      { title: 'Jinnah', director: 'Jamil Dehlavi' },
    ]);
    const many = await rows(
      suite.anon
        .from('rp_directors')
        .select('name, ...rp_films(titles:title, years:year, ...rp_film_specs(runtime_minutes))')
        .eq('id', 1)
        .order('year', { referencedTable: 'rp_films', ascending: false }),
    );
    expect(many).toEqual([
      { name: 'Sabiha Sumar', titles: ['Good Morning Karachi', 'Khamosh Pani'], years: [2013, 2003], runtime_minutes: [null, 99] },
    ]);
    const none = await rows(suite.anon.from('rp_directors').select('name, ...rp_films(title)').eq('id', 2).eq('rp_films.year', 1900));
    expect(none).toEqual([{ name: 'Jamil Dehlavi', title: [] }]);
  });

  test('is.null on an embed filters the top level; order by a column of a to-one embed', async () => {
    expect(await rows(suite.anon.from('rp_films').select('title, rp_film_specs()').not('rp_film_specs', 'is', null).order('id'))).toEqual([
      { title: 'Khamosh Pani' },
      { title: 'Jinnah' },
    ]);
    const { data } = await suite.anon.from('rp_films').select('title, rp_film_specs()', { count: 'exact' }).is('rp_film_specs', null);
    expect((data as { title: string }[]).map((f) => f.title).sort()).toEqual(['Good Morning Karachi', 'Ramchand Pakistani']);
    const res = await rest('/rp_films?select=title,rp_directors(name)&order=rp_directors(name).desc,id&limit=2');
    expect(await res.json()).toEqual([
      { title: 'Khamosh Pani', rp_directors: { name: 'Sabiha Sumar' } },
      { title: 'Good Morning Karachi', rp_directors: { name: 'Sabiha Sumar' } },
    ]);
    const toMany = await rest('/rp_directors?select=name,rp_films(title)&order=rp_films(title)');
    expect([toMany.status, (await toMany.json()).code]).toEqual([400, 'PGRST118']);
  });

  test('embedded objects are written as jsonb, as PostgREST 12+ writes them', async () => {
    const res = await rest('/rp_films?select=id,rp_directors(name,id)&id=eq.2');
    expect(await res.text()).toBe('[{"id":2,"rp_directors":{"id": 2, "name": "Jamil Dehlavi"}}]');
  });
});

describe('relationships created after start', () => {
  test('an embed the schema cache does not know re-reads the schema (at most once a second) and then works', async () => {
    expect((await suite.service.rpc('rp_test_add_reviews')).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await rows(suite.anon.from('rp_films').select('title, rp_reviews(stars)').eq('id', 2))).toEqual([
      { title: 'Jinnah', rp_reviews: [{ stars: 5 }] },
    ]);
  });
});
