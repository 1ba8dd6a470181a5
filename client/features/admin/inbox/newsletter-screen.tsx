import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api, unwrap } from '../../../lib/api.ts';
import styles from './inbox.module.css';
import { subscribersQuery } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';
import { when } from './when.ts';

export function NewsletterScreen() {
  const { data } = useSuspenseQuery(subscribersQuery());
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(api.admin.newsletter[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersQuery().queryKey }),
  });
  return (
    <div className="page">
      <p>
        <Link to="/admin/inbox">{T.title}</Link>
      </p>
      <h1>{T.newsletter}</h1>
      <p>{T.newsletterIntro}</p>
      <p>
        <a className="button button-quiet" href="/api/admin/newsletter/export.csv" download>
          {T.exportCsv}
        </a>
      </p>
      {data.subscribers.length === 0 ? <p>{T.noSubscribers}</p> : null}
      <ul className={styles.trail}>
        {data.subscribers.map((s) => (
          <li key={s.id}>
            {s.email} · {T.subscribedOn} {when(s.createdAt)}
            {s.unsubscribedAt ? ` · ${T.unsubscribed}` : ''}{' '}
            <button
              type="button"
              className="button button-quiet"
              aria-label={T.removeLabel(s.email)}
              disabled={remove.isPending}
              onClick={() => remove.mutate(s.id)}
            >
              {T.remove}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
