// How long a confirmation link and an unconfirmed entry last. One place for both, read by the
// functions, their emails and the site's /waitlist/link-expired page, so they all say the same.
// No imports: the site's bundle takes this file as it is.
export const confirmationLinkDays = 7
export const unconfirmedEntryDays = 30

export const daysInMs = (days) => days * 24 * 60 * 60 * 1000
