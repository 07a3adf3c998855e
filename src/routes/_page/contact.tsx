import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { ContactForm } from '@/features/contact/contact-form'
import { seo } from '@/head/seo'
import { ContactAside } from '../-components/contact-aside'

const page = pages.contact

export const Route = createFileRoute('/_page/contact')({
  head: () => seo(page),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto mt-10 grid max-w-page gap-12 px-5 sm:mt-14 sm:px-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <div className="rounded-card bg-meadow p-5 sm:p-10">
          <ContactForm />
        </div>
        <ContactAside />
      </div>
    </>
  )
}
