import type { ErrorComponentProps } from '@tanstack/react-router';
import { t } from '#shared/messages/index';

// SPEC 8 'Unhandled routing errors'.
export function DefaultError({ error }: ErrorComponentProps) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <div className="page" role="alert">
      <h1>{t('error.unexpected.title')}</h1>
      <p>{text || t('error.unexpected.fallback')}</p>
      <p>{t('error.unexpected.retry')}</p>
    </div>
  );
}
