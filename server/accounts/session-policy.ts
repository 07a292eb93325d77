// How long a login session lives (docs/security.md): it ends after `idleTimeoutMs` without a
// request, and in any case `maxAgeMs` after the login. Read from SESSION_IDLE_HOURS and
// SESSION_MAX_AGE_HOURS.

export interface SessionPolicy {
  idleTimeoutMs: number;
  maxAgeMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** A week without using the console: about what an agent's leave or a lost laptop allows. */
export const DEFAULT_IDLE_HOURS = 7 * 24;
/** Thirty days after the login the password is asked again, however busy the session is. */
export const DEFAULT_MAX_AGE_HOURS = 30 * 24;

function hoursOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 10 * 365 * 24) throw new Error(`${name} must be a number of hours > 0 (at most ten years), got "${value}"`);
  return hours;
}

export function sessionPolicyOf(env: NodeJS.ProcessEnv): SessionPolicy {
  const idleHours = hoursOf('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, DEFAULT_IDLE_HOURS);
  const maxAgeHours = hoursOf('SESSION_MAX_AGE_HOURS', env.SESSION_MAX_AGE_HOURS, DEFAULT_MAX_AGE_HOURS);
  if (idleHours > maxAgeHours) throw new Error(`SESSION_IDLE_HOURS (${idleHours}) must not exceed SESSION_MAX_AGE_HOURS (${maxAgeHours})`);
  return { idleTimeoutMs: idleHours * HOUR_MS, maxAgeMs: maxAgeHours * HOUR_MS };
}

/** When a session ends unless used again: the earlier of the idle and the absolute end. */
export function sessionEndsAt(policy: SessionPolicy, session: { createdAt: Date; lastSeenAt: Date }): Date {
  return new Date(Math.min(session.lastSeenAt.getTime() + policy.idleTimeoutMs, session.createdAt.getTime() + policy.maxAgeMs));
}
