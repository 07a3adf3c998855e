/**
 * FormSubmit (formsubmit.co) turns a posted form into an email. The contact form sends through
 * it, and the waitlist form posts to it when JavaScript does not run (docs/decisions/082).
 */
export const formSubmitOrigin = 'https://formsubmit.co'
