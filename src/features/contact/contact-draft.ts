import { isInquiryType, type InquiryType } from '@/content/contact'

export const draftStorageKey = 'touch-grass:contact-draft'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const isEmpty = (draft: ContactDraft) =>
  !draft.name && !draft.email && !draft.inquiryType && !draft.message

/** What the visitor has typed so far; any field may still be empty. */
export type ContactDraft = ReturnType<typeof draftFromValues>

/** The draft in a form's values, or in what storage held; anything else is left out. */
export function draftFromValues(values: Record<string, unknown>) {
  return {
    name: text(values.name),
    email: text(values.email),
    inquiryType: isInquiryType(values.inquiryType) ? values.inquiryType : null,
    message: text(values.message),
  }
}

/** Reads the draft the form's fields hold right now. */
export const readDraft = (form: HTMLFormElement) =>
  draftFromValues(Object.fromEntries(new FormData(form)))

/**
 * Puts a saved draft back into the form's (uncontrolled) fields. A field that already holds
 * text keeps it: that was typed or autofilled before the scripts ran (docs/decisions/082).
 */
export function writeDraft(form: HTMLFormElement, draft: ContactDraft) {
  for (const field of ['name', 'email', 'message'] as const) {
    const element = form.elements.namedItem(field)
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.value === ''
    ) {
      element.value = draft[field]
    }
  }
  selectInquiryType(form, draft.inquiryType)
}

/** Checks the radio of one inquiry type (and so unchecks the others), or none. */
export function selectInquiryType(form: HTMLFormElement, inquiryType: InquiryType | null) {
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="inquiryType"]')) {
    radio.checked = radio.value === inquiryType
  }
}

// Storage can be missing or refuse (private modes, quotas, blocked cookies): the draft is a
// convenience, so every failure here is quietly nothing.
function safely<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.sessionStorage)
  } catch {
    return undefined
  }
}

export function saveDraft(draft: ContactDraft) {
  safely((storage) =>
    isEmpty(draft)
      ? storage.removeItem(draftStorageKey)
      : storage.setItem(draftStorageKey, JSON.stringify(draft)),
  )
}

export function loadDraft(): ContactDraft | null {
  const parsed: unknown = safely((storage) =>
    JSON.parse(storage.getItem(draftStorageKey) ?? 'null'),
  )
  if (typeof parsed !== 'object' || parsed === null) return null
  const draft = draftFromValues(parsed as Record<string, unknown>)
  return isEmpty(draft) ? null : draft
}

export const clearDraft = () => safely((storage) => storage.removeItem(draftStorageKey))
