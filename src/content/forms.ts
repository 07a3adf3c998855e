/** Words every form shares (components/form-kit/field). */
export const formCopy = {
  /** Read before each field's error, so it is not only the red that says so (GOV.UK). */
  errorPrefix: 'error:',
} as const

type Common = {
  label: string
  hint?: string
  /** Leave `missing` out for an optional field. */
  messages: { missing?: string; tooLong?: string; format?: string }
}

/**
 * One field of a form's table: its words, its limits, and how to fix each problem (GOV.UK). Its
 * `kind` is a module of the form kit (components/form-kit), which renders and checks it.
 */
export type FieldSpec =
  | (Common & {
      /** `email` is checked as an address too. */
      kind: 'text' | 'email' | 'long text'
      placeholder?: string
      autoComplete?: string
      maxLength?: number
      /** The error slot's height, so the layout does not jump when the longest message shows. */
      reserve?: 'two-lines-on-phones'
    })
  | (Common & { kind: 'choice'; options: Record<string, { label: string; description: string }> })

/** What a form holds, by field: a choice is one of its options, anything else text. */
export type ValuesOf<Table extends Record<string, FieldSpec>> = {
  [K in keyof Table]: Table[K] extends { options: infer Options } ? keyof Options & string : string
}
