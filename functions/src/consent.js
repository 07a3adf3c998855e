// The words a visitor agrees to when joining the Android waitlist, versioned: a consent record
// names the version and holds the words themselves, so a later change of copy never rewrites
// what someone agreed to. The site shows the current version beside the form
// (src/content/waitlist.ts; tests/e2e/waitlist-confirmation.spec.ts checks the record holds it).
export const consentTexts = {
  '2026-11-24': {
    words:
      'touch grass is iPhone-only for now. leave your email and we will write once, when the android version is ready. no newsletter, no spam.',
    /** Where those words are shown: the homepage's dialog and the download page's form. */
    pages: ['/', '/download'],
  },
}

export const currentConsentVersion = '2026-11-24'
