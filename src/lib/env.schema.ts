import { z } from 'zod'

/**
 * Every build-time setting the site reads. Validated once in vite.config.ts and
 * injected as a constant, so the browser never pays for zod to read its own config.
 * Defaults are safe for development: a `demo-` Firebase project can never reach a real one.
 */
export const envSchema = z.object({
  VITE_SITE_ORIGIN: z.url().default('https://touchgrass.app'),
  VITE_APP_STORE_URL: z.url().default('https://apps.apple.com/app/touch-grass/id0000000000'),
  VITE_APP_STORE_ID: z
    .string()
    .regex(/^\d+$/, 'must be the numeric App Store id')
    .default('0000000000'),
  // Empty: the video content/site.yml names. A URL: a video hosted elsewhere, which the
  // content security policy then allows.
  VITE_VIDEO_URL: z.string().default(''),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-touch-grass.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-touch-grass'),
  VITE_FIREBASE_APP_ID: z.string().min(1).default('1:000000000000:web:0000000000000000'),
  VITE_FIREBASE_MEASUREMENT_ID: z.string().default(''),
  VITE_FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:8080')
    .default(''),
  VITE_APP_CHECK_SITE_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'must be a reCAPTCHA Enterprise site key')
    .default(''),
  VITE_CONTACT_PRESS_RECIPIENT: z.string().min(1).default('press@touchgrass.invalid'),
  VITE_CONTACT_SUPPORT_RECIPIENT: z.string().min(1).default('support@touchgrass.invalid'),
  /** FormSubmit, or a stand-in that answers like it (the test build's local one). */
  VITE_CONTACT_FORM_ORIGIN: z
    .url()
    .refine(
      (value) => new URL(value).origin === value,
      'must be an origin, e.g. https://formsubmit.co',
    )
    .default('https://formsubmit.co'),
  // Company facts for the press page's fact sheet.
  VITE_COMPANY_FOUNDED: z
    .string()
    .regex(/^(19|20)\d{2}$/, 'must be a year, e.g. 2025')
    .default('2025'),
  VITE_COMPANY_BASED_IN: z.string().trim().min(2).max(60).default('the United Kingdom'),
  VITE_APP_LAUNCH_MONTH: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM, e.g. 2025-02')
    .default('2025-02'),
})

export type AppEnv = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
  )
  const result = envSchema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid site configuration (see .env.example):\n${problems}`)
  }
  return result.data
}
