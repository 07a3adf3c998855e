import { FieldError } from '@/components/ui/field'
import { contactFields, inquiryOptions, inquiryTypes } from '@/content/contact'
import { cn } from '@/lib/cn'
import { radioId } from './field-ids'

const groupId = 'contact-inquiry-type'

type InquiryTypeFieldProps = {
  error: string | undefined
  /** Each radio's props from the form: its name, and react-hook-form's `register` once it runs. */
  radioProps: React.ComponentProps<'input'>
}

/** The inquiry type as big radio cards, one per type: native radios, so arrow keys and forms just work. */
export function InquiryTypeField({ error, radioProps }: InquiryTypeFieldProps) {
  return (
    <fieldset
      data-slot="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className="font-display text-xl font-extrabold">
        {contactFields.inquiryType.label}
      </legend>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {inquiryTypes.map((type) => {
          const id = radioId(type)
          const option = inquiryOptions[type]
          return (
            <label
              key={type}
              htmlFor={id}
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
                {...radioProps}
                required
                type="radio"
                id={id}
                value={type}
                aria-invalid={Boolean(error)}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                className="size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-soil-muted bg-chalk transition-[border] duration-200 ease-out checked:border-[7px] checked:border-grass"
              />
              <span>
                <span
                  id={`${id}-label`}
                  className="block font-display text-lg leading-tight font-extrabold"
                >
                  {option.label}
                </span>
                <span
                  id={`${id}-description`}
                  className="mt-1 block text-sm leading-snug text-soil-muted"
                >
                  {option.description}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <FieldError controlId={groupId}>{error}</FieldError>
    </fieldset>
  )
}
