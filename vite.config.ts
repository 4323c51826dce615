import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Rolldown warns on every build that plugins take most of its time: they are React Router's and
    // Tailwind's own, nothing this project can act on (https://rolldown.rs/reference/InputOptions.checks).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { host: '127.0.0.1' },
})
