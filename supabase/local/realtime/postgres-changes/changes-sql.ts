/**
 * The SQL of Postgres Changes, run by startChangeFeed on every start (every statement is idempotent).
 * Kept as a module rather than a .sql file so it loads the same under tsx, Jest and bundlers.
 */
export const CHANGES_SQL = `
-- Postgres Changes for the embedded backend: captures row changes of the tables in the
-- supabase_realtime publication into a queue and notifies the feed, which applies each
-- subscriber's filters and RLS. Applied by startChangeFeed on every start; every statement is
-- idempotent. Nothing here is visible to anon, authenticated or service_role.
create schema if not exists supabase_local_changes;
revoke all on schema supabase_local_changes from public;

-- One row per captured change, deleted once the feed has taken it. A notification carries only
-- the row's id, so a row of any size arrives (pg_notify payloads stop at 8000 bytes).
create table if not exists supabase_local_changes.queue (
  id bigint generated always as identity primary key,
  relid oid not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  changed_at timestamptz not null default pg_catalog.clock_timestamp()
);
revoke all on supabase_local_changes.queue from public;

-- Fires on every row change of a table it is installed on; a table that has left the publication
-- (or a publication that does not publish this action) queues nothing.
create or replace function supabase_local_changes.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  published boolean;
  queued bigint;
begin
  select bool_or(case tg_op when 'INSERT' then p.pubinsert when 'UPDATE' then p.pubupdate else p.pubdelete end)
    into published
    from pg_catalog.pg_publication p
    join pg_catalog.pg_publication_tables t on t.pubname = p.pubname
   where p.pubname = 'supabase_realtime' and t.schemaname = tg_table_schema and t.tablename = tg_table_name;
  if published is not true then
    return null;
  end if;
  insert into supabase_local_changes.queue (relid, action, record, old_record)
  values (
    tg_relid,
    tg_op,
    case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
    case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
  )
  returning id into queued;
  perform pg_catalog.pg_notify('supabase_local_changes', queued::text);
  return null;
end $$;
revoke all on function supabase_local_changes.capture_change() from public;

-- A row as hosted Realtime renders it: each value is to_jsonb of the typed value, with times in UTC
-- (the trigger ran in the writer's session and time zone).
create or replace function supabase_local_changes.render_row(relid oid, row_values jsonb) returns jsonb
language sql stable set timezone to 'UTC' as $$
  select pg_catalog.jsonb_object_agg(
    e.key,
    case
      when pg_catalog.jsonb_typeof(e.value) <> 'string' then e.value
      when a.atttypid = 'timestamptz'::regtype then pg_catalog.to_jsonb((e.value #>> '{}')::timestamptz)
      when a.atttypid = 'timetz'::regtype then pg_catalog.to_jsonb((e.value #>> '{}')::timetz)
      else e.value
    end
  )
  from pg_catalog.jsonb_each(row_values) e
  left join pg_catalog.pg_attribute a on a.attrelid = relid and a.attname = e.key
$$;

-- One filter condition, both sides cast to the column's type, as hosted's check_equality_op.
create or replace function supabase_local_changes.filter_holds(op text, column_type regtype, column_value text, filter_value text, negate boolean)
returns boolean language plpgsql stable as $$
declare
  holds boolean;
  symbol text;
begin
  if op = 'isdistinct' then
    execute format('select %L::%s %s %L::%s', column_value, column_type, case when negate then 'is not distinct from' else 'is distinct from' end, filter_value, column_type) into holds;
    return holds;
  end if;
  if op = 'is' then
    execute format('select %L::%s %s %s', column_value, column_type, case when negate then 'is not' else 'is' end, upper(filter_value)) into holds;
    return holds;
  end if;
  symbol = case op
    when 'eq' then '=' when 'neq' then '!=' when 'lt' then '<' when 'lte' then '<=' when 'gt' then '>' when 'gte' then '>='
    when 'in' then '= any' when 'like' then 'like' when 'ilike' then 'ilike' when 'match' then '~' when 'imatch' then '~*'
  end;
  execute format('select %L::%s %s (%L::%s)', column_value, column_type, symbol, filter_value,
    case when op = 'in' then column_type::text || '[]' else column_type::text end) into holds;
  return case when negate then not holds else holds end;
end $$;

-- Whether a row (the new one, or the old identity for a DELETE) passes every filter of a
-- subscription; a filter on a column the row does not carry fails, as hosted.
create or replace function supabase_local_changes.passes_filters(relid oid, row_values jsonb, filters jsonb) returns boolean
language sql stable as $$
  select coalesce(bool_and(coalesce(
    row_values ? (f ->> 'column')
      and supabase_local_changes.filter_holds(f ->> 'op', a.atttypid::regtype, row_values -> (f ->> 'column') #>> '{}', f ->> 'value', (f ->> 'negate')::boolean),
    false)), true)
  from pg_catalog.jsonb_array_elements(filters) f
  left join pg_catalog.pg_attribute a on a.attrelid = relid and a.attname = f ->> 'column'
$$;

-- Checks one filter at subscribe time with hosted's messages (subscription_check_filters).
create or replace function supabase_local_changes.check_filter(relid oid, role_name text, column_name text, op text, filter_value text)
returns void language plpgsql stable as $$
declare
  column_type regtype;
begin
  select a.atttypid::regtype into column_type
    from pg_catalog.pg_attribute a
   where a.attrelid = relid and a.attname = column_name and a.attnum > 0 and not a.attisdropped
     and pg_catalog.has_column_privilege(role_name, a.attrelid, a.attnum, 'SELECT');
  if column_type is null then
    raise exception 'invalid column for filter %', column_name;
  end if;
  if op = 'in' then
    if coalesce(pg_catalog.jsonb_array_length(supabase_local_changes.cast_value(filter_value, (column_type::text || '[]')::regtype)), 0) > 100 then
      raise exception 'too many values for \`in\` filter. Maximum 100';
    end if;
  elsif op = 'is' then
    if filter_value not in ('null', 'true', 'false', 'unknown') then
      raise exception 'invalid value for is filter: must be null, true, false, or unknown';
    end if;
    if filter_value <> 'null' and column_type <> 'boolean'::regtype then
      raise exception 'is % filter requires a boolean column, got %', filter_value, column_type::text;
    end if;
  elsif op in ('like', 'ilike') then
    if not exists (select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = column_type) then
      raise exception 'operator % requires a text-compatible column type, got %', op, column_type::text;
    end if;
  elsif op in ('match', 'imatch') then
    if not exists (
      select 1 from pg_catalog.pg_operator
       where oprname = case when op = 'imatch' then '~*' else '~' end
         and oprleft = column_type and oprright = column_type and oprresult = 'boolean'::regtype
    ) then
      raise exception 'operator % requires a text-compatible column type, got %', op, column_type::text;
    end if;
    begin
      perform '' ~ filter_value;
    exception when others then
      raise exception 'invalid regular expression for % filter: %', op, sqlerrm;
    end;
  else
    perform supabase_local_changes.cast_value(filter_value, column_type);
  end if;
end $$;

create or replace function supabase_local_changes.cast_value(value text, value_type regtype) returns jsonb
language plpgsql stable as $$
declare
  result jsonb;
begin
  execute format('select pg_catalog.to_jsonb(%L::%s)', value, value_type) into result;
  return result;
end $$;

revoke all on all functions in schema supabase_local_changes from public;
`;
