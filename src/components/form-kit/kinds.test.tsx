import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { expect, test } from 'vitest'
import type { FieldSpec } from '@/content/forms'
import { checksFor } from './checks'
import { FormFields, kindOf } from './form-fields'

// One field of every kind: a kind missing here fails the type check.
const fields = {
  text: { kind: 'text', label: 'a name', messages: { missing: 'enter a name' } },
  email: { kind: 'email', label: 'an email', messages: { missing: 'enter one', format: 'fix it' } },
  'long text': { kind: 'long text', label: 'a message', messages: { missing: 'write one' } },
  choice: {
    kind: 'choice',
    label: 'a topic',
    options: {
      grass: { label: 'the grass', description: 'green' },
      sky: { label: 'the sky', description: 'blue' },
    },
    messages: { missing: 'choose one' },
  },
} satisfies { [K in FieldSpec['kind']]: FieldSpec & { kind: K } }

for (const [kind, spec] of Object.entries(fields) as [string, FieldSpec][]) {
  test(`the ${kind} kind: its sample, filled as tests fill it, is held and passes its checks`, async () => {
    const table = { field: spec }
    let values: () => Record<string, unknown> = () => ({})
    function Form() {
      const form = useForm()
      values = form.getValues
      return (
        <FormFields
          table={table}
          idPrefix="kit"
          field={form.register}
          errors={{}}
          readOnly={false}
        />
      )
    }
    render(<Form />)
    const user = userEvent.setup()
    const { sample, fill } = kindOf(spec)
    const value = sample('field', spec, 'sky')
    await fill(
      {
        getByRole: (role, name) => ({
          fill: (typed) => user.type(screen.getByRole(role, name), typed),
          check: () => user.click(screen.getByRole(role, name)),
        }),
      },
      spec,
      value,
    )
    expect(values()).toEqual({ field: value })
    expect(checksFor(table).schema.safeParse(values())).toEqual({
      success: true,
      data: { field: value },
    })
  })
}
