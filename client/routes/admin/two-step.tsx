import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { errorPage } from '../../components/error-box.tsx';
import { passkeysQuery } from '../../features/admin/two-step/passkeys-query.ts';
import { TWO_STEP_SCREEN } from '../../features/admin/two-step/texts.ts';
import { twoStepQuery } from '../../features/admin/two-step/two-step-query.ts';
import { TwoStepScreen } from '../../features/admin/two-step/two-step-screen.tsx';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/two-step')({
  head: () => adminHead(ADMIN_TITLES.twoStep, '/admin/two-step'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(twoStepQuery()),
      context.queryClient.ensureQueryData(passkeysQuery()),
    ]),
  component: TwoStepScreen,
  errorComponent: errorPage(() => TWO_STEP_SCREEN.loadFailed),
});
