import { memo, useEffect, useMemo, useRef } from 'react'
import { RichText } from '@/components/rich-text'
import { Accordion, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import type { FaqGroup, FaqItem } from '@/content/faq'
import { FaqAnswer } from './faq-answer'
import { useHashItem } from './use-hash-item'

export type FaqAccordionProps = {
  groups: readonly FaqGroup[]
}

/**
 * Every question on the page in one single-open accordion, so opening any question closes
 * the one before it and arrow keys, Home and End move through all the questions in order.
 */
export function FaqAccordion({ groups }: FaqAccordionProps) {
  const ids = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.id)), [groups])
  const [openId, setOpenId] = useHashItem(ids)
  const rootRef = useRef<HTMLDivElement>(null)

  // Marks when the accordion works, as opposed to its prerendered HTML waiting for code. Set on
  // the element rather than through state: a re-render of every question after hydration would
  // be one more long task on a phone.
  useEffect(() => {
    rootRef.current?.setAttribute('data-interactive', '')
  }, [])

  return (
    <Accordion type="single" collapsible value={openId} onValueChange={setOpenId} ref={rootRef}>
      <div className="space-y-12 sm:space-y-16">
        {groups.map((group) => (
          // A group below the fold is laid out only when it scrolls near: the page's first render
          // and hydration skip most of its text (400px is about one group's height, at any width).
          // That also clips what it paints to its padding box, so the padding (taken back from
          // the gaps and the sides) leaves room for a question's focus ring.
          <section
            key={group.id}
            id={group.id}
            // Named by text, not by reference: Chromium cannot resolve aria-labelledby into a
            // group it has not laid out (content-visibility), and exposed an unnamed region.
            aria-label={group.title}
            className="-mx-2 grid gap-6 p-2 [contain-intrinsic-size:auto_400px] [content-visibility:auto] lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
          >
            <div>
              <h2 id={`${group.id}-heading`} className="text-title font-extrabold">
                {group.title}
              </h2>
              <p className="mt-2 text-soil-muted">{group.blurb}</p>
            </div>
            <div className="space-y-3">
              {group.items.map((item) => (
                <FaqQuestion key={item.id} item={item} open={openId === item.id} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Accordion>
  )
}

/**
 * One question and its answer. Memoised: opening a question re-renders the one opening and the
 * one closing, not every answer on the page (on a phone, rendering them all made the tap slow).
 */
const FaqQuestion = memo(function FaqQuestion({ item, open }: { item: FaqItem; open: boolean }) {
  return (
    <AccordionItem value={item.id} id={item.id}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <FaqAnswer open={open}>
        {item.answer.map((paragraph, index) => (
          <p key={index} className="max-w-prose leading-relaxed text-soil not-first:mt-3">
            <RichText paragraph={paragraph} />
          </p>
        ))}
      </FaqAnswer>
    </AccordionItem>
  )
})
