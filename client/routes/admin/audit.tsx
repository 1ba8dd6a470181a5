import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { errorPage } from '../../components/error-box.tsx';
import { auditQuery, readAuditSearch } from '../../features/admin/audit/audit-query.ts';
import { AuditScreen } from '../../features/admin/audit/audit-screen.tsx';
import { AUDIT_SCREEN } from '../../features/admin/audit/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/audit')({
  head: () => adminHead(ADMIN_TITLES.audit, '/admin/audit'),
  validateSearch: readAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditQuery(deps)),
  component: AuditScreen,
  errorComponent: errorPage(() => AUDIT_SCREEN.loadFailed),
});
