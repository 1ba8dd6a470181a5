import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BackupFreshness, needsAttention } from '#shared/backups';
import { api, unwrap } from '../../../lib/api.ts';
import { adminAgo, adminDateTime, adminT, adminTexts } from '../admin-messages.ts';
import styles from './backup-state.module.css';
import dashboard from './dashboard.module.css';

const T = adminTexts({
  heading: 'admin.backups.heading',
  local: 'admin.backups.local',
  offsite: 'admin.backups.offsite',
  drill: 'admin.backups.drill',
  never: 'admin.backups.never',
  off: 'admin.backups.off',
  lateMark: 'admin.backups.lateMark',
  okMark: 'admin.backups.okMark',
  offMark: 'admin.backups.offMark',
  noSchedule: 'admin.backups.noSchedule',
  noTarget: 'admin.backups.noTarget',
  loadFailed: 'admin.backups.loadFailed',
});

const backupsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'backups'],
    queryFn: () => unwrap(api.admin.backups.$get()),
    // A dashboard left open overnight still tells the truth in the morning.
    refetchInterval: 5 * 60_000,
  });

type Backups = Awaited<ReturnType<NonNullable<ReturnType<typeof backupsQuery>['queryFn']>>>;
type Kind = Backups['kinds'][number];

const MARK: Record<BackupFreshness, () => string> = {
  ok: () => T.okMark,
  late: () => T.lateMark,
  never: () => T.lateMark,
  off: () => T.offMark,
};

function ageText(kind: Kind): string {
  if (kind.state === 'off') return T.off;
  if (kind.ageSeconds === null) return T.never;
  const ago = adminAgo(kind.ageSeconds);
  if (kind.state === 'late') return adminT('admin.backups.late', { ago, hours: String(kind.lateAfterHours) });
  return adminT('admin.backups.ok', { ago });
}

/** Owners see how old the last good backup, off-site copy and drill are (issue 30); red past their limits. */
export function BackupState() {
  const backups = useQuery(backupsQuery());
  return (
    <section className={dashboard.section} aria-labelledby="backups-heading">
      <h2 id="backups-heading">{T.heading}</h2>
      {backups.isError ? <p role="alert">{T.loadFailed}</p> : null}
      {backups.data ? <BackupList backups={backups.data} /> : null}
    </section>
  );
}

function BackupList({ backups }: { backups: Backups }) {
  const days = String(backups.drillEveryDays);
  const target = backups.target;
  return (
    <>
      <ul className={styles.kinds}>
        {backups.kinds.map((kind) => (
          <li key={kind.kind} className={styles.kind} data-state={kind.state}>
            <span className={styles.mark} data-attention={needsAttention(kind.state) || undefined}>
              {MARK[kind.state]()}
            </span>
            <span>
              <strong>{T[kind.kind]}</strong> {ageText(kind)}
              {kind.failingSince && kind.lastFailure ? (
                <span className={styles.failure}>
                  {adminT('admin.backups.failing', {
                    time: adminDateTime(kind.failingSince),
                    reason: kind.lastFailure,
                  })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className={dashboard.note}>
        {backups.everyHours > 0 ? adminT('admin.backups.every', { hours: String(backups.everyHours) }) : T.noSchedule}{' '}
        {target === null
          ? T.noTarget
          : backups.drillEveryDays > 0
            ? adminT('admin.backups.target', { target, days })
            : adminT('admin.backups.noDrills', { target })}
      </p>
    </>
  );
}
