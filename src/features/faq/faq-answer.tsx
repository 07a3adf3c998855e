import { AccordionContent, accordionContentClass } from '@/components/ui/accordion'
import { cn } from '@/lib/cn'

/**
 * One answer. Every answer is in the prerendered HTML, for search engines and for visitors
 * without JavaScript, who cannot open anything and so see them all. Where scripts run a closed
 * answer is hidden, and only the open one is Radix's content region: Radix's content kept
 * mounted while closed (`forceMount`) measures itself and re-renders as it hydrates, which on
 * /faq made one long task of all the answers. Radix's trigger points
 * `aria-controls` at the content only while it is open, so a closed answer needs no id.
 */
export function FaqAnswer({ open, children }: { open: boolean; children: React.ReactNode }) {
  if (open) return <AccordionContent>{children}</AccordionContent>
  return (
    <div className={cn(accordionContentClass, '[@media(scripting:enabled)]:hidden')}>
      {children}
    </div>
  )
}
