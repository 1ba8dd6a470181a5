// Routes check first and answer in words; these catch the race where the database has the last word.
const failed = (error: unknown, what: RegExp) =>
  error instanceof Error && what.test(`${error.message} ${String(error.cause ?? '')}`);

export const isUniqueViolation = (error: unknown) => failed(error, /UNIQUE constraint failed/i);

export const isForeignKeyViolation = (error: unknown) => failed(error, /FOREIGN KEY constraint failed/i);
