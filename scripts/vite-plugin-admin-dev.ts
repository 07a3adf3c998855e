import { createServer, type Plugin } from 'vite'

/**
 * `npm run dev` serves the content editor at /admin: the editor's own Vite server
 * (vite.admin.config.ts), mounted in the site's, so the editor's code never enters the site's
 * module graph. Its local backend is the decap-server that scripts/dev.mjs starts.
 */
export function adminInDev(): Plugin {
  return {
    name: 'touch-grass:admin-dev',
    apply: 'serve',
    async configureServer(server) {
      // Only under `npm run dev`: vitest and other servers built from this config need no editor.
      if (!process.env.DECAP_SERVER_PORT) return
      const admin = await createServer({
        configFile: 'vite.admin.config.ts',
        // Its WebSocket on the site's own server (loopback, PORT, at /admin/): left to itself,
        // in middleware mode Vite opens one on port 24678 on every interface whatever PORT says,
        // so a second stack on this machine found it taken and its editor's page failed. With
        // none at all (ws: false) the editor's page still dials 24678.
        server: {
          middlewareMode: true,
          hmr: false,
          ws: server.httpServer ? { server: server.httpServer } : false,
        },
      })
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? ''
        if (path === '/admin' || path.startsWith('/admin/')) {
          if (path === '/admin') request.url = '/admin/'
          return admin.middlewares(request, response, next)
        }
        next()
      })
      server.httpServer?.on('close', () => void admin.close())
    },
  }
}
