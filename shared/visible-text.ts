/**
 * Names, titles and the other texts people read are made of visible characters. Unicode's control (Cc) and
 * format (Cf) characters are refused in them: a NUL, a right-to-left override (U+202E) that turns a name
 * around on screen, a zero-width space (U+200B) or a soft hyphen (U+00AD) that make two names look the same
 * while they differ. A zero-width joiner is one of them too, so a name refuses an emoji built with it; CJK,
 * Hangul and accented letters are letters and pass. Nothing server-only may be imported here: the client's
 * forms check the same way.
 */

/** Controls other than tab and line breaks, and format characters: what no text may hold. */
const INVISIBLE = /[^\P{Cc}\t\n\r]|\p{Cf}/u;
/** Every control and format character: what a one-line name may not hold, line breaks and tabs included. */
const INVISIBLE_IN_LINE = /[\p{Cc}\p{Cf}]/u;

/** Whether a text holds an invisible character; tabs and line breaks count only with `line`. */
export const hasInvisible = (value: string, options: { line?: boolean } = {}) =>
  (options.line ? INVISIBLE_IN_LINE : INVISIBLE).test(value);

/** The admin's refusal (its screens are in English), naming the field. */
export const invisibleMessage = (label: string) =>
  `${label} contains an invisible or control character (such as a zero-width space or a direction mark): remove it.`;

/**
 * A search text with its invisible characters read as no part of a word: a control ends the word (a NUL
 * between two words is a space), a format character goes (a soft hyphen or a zero-width space inside a word
 * leaves the word whole). A text of nothing else is then empty, and refused as an empty one is.
 */
export const withoutInvisible = (value: string) => value.replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '');
