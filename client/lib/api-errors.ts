// The one reader of API error bodies (SPEC 8), whatever shape a refusal takes.

export type ApiErrorEntry = { msg: string; path?: string };

type RawEntry = { msg?: unknown; code?: unknown; path?: unknown } | null | undefined;

export function readApiErrors(
  body: unknown,
  texts: { fallback: string; unnamed?: string },
): [ApiErrorEntry, ...ApiErrorEntry[]] {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (Array.isArray(answer.errors) && answer.errors.length > 0) {
    const entries = answer.errors.map((raw: RawEntry) => {
      const msg =
        typeof raw?.msg === 'string' && raw.msg
          ? raw.msg
          : typeof raw?.code === 'string' && raw.code
            ? raw.code
            : (texts.unnamed ?? texts.fallback);
      return typeof raw?.path === 'string' ? { msg, path: raw.path } : { msg };
    });
    return entries as [ApiErrorEntry, ...ApiErrorEntry[]];
  }
  if (typeof answer.error === 'string' && answer.error) return [{ msg: answer.error }];
  if (typeof answer.message === 'string' && answer.message) return [{ msg: answer.message }];
  return [{ msg: texts.fallback }];
}

export const apiErrorTexts = (body: unknown, texts: { fallback: string; unnamed?: string }) => [
  ...new Set(readApiErrors(body, texts).map((entry) => entry.msg)),
];
