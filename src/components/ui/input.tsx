import { cn } from '@/lib/cn'

/** The one look of a text control; red only while `aria-invalid` (see `fieldControlProps`). */
const controlClass = cn(
  'mt-3 block w-full rounded-2xl border-2 border-soil-muted bg-chalk-field px-4 py-3 text-lg text-soil',
  'transition-colors duration-200 ease-out placeholder:text-soil-muted',
  'hover:border-soil focus-visible:border-soil read-only:bg-meadow/40',
  'aria-invalid:border-danger aria-invalid:bg-danger-soft/40',
)

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(controlClass, className)} {...props} />
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, 'min-h-44 resize-y leading-relaxed', className)}
      {...props}
    />
  )
}
