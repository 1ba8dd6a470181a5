import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../../components/error-box.tsx';
import { adminEntryQuery, imageQuery } from '../../../features/admin/api.ts';
import { ContentForm } from '../../../features/admin/form/content-form.tsx';
import { ImageForm } from '../../../features/admin/images/image-form.tsx';
import type { Screen } from '../../../features/admin/screens/registry.ts';
import { orNotFound } from '../../../lib/api.ts';
import { adminHead } from '../../../lib/head.ts';

export const Route = createFileRoute('/admin/$type/update/$slug')({
  loader: async ({ context, params }) => {
    const { adminType, queryClient } = context;
    if (adminType.kind === 'image') await orNotFound(queryClient.ensureQueryData(imageQuery(params.slug)));
    else await orNotFound(queryClient.ensureQueryData(adminEntryQuery(adminType.screen.api, params.slug)));
  },
  head: ({ match, params }) => adminHead(`Modify ${params.slug}`, match.pathname),
  component: UpdateScreen,
  errorComponent: errorPage('Could not load this entry. Refresh the page and try again.'),
});

function UpdateScreen() {
  const { adminType } = Route.useRouteContext();
  const { slug } = Route.useParams();
  if (adminType.kind === 'image') return <ImageUpdate slug={slug} />;
  return <ContentUpdate screen={adminType.screen} slug={slug} />;
}

function ImageUpdate({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(imageQuery(slug));
  return <ImageForm key={slug} image={data} />;
}

function ContentUpdate({ screen, slug }: { screen: Screen; slug: string }) {
  const { data } = useSuspenseQuery(adminEntryQuery(screen.api, slug));
  return <ContentForm key={`${screen.route}/${slug}`} screen={screen} entry={data} slug={slug} />;
}
