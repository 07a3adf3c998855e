import donationRecords from 'virtual:content/donations'

/**
 * Every donation made from skip profits, newest first: one file each in content/donations/,
 * checked at build (scripts/content/load-content.ts). The sums are in donation-totals.ts.
 */
export const donations = donationRecords
