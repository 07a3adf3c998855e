/**
 * How long an address may be (RFC 5321), apart from the patterns in email-address.ts: the contact
 * form's words (its "254 characters or fewer") are on the page's first load, and compiling the
 * patterns' Unicode classes is not (about 12 ms of a phone-speed CPU before the page went live).
 */
export const emailMaxLength = 254
export const emailLocalPartMaxLength = 64
