import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // Helpers and CI may build side by side into separate folders (see tests/README.md).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router 8's behaviour, taken now so the move to v8 (it needs Node 22) changes little:
  // https://reactrouter.com/v7/upgrading/future. Each flag is set, true or false, so the build
  // prints no future-flag warning.
  future: {
    // Nothing to split (no clientLoader, clientAction or HydrateFallback): the same client chunks.
    v8_splitRouteModules: true,
    // The build runs on Vite's Environment API; vite.config.ts has no per-environment options.
    v8_viteEnvironmentApi: true,
    // A data request keeps the address's trailing slash ('/a/_.data'); the home's is '/_.data'.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: with it a data request's `request.url` keeps its '.data' and '?_routes=', and
    // loaders and actions that read the URL (query values, where a sign-in comes back to) would
    // have to read the `url` argument instead.
    v8_passThroughRequests: false,
    // Route middleware and React Router's request context: the root's middleware resolves who is
    // asking (user, guest basket, language, address) once per request (app/request-context.server.ts).
    v8_middleware: true,
  },
} satisfies Config
