'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-fields';
import { formatPakistanDateTime } from '@/lib/format/date';
import { REMOVE_STAFF_EFFECT, REMOVE_STAFF_QUESTION } from '@/lib/staff/messages';
import type { TeamMember } from '@/lib/staff/types';
import { useStaffRemove } from './use-staff-writes';

function signInText(person: TeamMember): string {
  return person.lastSignInAt ? `Last signed in ${formatPakistanDateTime(person.lastSignInAt)}` : 'Has not signed in yet';
}

/** The owner and the staff; each member of staff can be removed after one question. */
export function StaffList({ team }: { team: TeamMember[] }) {
  const remove = useStaffRemove();
  const [asking, setAsking] = useState<TeamMember | null>(null);
  const confirmed = () => {
    if (asking) remove.run(asking.userId);
    setAsking(null);
  };

  return (
    <section aria-labelledby="team-title" className="space-y-4">
      <h2 id="team-title" className="font-display text-xl font-bold text-walnut-950">
        The team
      </h2>
      <div aria-live="polite" className="space-y-2">
        {remove.notice && <FormMessage tone="success">{remove.notice}</FormMessage>}
        {remove.error && <FormMessage tone="error">{remove.error}</FormMessage>}
      </div>
      <ul aria-label="Team" className="space-y-3">
        {team.map((person) => (
          <li key={person.userId}>
            <article
              aria-label={person.email}
              className="flex flex-wrap items-start justify-between gap-3 rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-all text-walnut-950">{person.email}</p>
                <p className="mt-1 text-sm text-walnut-700">
                  <span className="rounded-full border border-sand bg-cream px-2.5 py-0.5 font-semibold text-walnut-800">
                    {person.role === 'owner' ? 'Owner' : 'Staff'}
                  </span>
                </p>
                <p className="mt-1 text-sm text-walnut-600">{signInText(person)}</p>
              </div>
              {person.role === 'staff' && (
                <Button
                  size="sm"
                  variant="danger-outline"
                  disabled={remove.pending}
                  aria-label={`Remove ${person.email}`}
                  onClick={() => setAsking(person)}
                >
                  Remove
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        confirmation={asking && { title: REMOVE_STAFF_QUESTION(asking.email), body: REMOVE_STAFF_EFFECT, confirmLabel: 'Remove' }}
        danger
        onConfirm={confirmed}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
