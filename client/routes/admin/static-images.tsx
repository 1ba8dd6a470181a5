import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { StaticImagesForm, staticImagesQuery } from '../../features/admin/static-images/static-images-form.tsx';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/static-images')({
  head: () => adminHead('Static images', '/admin/static-images'),
  loader: ({ context }) => context.queryClient.ensureQueryData(staticImagesQuery()),
  component: StaticImagesForm,
  errorComponent: errorPage('Could not load the static images. Refresh the page and try again.'),
});
