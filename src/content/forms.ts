/** Words every form shares (components/ui/field). */
export const formCopy = {
  /** Read before each field's error, so it is not only the red that says so (GOV.UK). */
  errorPrefix: 'error:',
} as const
