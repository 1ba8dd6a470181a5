import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../../features/admin/terms/terms-screen.tsx';
import { TERMS_SCREEN } from '../../features/admin/terms/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/terms')({
  head: () => adminHead(TERMS_SCREEN.title, '/admin/terms'),
  component: TermsScreen,
});
