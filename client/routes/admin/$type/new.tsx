import { createFileRoute } from '@tanstack/react-router';
import { ContentForm } from '../../../features/admin/form/content-form.tsx';
import { ImageForm } from '../../../features/admin/images/image-form.tsx';
import { adminHead } from '../../../lib/head.ts';

export const Route = createFileRoute('/admin/$type/new')({
  head: ({ match }) => adminHead(`Add ${nounOf(match.context.adminType)}`, match.pathname),
  component: NewScreen,
});

const nounOf = (t: { kind: string; screen?: { noun: string } }) =>
  t.kind === 'image' ? 'image' : (t.screen?.noun ?? '');

function NewScreen() {
  const { adminType } = Route.useRouteContext();
  // Keyed by type, so moving from one type's form to another's starts afresh.
  if (adminType.kind === 'image') return <ImageForm key="image" />;
  return <ContentForm key={adminType.screen.route} screen={adminType.screen} />;
}
