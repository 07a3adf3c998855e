/** The pages a waitlist email's links end on, `/waitlist/<name>` (functions/src/waitlist.js). */
export const waitlistResultNames = [
  'confirmed',
  'link-expired',
  'link-used',
  'link-invalid',
  'unsubscribed',
] as const

export const waitlistResultPaths = waitlistResultNames.map((name) => `/waitlist/${name}`)
