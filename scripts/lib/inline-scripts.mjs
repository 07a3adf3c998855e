// The inline scripts the site means to ship, and the only ones the Content-Security-Policy allows.
// postbuild hashes each of these and stops the build, naming the page
// and the script, at any other: a script that reached a page by accident (a content field
// rendered as HTML, a component writing one, a framework upgrade) is refused, not allowed.
//
// Each kind is recognised by its whole text where the text is ours, and by its fixed beginning
// and end where the middle is data (Start's dehydrated router state). Each may appear once per
// page; the site's own scripts carry no data, so theirs must be one text on every page.
import { createHash } from 'node:crypto'
import {
  announcementHideScript,
  announcementIdPattern,
} from '../../src/lib/announcement-hidden.mjs'
import { loaderScript } from '../../src/lib/loading/after-paint.mjs'
import { withPageProblemRecorder } from './page-problems.mjs'

// ScriptOnce (@tanstack/react-router) writes its children and then this.
const scriptOnceEnd = ';document.currentScript.remove()'
// TanStack Start 1.169's inline scripts (router-core's ssr/hydrationScripts and tsrScript): its
// first stream part (seroval's reference header, the $_TSR bootstrap, the router's state, the
// clean-up) and the stream's closing boundary.
const startStreamStart =
  '(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},e(){this.streamEnded=!0,this.c()},c(){this.hydrated&&this.streamEnded&&(delete self.$_TSR,delete self.$R.tsr)},p(e){this.initialized?e():this.buffer.push(e)},buffer:[]};$_TSR.router=($R=>'
const startStreamEnd =
  ";$_TSR.e();{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}"
const startBoundary = 'document.currentScript.remove();/*$tsr-stream-boundary*/'

/** The after-paint loader's text, with the test build's page-problem recorder in front or not. */
function loaderTexts(recordPageProblems) {
  const recorded = withPageProblemRecorder(`<script data-modulepreload="">${loaderScript}`)
  return recordPageProblems
    ? [recorded.slice('<script data-modulepreload="">'.length)]
    : [loaderScript]
}

/**
 * The kinds, each `{ name, attributes, matches(body), sameOnEveryPage }`: `attributes` is the
 * script tag's attribute text, exactly (after the tag name).
 */
export function expectedInlineScripts({ recordPageProblems = false } = {}) {
  const loaders = loaderTexts(recordPageProblems)
  return [
    {
      name: 'the held-actions script (src/lib/loading/held-actions.ts)',
      attributes: /^$/,
      matches: (body) =>
        body.startsWith('(function keepDrafts() {') &&
        body.includes('(function holdActions(eventName) {') &&
        body.endsWith(`)("touch-grass:live")${scriptOnceEnd}`),
      sameOnEveryPage: true,
    },
    {
      name: "the consent banner's reveal script (src/lib/consent.ts)",
      attributes: /^$/,
      matches: (body) =>
        body.startsWith('try{var c=localStorage.getItem("touch-grass:analytics-consent")}') &&
        body.endsWith(`{display:block}</style>")${scriptOnceEnd}`),
      sameOnEveryPage: true,
    },
    {
      // Its id is the owner's banner's (content/site.yml): one text on every page all the same.
      name: "the announcement banner's hide script (src/lib/announcement-hidden.mjs)",
      attributes: /^$/,
      matches: (body) => {
        const id = /^try\{if\(localStorage\.getItem\("[^"]*"\)==="([^"]*)"\)/.exec(body)?.[1]
        return (
          id !== undefined &&
          announcementIdPattern.test(id) &&
          body === `${announcementHideScript(id)}${scriptOnceEnd}`
        )
      },
      sameOnEveryPage: true,
    },
    {
      name: "TanStack Start's router state",
      attributes: /^ data-tsr-stream-part=""$/,
      matches: (body) => body.startsWith(startStreamStart) && body.endsWith(startStreamEnd),
      sameOnEveryPage: false,
    },
    {
      name: "TanStack Start's stream boundary",
      attributes: /^$/,
      matches: (body) => body === startBoundary,
      sameOnEveryPage: true,
    },
    {
      name: 'the after-paint loader (src/lib/loading/after-paint.mjs)',
      attributes: /^ data-modulepreload="[^"<>]*"( data-code="[^"<>]*")?$/,
      matches: (body) => loaders.includes(body),
      sameOnEveryPage: true,
    },
  ]
}

// JSON-LD and other data blocks never execute, so the policy does not need (or check) them.
const executableTypes = new Set(['', 'text/javascript', 'module'])

/** A script's text as a message shows it: its kind of start, never a page's worth. */
function excerpt(body) {
  const flat = body.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
}

/**
 * The CSP source expressions of the inline scripts in `pages` ([{ page, html }]) and, for any
 * script that is not one the site means to ship (or one that repeats, or differs between pages),
 * one line naming the page and the script: `{ hashes, problems }`.
 */
export function inlineScriptHashes(pages, options) {
  const kinds = expectedInlineScripts(options)
  const hashes = new Set()
  const problems = []
  const textsOf = new Map(kinds.map((kind) => [kind, new Set()]))
  for (const { page, html } of pages) {
    const seen = new Set()
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc\s*=/i.test(attributes)) continue
      const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ''
      if (!executableTypes.has(type.trim().toLowerCase())) continue
      const kind = kinds.find((each) => each.attributes.test(attributes) && each.matches(body))
      if (!kind) {
        problems.push(
          `${page}: an inline script the site does not mean to ship: <script${attributes}>${excerpt(body)}`,
        )
        continue
      }
      if (seen.has(kind)) {
        problems.push(`${page}: ${kind.name} appears twice`)
        continue
      }
      seen.add(kind)
      textsOf.get(kind).add(body)
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    }
  }
  for (const kind of kinds) {
    if (kind.sameOnEveryPage && textsOf.get(kind).size > 1)
      problems.push(`${kind.name} differs between pages (${textsOf.get(kind).size} versions)`)
  }
  return { hashes: [...hashes].sort(), problems }
}
