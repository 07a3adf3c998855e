import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { cn } from '@/lib/cn'
import { ChevronDownIcon } from './icons'

/** Radix accordion; only this file imports the primitive. Keyboard support comes from Radix. */
export const Accordion = AccordionPrimitive.Root

export function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn(
        'rounded-2xl border-2 border-chalk-line bg-chalk transition-colors duration-200 ease-out data-[state=open]:border-meadow-deep data-[state=open]:bg-meadow',
        className,
      )}
      {...props}
    />
  )
}

/** The question: a button inside an h3, so the questions sit under their group's h2. */
export function AccordionTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="font-display text-lg leading-snug font-extrabold sm:text-xl">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex min-h-tap w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6 sm:py-5',
          className,
        )}
        {...props}
      >
        <span className="text-pretty">{children}</span>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-meadow text-grass transition-transform duration-200 ease-out group-hover:bg-meadow-deep group-data-[state=open]:rotate-180 group-data-[state=open]:bg-grass group-data-[state=open]:text-chalk [@media(scripting:none)]:hidden"
        >
          <ChevronDownIcon className="size-5" />
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/** The answer's padding, for a stand-in that must sit exactly where the content would. */
export const accordionContentClass = 'px-5 pb-5 sm:px-6 sm:pb-6'

/** The answer: Radix renders it while its item is open. */
export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        accordionContentClass,
        'transition-[opacity,translate] duration-200 ease-out starting:-translate-y-1 starting:opacity-0',
        className,
      )}
      {...props}
    >
      {children}
    </AccordionPrimitive.Content>
  )
}
