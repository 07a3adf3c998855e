import { Link } from '@tanstack/react-router'
import { GrassTuft } from '@/components/layout/logo'
import { buttonVariants } from '@/components/ui/button'
import { faqContactPrompt } from '@/content/faq'

export function StillStuck() {
  return (
    <aside
      aria-labelledby="still-stuck"
      className="mt-20 flex flex-col items-start gap-6 rounded-card bg-sky p-8 sm:mt-28 sm:flex-row sm:items-center sm:justify-between sm:p-10"
    >
      <div className="flex items-start gap-4">
        <GrassTuft className="mt-1 size-10 shrink-0 text-grass" />
        <div>
          <h2 id="still-stuck" className="text-title font-extrabold">
            {faqContactPrompt.title}
          </h2>
          <p className="mt-2 max-w-md text-soil-muted">{faqContactPrompt.text}</p>
        </div>
      </div>
      <Link to={faqContactPrompt.to} className={buttonVariants({ size: 'lg' })}>
        {faqContactPrompt.action}
      </Link>
    </aside>
  )
}
