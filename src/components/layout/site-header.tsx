import { Logo } from './logo'
import { MenuButton } from './menu-button'

export function SiteHeader() {
  return (
    <header className="mx-auto flex w-full max-w-page items-center justify-between px-5 pt-4 sm:px-8">
      <Logo className="text-soil" />
      <MenuButton />
    </header>
  )
}
