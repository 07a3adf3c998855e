export const consentCopy = {
  title: 'cookies, briefly',
  body: 'we would like to count visits with Google Analytics (through Firebase). nothing is stored or sent unless you say yes; change your mind any time under cookie settings.',
  accept: 'accept analytics',
  reject: 'reject analytics',
  policy: 'privacy policy',
  settings: 'cookie settings',
} as const
