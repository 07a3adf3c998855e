import type * as z from 'zod/mini'
import type { FieldSpec } from '@/content/forms'
import type { isValidEmail, normaliseEmail } from '@/lib/email-address'

/**
 * What a kind's rule is built with, handed over by a form's checks chunk (checks.ts): zod, and
 * the site's email rule with its patterns. Imported by a kind module, they would be in the page.
 */
export type RuleTools = {
  z: typeof z
  isValidEmail: typeof isValidEmail
  normaliseEmail: typeof normaliseEmail
}

/** What a kind's control gets from its form. */
export type ControlProps<Spec extends FieldSpec = FieldSpec> = {
  /** The field's id: its control's, or its group's. */
  id: string
  spec: Spec
  error: string | undefined
  /** react-hook-form's props for the field (`field(name)` of useFormOnDemand). */
  registered: React.ComponentProps<'input'>
  readOnly: boolean
}

/** A control a test reaches by role and name: a Playwright page or locator, or an adapter to one. */
export type Fillable = {
  getByRole(
    role: 'textbox' | 'radio',
    options: { name: string },
  ): { fill(value: string): Promise<void>; check(): Promise<void> }
}

/**
 * How the slow-phone sweep tries a field (tests/e2e/support/sweep.ts): a click on each of a
 * group's radios in turn, or text typed between `valueFor`'s two halves (a count between them).
 */
export type SweepTry = { kind: 'choice' } | { kind: 'text'; valueFor: [string, string] }

/**
 * A kind of field, everything about it in one module: how it renders and checks, the value that
 * passes its checks, and how tests find, fill and sweep it.
 */
export type FieldKind<Spec extends FieldSpec = FieldSpec> = {
  Control: (props: ControlProps<Spec>) => React.ReactNode
  /** What its label, its error summary link and focus point at. */
  targetId: (id: string, spec: Spec) => string
  /** Its zod rule, built with the tools its form's checks chunk loads: never with the page. */
  rule: (tools: RuleTools, spec: Spec) => z.ZodMiniType<unknown, unknown>
  /** A value that passes its checks; `variant` (the contact tests' inquiry type) tells them apart. */
  sample: (name: string, spec: Spec, variant: string) => string
  /** The role a visitor finds it by, and the name of the control that holds `value`. */
  role: 'textbox' | 'radio'
  nameFor: (spec: Spec, value: string) => string
  fill: (within: Fillable, spec: Spec, value: string) => Promise<void>
  sweep: (name: string) => SweepTry
}
