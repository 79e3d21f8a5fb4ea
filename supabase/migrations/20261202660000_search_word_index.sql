-- The search by index words (issue 29 §5). search_products looked at every product for a synonym,
-- a beginning or a typo; with 10,000 products that cost up to 100 ms. Now each product's words are
-- kept in a table of their own (one row per word and product, whether from the name or the text),
-- so a whole word or a beginning is a range of a btree, and the distinct words of the names carry a
-- trigram index for the typos: each step of the search costs what it finds. The rules and the levels
-- are those of 20261202640000, but for one: a word of one letter finds only a whole word of a name
-- (as a beginning or in the text it would match nearly every product).

-- One row per word of an active product: its name's words and its text's (description and origin).
-- The words' collation is C, so a beginning is a range of the index.
create table private.product_words (
  in_name boolean not null,
  word text collate "C" not null,
  product_id integer not null,
  primary key (in_name, word, product_id)
);
create index product_words_product_idx on private.product_words (product_id);

-- The distinct words of the active products' names, where a typo is looked up.
create table private.name_words (
  word text collate "C" primary key
);
create index name_words_trgm_idx on private.name_words using gin (word extensions.gin_trgm_ops) with (fastupdate = off);

-- The catalogue is written seldom and searched at every letter: its GIN indexes take each write at
-- once rather than keeping a pending list that every search would read until the next vacuum.
alter index public.products_search_name_words_idx set (fastupdate = off);
alter index public.products_search_name_trgm_idx set (fastupdate = off);
select pg_catalog.gin_clean_pending_list('public.products_search_name_words_idx'::regclass),
       pg_catalog.gin_clean_pending_list('public.products_search_name_trgm_idx'::regclass);

revoke all on private.product_words, private.name_words from public, anon, authenticated;

-- Kept by the products' writes: a product's words are replaced when its name, text or activity
-- changes; a name word no product uses any more leaves the typo list.
create function private.index_product_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product_id integer := case when tg_op = 'DELETE' then old.id else new.id end;
  v_old_name_words text[];
begin
  with removed as (
    delete from private.product_words w where w.product_id = v_product_id returning w.in_name, w.word
  )
  select coalesce(array_agg(r.word), '{}') into v_old_name_words from removed r where r.in_name;

  if tg_op <> 'DELETE' and new.is_active then
    insert into private.product_words (in_name, word, product_id)
    select true, w, new.id from unnest(new.search_name_words) w
    union
    select false, w, new.id from unnest(new.search_text_words) w;
    insert into private.name_words (word)
    select distinct w from unnest(new.search_name_words) w
    on conflict (word) do nothing;
  end if;

  delete from private.name_words n
   where n.word = any (v_old_name_words)
     and not exists (select 1 from private.product_words w where w.in_name and w.word = n.word);
  return null;
end
$$;
revoke all on function private.index_product_words() from public, anon, authenticated;

create trigger index_words_on_insert after insert on public.products
  for each row execute function private.index_product_words();
create trigger index_words_on_update after update on public.products
  for each row
  when (old.search_name_words is distinct from new.search_name_words
        or old.search_text_words is distinct from new.search_text_words
        or old.is_active is distinct from new.is_active)
  execute function private.index_product_words();
create trigger index_words_on_delete after delete on public.products
  for each row execute function private.index_product_words();

insert into private.product_words (in_name, word, product_id)
select true, w, p.id from public.products p cross join unnest(p.search_name_words) w where p.is_active
union
select false, w, p.id from public.products p cross join unnest(p.search_text_words) w where p.is_active;
insert into private.name_words (word)
select distinct word from private.product_words where in_name;

-- Each search word's products at their best level (5 the whole word in the name, 4 the beginning
-- of a word of the name, 3 a synonym, 2 the whole word in the text, 1 a typo or a synonym's typo);
-- a product's level is its weakest word's, and a product must match every word. The synonyms in
-- play come as three arrays: the query word, what it means, and the level (3 or 1). Typos only
-- when p_typos.
create function private.search_matches(
  p_words text[], p_meaning_words text[], p_meanings text[], p_meaning_levels integer[], p_typos boolean
)
returns table (id integer, level integer)
language plpgsql
stable
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.4
set jit = off
as $$
#variable_conflict use_column
begin
  return query
  with words as materialized (
    select w.word, private.search_typo_allowance(w.word) as allowance from unnest(p_words) w (word)
  ),
  hits as (
    select w.word, pw.product_id, 5 as level
      from words w
      join private.product_words pw on pw.in_name and pw.word = w.word
    union all
    -- A beginning (of two letters or more: one letter begins too many words to help) is the range
    -- (word, word + the last character).
    select w.word, pw.product_id, 4
      from words w
      join private.product_words pw on pw.in_name and pw.word > w.word and pw.word < w.word || chr(1114111)
     where char_length(w.word) >= 2
    union all
    select w.word, pw.product_id, 2
      from words w
      join private.product_words pw on not pw.in_name and pw.word = w.word
     where char_length(w.word) >= 2
    union all
    -- A meaning begins at a word of the name: its first word begins a name word, and a meaning of
    -- several words is read in the name itself.
    select m.word, pw.product_id, m.level
      from unnest(p_meaning_words, p_meanings, p_meaning_levels) m (word, means, level)
      join private.product_words pw
        on pw.in_name and pw.word >= split_part(m.means, ' ', 1) and pw.word < split_part(m.means, ' ', 1) || chr(1114111)
     where (m.level = 3 or p_typos)
       and (position(' ' in m.means) = 0
            or exists (select 1 from public.products p where p.id = pw.product_id and position(' ' || m.means in ' ' || p.search_name) > 0))
    union all
    -- Trigram candidates among the names' words, then within the word's typo allowance.
    select w.word, pw.product_id, 1
      from words w
      join private.name_words n
        on p_typos and w.allowance > 0 and n.word operator(extensions.%>) w.word
       and abs(char_length(n.word) - char_length(w.word)) <= w.allowance
       and extensions.levenshtein(n.word, w.word) <= w.allowance
      join private.product_words pw on pw.in_name and pw.word = n.word
  )
  select b.product_id, min(b.level)::integer
    from (select h.word, h.product_id, max(h.level) as level from hits h group by h.word, h.product_id) b
   group by b.product_id
  having count(*) = cardinality(p_words);
end
$$;
revoke all on function private.search_matches(text[], text[], text[], integer[], boolean) from public, anon, authenticated;

drop function private.search_levels(integer[], text[], text[], text[], integer[]);
drop index public.products_search_text_words_idx;

-- The search, as in 20261202640000; the steps after the whole words read the word index.
create or replace function public.search_products(query text, max_results integer default 48)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.2
set jit = off
as $$
declare
  v_query text := left(private.search_normalize(query), 80);
  v_words text[];
  v_meaning_words text[];
  v_meanings text[];
  v_meaning_levels integer[];
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

  -- Whole words: names holding every word.
  v_levels := (select jsonb_object_agg(p.id, 5) from public.products p where p.is_active and p.search_name_words @> v_words);
  if v_levels is null or (select count(*) from jsonb_object_keys(v_levels)) < max_results then
    -- Synonyms of each word: its own term or one it begins (level 3), or one within a typo (level 1).
    select coalesce(array_agg(w), '{}'), coalesce(array_agg(means), '{}'), coalesce(array_agg(level), '{}')
      into v_meaning_words, v_meanings, v_meaning_levels
      from (
        select w.word as w, s.means,
               max(case when s.term = w.word or (char_length(w.word) >= 3 and left(s.term, char_length(w.word)) = w.word) then 3 else 1 end) as level
          from (select w, private.search_typo_allowance(w) as allowance from unnest(v_words) w offset 0) w (word, allowance)
          join public.search_synonyms s
            on s.term = w.word
            or (char_length(w.word) >= 3 and left(s.term, char_length(w.word)) = w.word)
            or (w.allowance > 0 and abs(char_length(s.term) - char_length(w.word)) <= w.allowance
                and extensions.levenshtein(s.term, w.word) <= w.allowance)
         group by w.word, s.means
      ) m;
    -- Words, beginnings and synonyms; typos only when those find too few that match better.
    v_levels := (select jsonb_object_agg(m.id, m.level)
                   from private.search_matches(v_words, v_meaning_words, v_meanings, v_meaning_levels, false) m);
    if (select count(*) from jsonb_each_text(coalesce(v_levels, '{}'::jsonb)) l where l.value::integer > 1) < max_results then
      v_levels := (select jsonb_object_agg(m.id, m.level)
                     from private.search_matches(v_words, v_meaning_words, v_meanings, v_meaning_levels, true) m);
    end if;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'match',
           case r.level when 5 then 'word' when 4 then 'prefix' when 3 then 'synonym' when 2 then 'text' else 'typo' end)
           order by r.level desc, r.in_stock desc, r.is_best_seller desc, r.closeness desc, r.sort_order, r.id), '[]'::jsonb)
    into v_results
    from (
      select p.id, l.value::integer as level, p.is_best_seller, p.sort_order,
             coalesce((select bool_or(v.is_active and v.stock_quantity > 0) from public.product_variants v where v.product_id = p.id), false) as in_stock,
             extensions.word_similarity(v_query, p.search_name) as closeness
        from jsonb_each_text(coalesce(v_levels, '{}'::jsonb)) l
        join public.products p on p.id = l.key::integer
       order by 2 desc, 5 desc, 3 desc, 6 desc, 4, 1
       limit max_results
    ) r;

  -- Nothing found: "did you mean" the nearest name, among the products with one of the five name
  -- words nearest to the query's words (trigram index, word similarity from 0.2). Not for a letter.
  if jsonb_array_length(v_results) = 0 and char_length(v_query) > 1 then
    select jsonb_build_object('id', p.id, 'name', p.product_name, 'slug', p.slug)
      into v_suggestion
      from public.products p
     where p.is_active
       and p.id in (
         select pw.product_id
           from (select n.word from unnest(v_words) w
                   join private.name_words n on n.word operator(extensions.%>) w
                  order by extensions.word_similarity(w, n.word) desc limit 5) near
           join private.product_words pw on pw.in_name and pw.word = near.word)
     order by extensions.word_similarity(v_query, p.search_name) desc, p.is_best_seller desc, p.sort_order, p.id
     limit 1;
  end if;
  return jsonb_build_object('query', v_query, 'results', v_results, 'suggestion', v_suggestion);
end
$$;
