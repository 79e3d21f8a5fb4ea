/** What the log records of a change: a row added, changed or removed. */
export type ActivityAction = 'insert' | 'update' | 'delete';

/** One entry of the activity log (public.activity_log), as the console reads it. */
export interface ActivityEntry {
  id: number;
  actorEmail: string | null;
  action: ActivityAction;
  /** The table the change was made to: orders, products, refunds, staff, … */
  subject: string;
  /** What a person knows the row by: an order number, a product's name, a coupon's code, an e-mail, … */
  subjectKey: string | null;
  /** {column: [before, after]}; an insert's before is null. */
  changes: Record<string, [unknown, unknown]>;
  at: string;
}

/** One page of the log, newest first, with the `before` of the pages around it (null: none; 0: the first page). */
export interface ActivityPage {
  entries: ActivityEntry[];
  /** `before` of the older page, or null when this page reaches the oldest entry. */
  olderBefore: number | null;
  /** `before` of the newer page: null when this is the first page, 0 when the newer page is the first. */
  newerBefore: number | null;
}
