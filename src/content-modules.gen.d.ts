// Written by scripts/vite-plugin-content.ts at every build and dev start, from `collections`
// in scripts/content/load-content.ts: change that table, not this file.

declare module 'virtual:content/donations' {
  const collection: import('../scripts/content/load-content.ts').Collections['donations']
  export default collection
}

declare module 'virtual:content/faq' {
  const collection: import('../scripts/content/load-content.ts').Collections['faq']
  export default collection
}

declare module 'virtual:content/press-facts' {
  const collection: import('../scripts/content/load-content.ts').Collections['press-facts']
  export default collection
}

declare module 'virtual:content/terms' {
  const collection: import('../scripts/content/load-content.ts').Collections['terms']
  export default collection
}

declare module 'virtual:content/privacy' {
  const collection: import('../scripts/content/load-content.ts').Collections['privacy']
  export default collection
}

declare module 'virtual:content/accessibility' {
  const collection: import('../scripts/content/load-content.ts').Collections['accessibility']
  export default collection
}

declare module 'virtual:content/home-words' {
  const collection: import('../scripts/content/load-content.ts').Collections['home-words']
  export default collection
}

declare module 'virtual:content/demo-video' {
  const collection: import('../scripts/content/load-content.ts').Collections['demo-video']
  export default collection
}

declare module 'virtual:content/contact-words' {
  const collection: import('../scripts/content/load-content.ts').Collections['contact-words']
  export default collection
}

declare module 'virtual:content/site-wide-words' {
  const collection: import('../scripts/content/load-content.ts').Collections['site-wide-words']
  export default collection
}

declare module 'virtual:content/search' {
  const collection: import('../scripts/content/load-content.ts').Collections['search']
  export default collection
}
