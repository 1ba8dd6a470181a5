/**
 * The state of the gallery's copies (issue 30), as /api/health and the admin dashboard show it. No zod here:
 * the dashboard reads these names too.
 */

export const BACKUP_KINDS = ['local', 'offsite', 'drill'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/**
 * `ok`: the last good one is within its limit. `late`: it is past it. `never`: set up, but none has been good
 * yet. `off`: not set up (no BACKUP_EVERY_HOURS, no BACKUP_S3_URL, or drills turned off).
 */
export type BackupFreshness = 'ok' | 'late' | 'never' | 'off';

/** Past these, a kind is late: a day's backup with two hours to spare, a week's drill with a day. */
export const LATE_AFTER_HOURS = { backup: 26, drill: 8 * 24 } as const;

export const needsAttention = (state: BackupFreshness) => state === 'late' || state === 'never';
