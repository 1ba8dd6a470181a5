// A path is the server's ('cart.0.slug') or zod's (['email']); only the first step decides.

type Entry = { msg: string; path?: string | readonly PropertyKey[] };

export type SplitErrors<F extends string> = { fields: Partial<Record<F, string>>; form: string[] };

export function splitErrors<F extends string>(entries: readonly Entry[], fields: readonly F[]): SplitErrors<F> {
  const split: SplitErrors<F> = { fields: {}, form: [] };
  for (const entry of entries) {
    const head = typeof entry.path === 'string' ? entry.path.split('.')[0] : entry.path?.[0];
    const field = fields.find((name) => name === head);
    if (field) split.fields[field] ??= entry.msg;
    else if (!split.form.includes(entry.msg)) split.form.push(entry.msg);
  }
  return split;
}

export const firstInvalid = <F extends string>(errors: SplitErrors<F>, order: readonly F[]) =>
  order.find((name) => errors.fields[name] !== undefined);

export const noErrors = <F extends string>(errors: SplitErrors<F>) =>
  errors.form.length === 0 && Object.keys(errors.fields).length === 0;
