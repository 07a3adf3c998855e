import type * as z from 'zod/mini'
import type { FieldSpec } from '@/content/forms'
import type * as address from '@/lib/email-address'
import type { ruleTools } from './rule-tools'

/** What rules are built with, from the checks chunk (checks.ts): imported here, they would be in the page. */
export type RuleTools = { z: typeof ruleTools } & Pick<
  typeof address,
  'isValidEmail' | 'normaliseEmail'
>

/** What a kind's control gets: its id (a group's, for a choice), `field(name)` of useFormOnDemand. */
export type ControlProps<Spec extends FieldSpec = FieldSpec> = {
  id: string
  spec: Spec
  error: string | undefined
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

/** How the slow-phone sweep tries it: each radio in turn, or text with a count between `valueFor`'s halves. */
export type SweepTry = { kind: 'choice' } | { kind: 'text'; valueFor: [string, string] }

/** A kind of field, all of it in one module: how it renders and checks, and how tests use it. */
export type FieldKind<Spec extends FieldSpec = FieldSpec> = {
  Control: (props: ControlProps<Spec>) => React.ReactNode
  /** What its label, its error summary link and focus point at. */
  targetId: (id: string, spec: Spec) => string
  /** Its zod rule, built with the tools its form's checks chunk loads: never with the page. */
  rule: (tools: RuleTools, spec: Spec) => z.ZodMiniType<unknown, unknown>
  /** A value that passes its checks; `variant` (the contact tests' inquiry type) tells them apart. */
  sample: (name: string, spec: Spec, variant: string) => string
  /** The role a visitor finds it by, and the name of its control that holds `value`. */
  role: 'textbox' | 'radio'
  nameFor: (spec: Spec, value: string) => string
  fill: (within: Fillable, spec: Spec, value: string) => Promise<void>
  sweep: (name: string) => SweepTry
}
