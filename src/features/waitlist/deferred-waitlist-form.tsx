import { useDeferredForm } from '@/lib/loading/deferred-form'
import { onDemand } from '@/lib/loading/on-demand'
import { WaitlistFormLayout } from './waitlist-form-layout'
import type { WaitlistFormProps } from './waitlist-form'

const waitlistForm = onDemand(() => import('./waitlist-form'))

type DeferredWaitlistFormProps = Pick<WaitlistFormProps, 'idPrefix' | 'onJoined'>

/**
 * The waitlist form for pages that show it inline: the prerendered form until a submit, then the
 * working form, which carries on with what was typed (lib/loading/deferred-form, decision 082).
 */
export function DeferredWaitlistForm({ idPrefix, onJoined }: DeferredWaitlistFormProps) {
  const { formRef, onSubmit, prefetch, pending, live } = useDeferredForm(waitlistForm, idPrefix)
  if (live) {
    const { WaitlistForm } = live.module
    return <WaitlistForm idPrefix={idPrefix} onJoined={onJoined} carried={live.carried} />
  }
  return (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      formRef={formRef}
      onSubmit={onSubmit}
      loading={pending}
      inputProps={{ onFocus: prefetch }}
    />
  )
}
