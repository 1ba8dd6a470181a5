/** Server code is checked without the DOM's types, so Bun's HeadersInit gets its usual global name. */
type HeadersInit = Bun.HeadersInit;
