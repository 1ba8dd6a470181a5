import { useState } from 'react';
import { api } from '../../lib/api.ts';

/** SPEC 4 'Logout': the local user is cleared and the page reloads, whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await api.user.logout.$post();
  } catch {
    // SPEC 8: a logout failure is ignored; the reload below still leaves this page signed out.
  }
  window.location.reload();
}

export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className ?? 'button'}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      Logout
    </button>
  );
}
