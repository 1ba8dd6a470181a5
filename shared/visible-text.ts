/**
 * Names, titles and the other texts people read are made of visible characters. Unicode's control (Cc) and
 * format (Cf) characters are refused in them: a NUL, a right-to-left override (U+202E) that turns a name
 * around on screen, a zero-width space (U+200B) or a soft hyphen (U+00AD) that make two names look the same
 * while they differ. A zero-width joiner is one of them too, so a name refuses an emoji built with it; CJK,
 * Hangul and accented letters are letters and pass. Nothing server-only may be imported here: the client's
 * forms check the same way.
 */

/**
 * Controls other than tab and line breaks, and format characters. Tabs and line breaks are what a pasted text
 * or a message's paragraphs hold; where a text must be one line (a mail's subject, its sender's name), the
 * code that writes it there flattens them.
 */
const INVISIBLE = /[^\P{Cc}\t\n\r]|\p{Cf}/u;

/** Whether a text holds an invisible character. */
export const hasInvisible = (value: string) => INVISIBLE.test(value);

/** The admin's refusal (its screens are in English), naming the field. */
export const invisibleMessage = (label: string) =>
  `${label} contains an invisible or control character (such as a zero-width space or a direction mark): remove it.`;

/**
 * A search text with its invisible characters read as no part of a word: a control ends the word (a NUL
 * between two words is a space), a format character goes (a soft hyphen or a zero-width space inside a word
 * leaves the word whole). A text of nothing else is then empty, and refused as an empty one is.
 */
export const withoutInvisible = (value: string) => value.replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '');
