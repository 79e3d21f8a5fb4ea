import 'server-only';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Tables } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import type { ActivityAction, ActivityEntry, ActivityPage } from './types';

/** Entries on one page of /admin/activity. */
const ACTIVITY_PAGE_SIZE = 50;

type ActivityRow = Tables<'activity_log'>;

function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    actorEmail: row.actor_email,
    action: row.action as ActivityAction,
    subject: row.subject,
    subjectKey: row.subject_key,
    changes: (row.changes ?? {}) as ActivityEntry['changes'],
    at: row.created_at,
  };
}

/**
 * One page of the activity log, newest first: the 50 entries before `before` (an id), or the newest
 * 50. Row-level security lets only the owner read the log; anyone else reads an empty page.
 */
export async function listCurrentActivity(before: number | null): Promise<ActivityPage> {
  const supabase = await createSupabaseServerClient();
  let query = supabase
    .from('activity_log')
    .select('*')
    .order('id', { ascending: false })
    .limit(ACTIVITY_PAGE_SIZE + 1);
  if (before !== null) query = query.lt('id', before);
  const { data, error } = await query;
  if (error) throw databaseProblem(error);
  const entries = data.slice(0, ACTIVITY_PAGE_SIZE).map(toActivityEntry);
  const olderBefore = data.length > ACTIVITY_PAGE_SIZE ? entries.at(-1)!.id : null;
  if (before === null) return { entries, olderBefore, newerBefore: null };
  // The newer page holds the 50 entries just above this one's newest: it starts below the 51st.
  const newest = entries[0]?.id ?? before - 1;
  const newer = await supabase
    .from('activity_log')
    .select('id')
    .gt('id', newest)
    .order('id', { ascending: true })
    .limit(ACTIVITY_PAGE_SIZE + 1);
  if (newer.error) throw databaseProblem(newer.error);
  const newerBefore = newer.data.length > ACTIVITY_PAGE_SIZE ? newer.data[ACTIVITY_PAGE_SIZE]!.id : 0;
  return { entries, olderBefore, newerBefore };
}
