import { PageSection } from '@/components/layout/page-section'
import { buttonVariants } from '@/components/ui/button'
import { contactLinkFor, inquiryOptions } from '@/content/inquiry-types'
import { pressCopy } from '@/content/press'

export function PressPeople() {
  const copy = pressCopy.people
  return (
    <PageSection id="people" className="mt-section scroll-mt-8" title={copy.title} lead={copy.lead}>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {copy.contacts.map((contact) => (
          <li
            key={contact.inquiryType}
            className="flex flex-col items-start rounded-card bg-chalk p-6 shadow-card ring-1 ring-chalk-line sm:p-10"
          >
            <p className="on-light rounded-full bg-sun px-3 py-1 font-display text-sm font-extrabold">
              {inquiryOptions[contact.inquiryType].description}
            </p>
            <h3 className="mt-4 text-title font-extrabold">{contact.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-soil-muted">{contact.body}</p>
            {/* A plain link: the contact page reads `?type` itself, so its route declares no
                search (which cost every page's entry chunk bytes). */}
            <a
              href={contactLinkFor(contact.inquiryType)}
              className={buttonVariants({ size: 'lg', className: 'mt-6' })}
            >
              {contact.link}
            </a>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
