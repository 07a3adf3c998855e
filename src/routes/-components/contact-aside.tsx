import { Link } from '@tanstack/react-router'
import aside from 'virtual:content/contact-words'
import { pages } from '@/content/pages'
import { ContactIllustration } from './contact-illustration'

/** Beside the form: where a message goes, and the faq for people in a hurry. */
export function ContactAside() {
  return (
    <aside aria-labelledby="contact-aside-heading" className="space-y-8 lg:pt-4">
      <ContactIllustration className="hidden w-full max-w-60 lg:block" />
      <div>
        <h2 id="contact-aside-heading" className="font-display text-2xl font-extrabold">
          {aside.heading}
        </h2>
        <ul className="mt-4 space-y-4">
          {aside.cards.map((route) => (
            <li key={route.title} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-grass" />
              <p>
                <span className="font-semibold">{route.title}</span>{' '}
                <span className="text-soil-muted">{route.body}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t-2 border-chalk-line pt-6">
        <p className="text-soil-muted">{aside.faqPrompt}</p>
        <Link
          to={pages.faq.path}
          className="mt-1 inline-flex min-h-tap items-center font-display text-lg font-extrabold text-grass underline decoration-2 underline-offset-4 hover:decoration-4"
        >
          {aside.faqLink}
        </Link>
      </div>
    </aside>
  )
}
