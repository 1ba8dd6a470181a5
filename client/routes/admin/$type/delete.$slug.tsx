import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../../components/error-box.tsx';
import { adminEntryQuery, deleteEntry, deleteImage, imageQuery } from '../../../features/admin/api.ts';
import { DeleteScreen } from '../../../features/admin/delete/delete-screen.tsx';
import { afterDelete, afterImageChange } from '../../../features/admin/freshness.ts';
import type { Screen } from '../../../features/admin/screens/registry.ts';
import { orNotFound } from '../../../lib/api.ts';
import { adminHead } from '../../../lib/head.ts';

/** SPEC 4 'Delete': the confirm screen loads the item first, to name it. */
export const Route = createFileRoute('/admin/$type/delete/$slug')({
  loader: async ({ context, params }) => {
    const { adminType, queryClient } = context;
    if (adminType.kind === 'image') await orNotFound(queryClient.ensureQueryData(imageQuery(params.slug)));
    else await orNotFound(queryClient.ensureQueryData(adminEntryQuery(adminType.screen.api, params.slug)));
  },
  head: ({ match }) => adminHead('Confirm Delete', match.pathname),
  component: DeleteRoute,
  errorComponent: errorPage('Could not load this entry. Refresh the page and try again.'),
});

function DeleteRoute() {
  const { adminType } = Route.useRouteContext();
  const { slug } = Route.useParams();
  if (adminType.kind === 'image') return <ImageDelete slug={slug} />;
  return <ContentDelete screen={adminType.screen} slug={slug} />;
}

function ImageDelete({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(imageQuery(slug));
  return (
    <DeleteScreen
      noun="image"
      title={data.title}
      // SPEC 7: an image delete sends the whole image.
      remove={() => deleteImage(slug, data)}
      cancel="dashboard"
      onDeleted={() => afterImageChange(queryClient, { slug, deleted: true })}
    />
  );
}

function ContentDelete({ screen, slug }: { screen: Screen; slug: string }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminEntryQuery(screen.api, slug));
  return (
    <DeleteScreen
      noun={screen.noun}
      title={String(data[screen.titleField] ?? slug)}
      remove={() => deleteEntry(screen.api, slug, { _id: data._id })}
      cancel="back"
      onDeleted={() => afterDelete(queryClient, screen, slug)}
    />
  );
}
