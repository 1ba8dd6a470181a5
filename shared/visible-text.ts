// Control (Cc) and format (Cf) characters are refused: a right-to-left override (U+202E) turns a name around,
// a zero-width space or soft hyphen makes two names look the same. The client's forms check the same way.

/** Tabs and line breaks stay: pasted text and paragraphs hold them; one-line fields flatten them where written. */
const INVISIBLE = /[^\P{Cc}\t\n\r]|\p{Cf}/u;

export const hasInvisible = (value: string) => INVISIBLE.test(value);

export const invisibleMessage = (label: string) =>
  `${label} contains an invisible or control character (such as a zero-width space or a direction mark): remove it.`;

/** A control ends a word, a format character goes (a soft hyphen inside a word leaves it whole). */
export const withoutInvisible = (value: string) => value.replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '');
