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

create index products_search_name_words_idx on public.products using gin (private.search_words(product_name)) where is_active;
create index products_search_text_words_idx on public.products
  using gin (private.search_words(product_description || ' ' || coalesce(origin, ''))) where is_active;
create index products_search_name_trgm_idx on public.products
  using gin (private.search_normalize(product_name) extensions.gin_trgm_ops) where is_active;

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

-- The search. query: what the shopper typed (80 characters are read); max_results: 1 to 100.
-- Answers {query (normalized), results: [{id, match}], suggestion: {id, name, slug} | null}, the
-- suggestion being the nearest product when nothing matched ("did you mean").
create function public.search_products(query text, max_results integer default 48)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.3
as $$
declare
  v_query text := left(private.search_normalize(query), 80);
  v_words text[];
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

  with words as (
    select w, private.search_typo_allowance(w) as allowance from unnest(v_words) w
  ),
  meanings as (
    select words.w, private.search_words(s.means) as means_words, case when s.term = words.w then 3 else 1 end as level
      from words
      join public.search_synonyms s
        on s.term = words.w
        or (words.allowance > 0 and abs(char_length(s.term) - char_length(words.w)) <= words.allowance
            and extensions.levenshtein(s.term, words.w) <= words.allowance)
  ),
  wanted as (
    select array(select w from words union select unnest(means_words) from meanings) as any_words
  ),
  candidate_ids as (
    select p.id from public.products p
     where p.is_active and private.search_words(p.product_name) && (select any_words from wanted)
    union
    select p.id from public.products p
     where p.is_active and private.search_words(p.product_description || ' ' || coalesce(p.origin, '')) && (select any_words from wanted)
    union
    select c.id from words cross join lateral (
      select p.id from public.products p where p.is_active and private.search_normalize(p.product_name) operator(extensions.%>) words.w
    ) c
    union
    select c.id from meanings m cross join lateral unnest(m.means_words) mw cross join lateral (
      select p.id from public.products p where p.is_active and private.search_normalize(p.product_name) operator(extensions.%>) mw
    ) c
  ),
  candidates as (
    select p.id, p.is_best_seller, p.sort_order,
           private.search_words(p.product_name) as name_words,
           private.search_words(p.product_description || ' ' || coalesce(p.origin, '')) as text_words,
           private.search_normalize(p.product_name) as name_text,
           exists (select 1 from public.product_variants v where v.product_id = p.id and v.is_active and v.stock_quantity > 0) as in_stock
      from public.products p
     where p.id in (select id from candidate_ids)
  ),
  word_levels as (
    select c.id, words.w, greatest(
      case when words.w = any (c.name_words) then 5 else 0 end,
      case when exists (select 1 from unnest(c.name_words) nw where left(nw, char_length(words.w)) = words.w) then 4 else 0 end,
      coalesce((
        select max(m.level) from meanings m
         where m.w = words.w
           and not exists (
             select 1 from unnest(m.means_words) mw
              where not exists (select 1 from unnest(c.name_words) nw where left(nw, char_length(mw)) = mw))
      ), 0),
      case when words.w = any (c.text_words) then 2 else 0 end,
      case when words.allowance > 0 and exists (
        select 1 from unnest(c.name_words) nw
         where abs(char_length(nw) - char_length(words.w)) <= words.allowance
           and extensions.levenshtein(nw, words.w) <= words.allowance) then 1 else 0 end
    ) as level
      from candidates c cross join words
  ),
  ranked as (
    select c.id, min(l.level) as level, c.in_stock, c.is_best_seller, c.sort_order,
           extensions.word_similarity(v_query, c.name_text) as closeness
      from candidates c join word_levels l on l.id = c.id
     group by c.id, c.in_stock, c.is_best_seller, c.sort_order, c.name_text
    having min(l.level) > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'match',
           case r.level when 5 then 'word' when 4 then 'prefix' when 3 then 'synonym' when 2 then 'text' else 'typo' end)
           order by r.level desc, r.in_stock desc, r.is_best_seller desc, r.closeness desc, r.sort_order, r.id), '[]'::jsonb)
    into v_results
    from (select * from ranked order by level desc, in_stock desc, is_best_seller desc, closeness desc, sort_order, id limit max_results) r;

  if jsonb_array_length(v_results) = 0 then
    select jsonb_build_object('id', p.id, 'name', p.product_name, 'slug', p.slug)
      into v_suggestion
      from public.products p
     where p.is_active and extensions.word_similarity(v_query, private.search_normalize(p.product_name)) >= 0.2
     order by extensions.word_similarity(v_query, private.search_normalize(p.product_name)) desc, p.is_best_seller desc, p.sort_order, p.id
     limit 1;
  end if;
  return jsonb_build_object('query', v_query, 'results', v_results, 'suggestion', v_suggestion);
end
$$;
revoke execute on function public.search_products(text, integer) from public;
grant execute on function public.search_products(text, integer) to anon, authenticated, service_role;
