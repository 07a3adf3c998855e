import { waitlistResultNames } from 'touch-grass-functions/waitlist-contract'

/** The pages a waitlist email's links end on, `/waitlist/<name>` (named in the waitlist's contract). */
export { waitlistResultNames }

export const waitlistResultPaths = waitlistResultNames.map((name) => `/waitlist/${name}`)
