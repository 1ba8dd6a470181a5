// Cc and Cf characters are refused: U+202E turns a name around, a zero-width space makes two names look alike.

/** Tabs and line breaks stay: pasted text and paragraphs hold them; one-line fields flatten them where written. */
const INVISIBLE = /[^\P{Cc}\t\n\r]|\p{Cf}/u;

export const hasInvisible = (value: string) => INVISIBLE.test(value);

export const invisibleMessage = (label: string) =>
  `${label} contains an invisible or control character (such as a zero-width space or a direction mark): remove it.`;

/** A control ends a word, a format character goes (a soft hyphen inside a word leaves it whole). */
export const withoutInvisible = (value: string) => value.replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '');
