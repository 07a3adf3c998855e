import { contactCopy } from '@/content/contact'

/** FormSubmit discards any submission where this field is filled in. */
export const honeypotName = '_honey'

/**
 * A trap for bots that fill in every field. People never see it (off-screen), never reach it
 * (not in the tab order) and assistive technology skips it (aria-hidden); autofill leaves it alone.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[9999px] size-px overflow-hidden">
      <label htmlFor="contact-honey">{contactCopy.honeypot.label}</label>
      <input id="contact-honey" type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
    </div>
  )
}
