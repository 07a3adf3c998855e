import { Link } from '@tanstack/react-router'
import { PageSection } from '@/components/layout/page-section'
import { AppStoreBadge } from '@/components/app-store-badge'
import { GrassTuft } from '@/components/layout/logo'
import { StepCard } from '@/components/step-card'
import { home } from '@/content/home'
import { pages } from '@/content/pages'

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-meadow">
      <div className="mx-auto max-w-page px-5 py-section sm:px-8">
        <h2 id="how-it-works" className="text-display font-extrabold">
          {home.steps.heading}
        </h2>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {home.steps.items.map((step, index) => (
            <StepCard
              key={step.title}
              step={index + 1}
              title={step.title}
              className="bg-chalk shadow-card"
            >
              {step.body}
            </StepCard>
          ))}
        </ol>
      </div>
    </section>
  )
}

export function Plans() {
  const { free, premium } = home.plans
  return (
    <PageSection
      id="plans"
      className="mx-auto max-w-page px-5 py-section sm:px-8"
      title={home.plans.heading}
    >
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        {[free, premium].map((plan) => (
          <div
            key={plan.name}
            className={
              plan === premium
                ? 'on-dark rounded-card bg-grass p-8 text-chalk shadow-card'
                : 'rounded-card border-2 border-chalk-line bg-chalk p-8'
            }
          >
            <h3 className="text-3xl font-extrabold">{plan.name}</h3>
            <ul className="mt-5 flex flex-col gap-3">
              {plan.points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <GrassTuft
                    className={`mt-1 size-5 shrink-0 ${plan === premium ? 'text-sun' : 'text-grass'}`}
                  />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  )
}

export function Skips() {
  return (
    <section aria-labelledby="skips" className="bg-sky">
      <div className="mx-auto grid max-w-page gap-6 px-5 py-section sm:px-8 md:grid-cols-[1fr_1.2fr] md:items-end">
        <h2 id="skips" className="text-display font-extrabold">
          {home.skips.heading}
        </h2>
        <div>
          <p className="text-lead">{home.skips.body}</p>
          <Link
            to={pages.rewilding.path}
            className="mt-5 inline-flex min-h-tap items-center font-display font-extrabold text-soil underline decoration-2 underline-offset-4 hover:decoration-sun"
          >
            {home.skips.link}
          </Link>
        </div>
      </div>
    </section>
  )
}

export function ClosingCall() {
  return (
    <section aria-labelledby="closing" className="mx-auto max-w-page px-5 pt-section sm:px-8">
      <div className="on-light rounded-card bg-sun px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="closing" className="text-display font-extrabold">
          {home.closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lead">{home.closing.body}</p>
        <AppStoreBadge location="homepage" className="mt-8" />
      </div>
    </section>
  )
}
