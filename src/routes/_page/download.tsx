import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { download } from '@/content/download'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'
import { DownloadOptions } from '../-components/download-options'
import { DemoVideo } from '../-components/demo-video'

const page = pages.download

export const Route = createFileRoute('/_page/download')({
  head: () => seo(page),
  component: DownloadPage,
})

function DownloadPage() {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto mt-12 grid max-w-page gap-12 px-5 sm:px-8 md:grid-cols-[auto_1fr] md:items-start md:gap-16">
        <DemoVideo
          starts="when-asked"
          caption={download.video.label}
          captionVisible
          className="md:w-[18rem]"
        />
        <DownloadOptions />
      </div>
    </>
  )
}
