import { faqTopicsLabel, type FaqGroup } from '@/content/faq'

/** Jump links to each group, so a visitor can skip straight to the topic they came for. */
export function FaqTopics({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <nav aria-label={faqTopicsLabel} className="no-print">
      <ul className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-flex min-h-tap items-center rounded-full border-2 border-chalk-line px-4 font-display font-extrabold text-soil transition-colors duration-200 ease-out hover:border-grass hover:bg-meadow"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
