/**
 * How long an address may be (RFC 5321), apart from the patterns in email-address.ts: a field's
 * `maxlength` is on the page's first load, and compiling the patterns' Unicode classes is not
 * (about 12 ms of a phone-speed CPU before the contact page went live).
 */
export const emailMaxLength = 254
export const emailLocalPartMaxLength = 64
