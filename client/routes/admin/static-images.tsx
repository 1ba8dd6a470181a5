import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { StaticImagesForm, staticImagesQuery } from '../../features/admin/static-images/static-images-form.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/static-images')({
  head: () => pageHead('Static images', 'Choose the fixed images of the site.'),
  loader: ({ context }) => context.queryClient.ensureQueryData(staticImagesQuery()),
  component: StaticImagesForm,
  errorComponent: errorPage('Could not load the static images. Refresh the page and try again.'),
});
