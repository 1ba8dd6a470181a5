import type { ErrorComponentProps } from '@tanstack/react-router';

/** A failure no route has its own text for (SPEC 8 'Unhandled routing errors'). */
export function DefaultError({ error }: ErrorComponentProps) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <div className="page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{text || 'Something went wrong.'}</p>
      <p>Refresh the page and try again.</p>
    </div>
  );
}
