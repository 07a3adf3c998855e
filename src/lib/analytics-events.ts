/**
 * The analytics events of the spec (section 7), with exactly their parameter names, and
 * `share_result` (issue 22).
 * No event ever carries personal data (emails, names, messages).
 */
export type AnalyticsEvents = {
  waitlist_signup: { platform: 'android'; timestamp: number }
  android_waitlist_click: { location: 'homepage' | 'download' }
  app_store_click: { location: 'homepage' | 'screentime-calculator' | 'download' }
  page_view: { page_title: string; page_location: string; page_path: string }
  select_age_range: { age_range: string }
  select_screen_time: { screen_time: string }
  view_results: {
    age_range: string
    screen_time: string
    yearly_hours: number
    yearly_days: number
    lifetime_years: number
  }
  /** A result passed on: which one, and how. Never who, or to whom. */
  share_result: {
    age_range: string
    screen_time: string
    method: 'web_share' | 'copy_link' | 'save_image'
  }
}

export type AnalyticsEventName = keyof AnalyticsEvents
