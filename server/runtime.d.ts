/**
 * Server code is checked with Bun's types and without the DOM's (tsconfig.json); Bun keeps the DOM's name
 * for fetch's header argument under its namespace, so it is given its usual global name here.
 */
type HeadersInit = Bun.HeadersInit;
