/**
 * The company facts on the press page (validated with the rest in src/lib/env.schema.ts). A
 * module of their own: lib/env.ts is one chunk shared by every page, and only /press reads these.
 */
export const companyEnv = {
  founded: import.meta.env.VITE_COMPANY_FOUNDED,
  basedIn: import.meta.env.VITE_COMPANY_BASED_IN,
  appLaunchMonth: import.meta.env.VITE_APP_LAUNCH_MONTH,
}
