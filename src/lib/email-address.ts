/**
 * The site's one rule for an email address, used by the waitlist and the contact form and
 * repeated in firestore.rules (which cannot import; email-address.test.ts checks that the rules
 * file holds these exact patterns, and tests/fixtures/emails.ts is judged by both).
 *
 * An address is first normalised: Unicode NFC, spaces around it trimmed, and lowercased, local
 * part included. RFC 5321 lets a mail server treat `Sam@` and `sam@` as two mailboxes; no
 * mainstream provider does, and treating them as one person is what makes one entry per person
 * possible. The normalised address is valid when it:
 * - is at most 254 characters, with a local part of at most 64 (RFC 5321);
 * - has an unquoted local part of letters, digits and RFC 5322's `atext` symbols, in dot-separated
 *   runs (quoted local parts, brackets, quotes, `<>`, `()` and commas are refused, which also
 *   refuses HTML, script and spreadsheet-formula payloads built from them);
 * - has a domain of at least two labels of letters, digits and inner hyphens, ending in a label
 *   that starts with a letter; letters from any script are accepted (internationalised domains
 *   and RFC 6531 local parts);
 * - contains no capital letter, and no whitespace, control, format (zero-width, bidi override) or
 *   other invisible character: only letters, marks and decimal digits are accepted beyond ASCII
 *   symbols, and the few invisible letters and marks (Hangul fillers, variation selectors...) are
 *   refused by name.
 *
 * The patterns use only syntax that JavaScript (`u` flag) and RE2 (the rules' regex engine) read
 * the same way; the invisible code points are written once below and rendered for each engine.
 */

import { normaliseEmail } from 'touch-grass-functions/waitlist-contract'
import { emailLocalPartMaxLength, emailMaxLength } from './email-limits'

const word = String.raw`\p{L}\p{M}\p{Nd}`
const localChar = `[${word}!#$%&'*+/=?^_\`{|}~-]`
const label = `[${word}]([${word}-]{0,61}[${word}])?`
const topLevelLabel = `\\p{L}[${word}-]{0,61}[${word}]`

/** The shape of a normalised address (length limits are checked apart from it). */
export const emailPatternSource = `^${localChar}+(\\.${localChar}+)*@(${label}\\.)+${topLevelLabel}$`

/**
 * Letters and marks that draw nothing (Unicode Default_Ignorable_Code_Point in L or M). Uppercase
 * and titlecase letters (`\p{Lu}`, `\p{Lt}`) are refused with them: a normalised address has
 * none, and the rules' own `lower()` leaves some scripts (Greek) as they are.
 */
const invisibleLettersAndMarks: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian free variation selectors
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xe0100, 0xe01ef], // variation selectors supplement
]

function characterClass(escape: (codePoint: number) => string) {
  const ranges = invisibleLettersAndMarks.map(([from, to]) =>
    from === to ? escape(from) : `${escape(from)}-${escape(to)}`,
  )
  return String.raw`[\p{Lu}\p{Lt}` + `${ranges.join('')}]`
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()

/** Capitals and invisible characters as RE2 reads them, for firestore.rules. */
export const forbiddenCharacterRulesSource = `.*${characterClass((cp) => `\\x{${hex(cp)}}`)}.*`

const emailPattern = new RegExp(emailPatternSource, 'u')
const forbiddenCharacter = new RegExp(
  characterClass((cp) => `\\u{${hex(cp)}}`),
  'u',
)

/** What both forms store and send: NFC, trimmed, lowercased (the waitlist's contract holds it). */
export { normaliseEmail }

/**
 * Whether an already normalised address follows the rule. NFC is not checked (the rules cannot),
 * so a decomposed address a script writes directly is valid but never matches one the forms
 * normalised. Lengths count UTF-16 code units, as the rules' size() and the field's maxlength
 * do, so a letter outside the BMP counts twice and the form refuses what the rules would.
 */
export function isValidEmail(email: string) {
  const [localPart = ''] = email.split('@')
  return (
    email.length <= emailMaxLength &&
    localPart.length <= emailLocalPartMaxLength &&
    emailPattern.test(email) &&
    !forbiddenCharacter.test(email)
  )
}
