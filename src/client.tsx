// Start's default client entry, plus React DOM's set-up in a chunk of its own (lib/react-dom-init).
import '@/lib/react-dom-init'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
