import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // Helpers and CI may build side by side into separate folders (see tests/README.md).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
