import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { adminSettingsQuery, SettingsForm } from '../../features/admin/settings/settings-form.tsx';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/settings')({
  head: () => adminHead('Site settings', '/admin/settings'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminSettingsQuery()),
  component: SettingsForm,
  errorComponent: errorPage('Could not load the site settings. Refresh the page and try again.'),
});
