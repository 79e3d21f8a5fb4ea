-- Search that forgives typos, Roman Urdu and Urdu script (issue 29 §2–§3). One function,
-- public.search_products, serves the results page, the suggestions as the shopper types and the
-- structured data's SearchAction. A query is cut into words; a product matches when every word
-- matches its name or text, and ranks by the weakest of its words' matches:
--   5 the whole word is in the name        4 a word of the name starts with it
--   3 a synonym of it is in the name       2 the whole word is in the description or origin
--   1 a word of the name, or a synonym, is within a typo of it (levenshtein: 1 from 4 letters, 2 from 8)
-- then in stock before sold out, best sellers first, closeness of the whole query to the name.
-- Trigram indexes (pg_trgm) find the candidates; levenshtein (fuzzystrmatch) decides the typos.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists fuzzystrmatch with schema extensions;

-- Search text as the index and the queries see it: lower case; Arabic letter forms as Urdu writes
-- them (ي ك ى → ی ک ی, ۀ ة → ہ, أ إ آ → ا); no vowel marks or tatweel; anything that is not a
-- letter or digit of English or Urdu (punctuation, Urdu's ، ۔ ؟ too) separates words.
create function private.search_normalize(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(translate(lower(coalesce(p_text, '')), 'يكىۀةأإآ،۔؟', 'یکیہہااا   '), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    '[^a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9]+', ' ', 'g'))
$$;

create function private.search_words(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_to_array(nullif(private.search_normalize(p_text), ''), ' '), '{}'::text[])
$$;

-- How many letters a word may be off by and still match: none below 4 letters, 1 from 4, 2 from 8.
create function private.search_typo_allowance(p_word text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when char_length(p_word) >= 8 then 2 when char_length(p_word) >= 4 then 1 else 0 end
$$;
revoke all on function private.search_normalize(text), private.search_words(text), private.search_typo_allowance(text)
  from public, anon, authenticated;
-- The product indexes below compute search_words when the team writes a product.
grant execute on function private.search_normalize(text), private.search_words(text) to authenticated, service_role;

-- A product's name and text as the search reads them, kept with the row so a search normalizes
-- nothing but the query.
alter table public.products
  add column search_name text generated always as (private.search_normalize(product_name)) stored,
  add column search_name_words text[] generated always as (private.search_words(product_name)) stored,
  add column search_text_words text[] generated always as (private.search_words(product_description || ' ' || coalesce(origin, ''))) stored;
create index products_search_name_words_idx on public.products using gin (search_name_words) where is_active;
create index products_search_text_words_idx on public.products using gin (search_text_words) where is_active;
create index products_search_name_trgm_idx on public.products using gin (search_name extensions.gin_trgm_ops) where is_active;

-- Words shoppers type for what the catalogue calls otherwise: Roman-Urdu spellings, Urdu script,
-- other English names. A term (one word) may mean several things ("nuts": almond, walnut…); a
-- meaning is words of product names. The team edits them in the console.
create table public.search_synonyms (
  term text not null check (char_length(term) between 2 and 40 and position(' ' in term) = 0),
  means text not null check (char_length(means) between 2 and 60),
  created_at timestamptz not null default now(),
  primary key (term, means)
);
comment on table public.search_synonyms is
  'Search words and what they mean in product names (badaam → almond, بادام → almond); normalized by private.search_normalize.';

-- Stored as the search reads them, whatever case or letter forms the team typed.
create function private.normalize_search_synonym()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.term := private.search_normalize(new.term);
  new.means := private.search_normalize(new.means);
  return new;
end
$$;
revoke all on function private.normalize_search_synonym() from public, anon, authenticated;
create trigger normalize before insert or update on public.search_synonyms
  for each row execute function private.normalize_search_synonym();

alter table public.search_synonyms enable row level security;
revoke all on public.search_synonyms from anon, authenticated;
grant select, insert, delete on public.search_synonyms to authenticated;
grant select, insert, update, delete on public.search_synonyms to service_role;
create policy "Admins can read search synonyms" on public.search_synonyms
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can add search synonyms" on public.search_synonyms
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can remove search synonyms" on public.search_synonyms
  for delete to authenticated using ((select public.is_admin()));
create trigger log_team_activity after insert or update or delete on public.search_synonyms
  for each statement execute function private.log_team_activity();

-- Searches that found nothing, counted per normalized query, for the console. Written only by the
-- shop's server (record_search_miss, service role) after its per-client limit; at most 500 kept.
create table public.search_misses (
  query text primary key check (char_length(query) between 1 and 80),
  searches integer not null default 1 check (searches > 0),
  first_searched_at timestamptz not null default now(),
  last_searched_at timestamptz not null default now()
);
alter table public.search_misses enable row level security;
revoke all on public.search_misses from anon, authenticated;
grant select on public.search_misses to authenticated;
grant select, insert, update, delete on public.search_misses to service_role;
create policy "Admins can read search misses" on public.search_misses
  for select to authenticated using ((select public.is_admin()));

create function public.record_search_miss(query text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_query text := left(private.search_normalize(record_search_miss.query), 80);
begin
  if v_query = '' then
    return;
  end if;
  insert into public.search_misses as m (query) values (v_query)
    on conflict (query) do update set searches = m.searches + 1, last_searched_at = now();
  delete from public.search_misses m
   where m.query in (select o.query from public.search_misses o order by o.last_searched_at desc offset 500);
end
$$;
revoke execute on function public.record_search_miss(text) from public, anon, authenticated;
grant execute on function public.record_search_miss(text) to service_role;

-- How well a product's name and text answer each word of a search; its level is the weakest word's.
-- The synonyms in play come as three arrays: the query word, what it means, and the level (3: the
-- word is or begins a synonym, 1: it is within a typo of one). 0: some word does not match at all.
create function private.search_levels(p_ids integer[], p_words text[], p_meaning_words text[], p_meanings text[], p_meaning_levels integer[])
returns table (id integer, level integer)
language sql
stable
set search_path = ''
as $$
  with words as materialized (
    select w.word, private.search_typo_allowance(w.word) as allowance,
           -- ' (almond|walnut)': a meaning begins at a word of the name (meanings are letters and spaces only)
           (select ' (' || string_agg(m.means, '|') || ')' from unnest(p_meaning_words, p_meanings, p_meaning_levels) m (word, means, level)
             where m.word = w.word and m.level = 3) as strong,
           (select ' (' || string_agg(m.means, '|') || ')' from unnest(p_meaning_words, p_meanings, p_meaning_levels) m (word, means, level)
             where m.word = w.word and m.level = 1) as weak
      from unnest(p_words) w (word)
  )
  -- The strongest first: CASE stops at the first that holds.
  select p.id, min(case
      when w.word = any (p.search_name_words) then 5
      when position(' ' || w.word in ' ' || p.search_name) > 0 then 4
      when (' ' || p.search_name) ~ w.strong then 3
      when w.word = any (p.search_text_words) then 2
      when w.allowance > 0 and exists (
        select 1 from unnest(p.search_name_words) nw
         where abs(char_length(nw) - char_length(w.word)) <= w.allowance and extensions.levenshtein(nw, w.word) <= w.allowance) then 1
      when (' ' || p.search_name) ~ w.weak then 1
      else 0
    end)::integer
    from unnest(p_ids) c (id)
    join public.products p on p.id = c.id
   cross join words w
   group by p.id
$$;
revoke all on function private.search_levels(integer[], text[], text[], text[], integer[]) from public, anon, authenticated;

-- The search. query: what the shopper typed (80 characters are read); max_results: 1 to 100.
-- Answers {query (normalized), results: [{id, match}], suggestion: {id, name, slug} | null}, the
-- suggestion being the nearest product when nothing matched ("did you mean"). It works in tiers so
-- a large catalogue costs little: when enough names hold every word whole, those are the answer;
-- else the products found by the words, their beginnings and their synonyms (indexed) are ranked;
-- only when those are too few are the names within a typo looked for (trigram candidates).
create function public.search_products(query text, max_results integer default 48)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.4
as $$
declare
  v_query text := left(private.search_normalize(query), 80);
  v_words text[];
  v_meaning_words text[];
  v_meanings text[];
  v_meaning_levels integer[];
  v_alternatives text[];
  v_found integer[];
  v_levels jsonb;
  v_results jsonb;
  v_suggestion jsonb;
begin
  if max_results is null or max_results not between 1 and 100 then
    perform private.fail('invalid_input', 'Ask for 1 to 100 results.', '{"field": "max_results"}');
  end if;
  v_words := array(
    select distinct w from unnest(private.search_words(v_query)) w
     where char_length(w) > 1 and w <> all ('{and,of,the,for,with,in,aur,ka,ki,ke}'::text[])
  );
  if cardinality(v_words) = 0 then
    v_words := array(select distinct w from unnest(private.search_words(v_query)) w);
  end if;
  if cardinality(v_words) = 0 then
    return jsonb_build_object('query', v_query, 'results', '[]'::jsonb, 'suggestion', null);
  end if;
  v_words := v_words[1:6];

  -- Tier 1: names holding every word whole.
  v_found := array(select p.id from public.products p where p.is_active and p.search_name_words @> v_words);
  if cardinality(v_found) >= max_results then
    v_levels := (select jsonb_object_agg(id, 5) from unnest(v_found) id);
  else
    -- Synonyms of each word: its own term or one it begins (level 3), or one within a typo (level 1).
    select coalesce(array_agg(w), '{}'), coalesce(array_agg(means), '{}'), coalesce(array_agg(level), '{}')
      into v_meaning_words, v_meanings, v_meaning_levels
      from (
        select w, s.means,
               max(case when s.term = w or (char_length(w) >= 3 and left(s.term, char_length(w)) = w) then 3 else 1 end) as level
          from unnest(v_words) w
          join public.search_synonyms s
            on s.term = w
            or (char_length(w) >= 3 and left(s.term, char_length(w)) = w)
            or (private.search_typo_allowance(w) > 0 and abs(char_length(s.term) - char_length(w)) <= private.search_typo_allowance(w)
                and extensions.levenshtein(s.term, w) <= private.search_typo_allowance(w))
         group by w, s.means
      ) m;
    v_alternatives := array(select unnest(v_words) union select unnest(string_to_array(m, ' ')) from unnest(v_meanings) m);

    -- Tier 2: names and texts with the words or their synonyms, whole or begun, in one pass (the
    -- words are letters and digits only: no LIKE wildcard among them).
    v_found := array(
      select p.id from public.products p
       where p.is_active
         and (p.search_text_words && v_words
              or p.search_name like any (array(select a || '%' from unnest(v_alternatives) a union all select '% ' || a || '%' from unnest(v_alternatives) a)))
    );
    v_levels := (select jsonb_object_agg(l.id, l.level) from private.search_levels(v_found, v_words, v_meaning_words, v_meanings, v_meaning_levels) l
                  where l.level > 0);
    -- Tier 3: names within a typo of a word (or of a synonym's meaning), unless tier 2 found enough
    -- that match better than a typo (a product tier 2 did not find matches by typos at best).
    if (select count(*) from jsonb_each_text(coalesce(v_levels, '{}'::jsonb)) l where l.value::integer > 1) < max_results then
      v_found := array(
        select c.id from unnest(v_alternatives) a
          cross join lateral (
            select p.id from public.products p
             where p.is_active and char_length(a) >= 4 and p.search_name operator(extensions.%>) a
          ) c
        except
        select unnest(v_found)
      );
      v_levels := coalesce(v_levels, '{}'::jsonb)
        || coalesce((select jsonb_object_agg(l.id, l.level) from private.search_levels(v_found, v_words, v_meaning_words, v_meanings, v_meaning_levels) l
                      where l.level > 0), '{}'::jsonb);
    end if;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'match',
           case r.level when 5 then 'word' when 4 then 'prefix' when 3 then 'synonym' when 2 then 'text' else 'typo' end)
           order by r.level desc, r.in_stock desc, r.is_best_seller desc, r.closeness desc, r.sort_order, r.id), '[]'::jsonb)
    into v_results
    from (
      select p.id, l.value::integer as level, p.is_best_seller, p.sort_order,
             exists (select 1 from public.product_variants v where v.product_id = p.id and v.is_active and v.stock_quantity > 0) as in_stock,
             extensions.word_similarity(v_query, p.search_name) as closeness
        from jsonb_each_text(coalesce(v_levels, '{}'::jsonb)) l
        join public.products p on p.id = l.key::integer
       order by 2 desc, 5 desc, 3 desc, 6 desc, 4, 1
       limit max_results
    ) r;

  if jsonb_array_length(v_results) = 0 then
    select jsonb_build_object('id', p.id, 'name', p.product_name, 'slug', p.slug)
      into v_suggestion
      from public.products p
     where p.is_active and extensions.word_similarity(v_query, p.search_name) >= 0.2
     order by extensions.word_similarity(v_query, p.search_name) desc, p.is_best_seller desc, p.sort_order, p.id
     limit 1;
  end if;
  return jsonb_build_object('query', v_query, 'results', v_results, 'suggestion', v_suggestion);
end
$$;
revoke execute on function public.search_products(text, integer) from public;
grant execute on function public.search_products(text, integer) to anon, authenticated, service_role;
