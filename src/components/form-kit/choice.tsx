import type { FieldSpec } from '@/content/forms'
import { cn } from '@/lib/cn'
import { FieldError, errorIdFor } from './field'
import type { FieldKind } from './kind'

type ChoiceSpec = Extract<FieldSpec, { kind: 'choice' }>

const optionsOf = (spec: ChoiceSpec) => Object.keys(spec.options) as [string, ...string[]]
const radioId = (id: string, option: string) => `${id}-${option}`

/** One of a few options, as big radio cards: native radios, so arrow keys and forms just work. */
export const choice: FieldKind<ChoiceSpec> = {
  Control: ({ id, spec, error, registered }) => (
    <fieldset
      data-slot="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdFor(id) : undefined}
    >
      <legend className="font-display text-xl font-extrabold">{spec.label}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {Object.entries(spec.options).map(([option, { label, description }]) => {
          const radio = radioId(id, option)
          return (
            <label
              key={option}
              htmlFor={radio}
              className={cn(
                'group relative flex min-h-28 cursor-pointer flex-col justify-between gap-3 rounded-2xl border-2 bg-chalk p-4',
                'transition-colors duration-200 ease-out hover:border-soil-muted',
                'has-checked:border-grass has-checked:shadow-[inset_0_0_0_2px_theme(colors.grass.DEFAULT)]',
                error ? 'border-danger' : 'border-chalk-line',
              )}
            >
              {/* ARIA puts aria-invalid on the group, but Chromium reads a required radio's own
                  constraint check and says "invalid" before anything is chosen; "false" stops it. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                {...registered}
                required
                type="radio"
                id={radio}
                value={option}
                aria-invalid={Boolean(error)}
                aria-labelledby={`${radio}-label`}
                aria-describedby={`${radio}-description`}
                className="size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-soil-muted bg-chalk transition-[border] duration-200 ease-out checked:border-[7px] checked:border-grass"
              />
              <span>
                <span
                  id={`${radio}-label`}
                  className="block font-display text-lg leading-tight font-extrabold"
                >
                  {label}
                </span>
                <span
                  id={`${radio}-description`}
                  className="mt-1 block text-sm leading-snug text-soil-muted"
                >
                  {description}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  ),
  // The first card: where the group's label, error summary link and focus lead.
  targetId: (id, spec) => radioId(id, optionsOf(spec)[0]),
  rule: ({ z }, spec) => z.enum(optionsOf(spec), spec.messages.missing),
  sample: (_name, spec, variant) => (variant in spec.options ? variant : optionsOf(spec)[0]),
  role: 'radio',
  nameFor: (spec, value) => spec.options[value]?.label ?? value,
  fill: (within, spec, value) =>
    within.getByRole('radio', { name: choice.nameFor(spec, value) }).check(),
  sweep: () => ({ kind: 'choice' }),
}
