import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { OrgSeats } from '../../common/contracts/organizations';
import { PLAN_LABELS } from './plan-labels';

export const seatsFull = (seats: OrgSeats) => seats.used >= seats.total;

/** "1 of 10 seats used", beside Invite members: the plan's room is seen before any form (03 §9). */
export function SeatCount({ seats }: { seats: OrgSeats }) {
  const { used, total } = seats;
  return (
    <span className="text-sm text-slate-600">
      <Plural value={total} one={`${used} of # seat used`} other={`${used} of # seats used`} />
    </span>
  );
}

/**
 * Why Invite members is off: what the plan allows and the way to more seats. Until billing sells
 * plans, the way is this server's operator (docs/organizations.md, "Seats").
 */
export function SeatsFullNote({ seats, id }: { seats: OrgSeats; id: string }) {
  const { t, i18n } = useLingui();
  const plan = i18n._(PLAN_LABELS[seats.planName]);
  const allowed = plural(seats.total, {
    one: `The ${plan} plan has # seat, and it is taken.`,
    other: `The ${plan} plan has # seats, and all are taken.`,
  });
  return (
    <div id={id} className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-medium">{allowed}</p>
      <p className="mt-1">{t`To invite someone, remove a member first, or ask the operator of this server to move this organization to a bigger plan.`}</p>
      <p className="mt-1 text-amber-800">
        {t`For the operator: the NEW_ORGANIZATION_PLAN setting chooses the plan of new organizations, and the set-plan command moves an existing one (README, “Plans and seats”).`}
      </p>
    </div>
  );
}
