export const consentCopy = {
  title: 'cookies, briefly',
  body: 'we would like to count visits with Google Analytics (through Firebase) to see which pages help. nothing is stored or sent until you say yes, and you can change your mind any time under cookie settings.',
  accept: 'accept analytics',
  reject: 'reject analytics',
  policy: 'privacy policy',
  settings: 'cookie settings',
} as const
