import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex min-h-tap items-center justify-center gap-2 rounded-full font-display font-extrabold lowercase transition-colors duration-200 ease-out disabled:cursor-not-allowed disabled:opacity-70',
  {
    variants: {
      variant: {
        // The transparent borders become visible outlines in forced-colours mode.
        primary: 'border-2 border-transparent bg-grass text-chalk hover:bg-grass-deep',
        secondary: 'border-2 border-grass bg-chalk text-grass hover:bg-meadow',
        sun: 'on-light border-2 border-transparent bg-sun text-soil hover:bg-sun-soft',
        ghost: 'text-soil underline-offset-4 hover:underline',
      },
      size: {
        md: 'px-5 py-2.5 text-base',
        lg: 'px-7 py-3.5 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}
