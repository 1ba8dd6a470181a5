import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { TermsScreen } from '../../features/admin/terms/terms-screen.tsx';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/terms')({
  head: () => adminHead(ADMIN_TITLES.terms, '/admin/terms'),
  component: TermsScreen,
});
