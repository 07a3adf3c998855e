import type { Page } from '@playwright/test'

export type AxNode = { role: string; name: string }

/**
 * The role and name Chromium itself gives each element `selector` matches (through the DevTools
 * protocol): Playwright's own name computation is a separate implementation, and the bugs these
 * tests guard against were in how Chromium joins text and resolves references.
 */
export async function chromiumNames(page: Page, selector: string): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page)
  const count = await page.locator(selector).count()
  const found: AxNode[] = []
  for (let index = 0; index < count; index++) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelectorAll(${JSON.stringify(selector)})[${index}]`,
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })
    const node = nodes.find((candidate) => !candidate.ignored) ?? nodes[0]
    found.push({ role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? '') })
  }
  await cdp.detach()
  return found
}

/** Every node of one role in Chromium's whole accessibility tree of the page. */
export async function chromiumNodesOfRole(page: Page, role: string): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  await cdp.detach()
  return nodes
    .filter((node) => !node.ignored && node.role?.value === role)
    .map((node) => ({ role, name: String(node.name?.value ?? '') }))
}

/** The states a screen reader announces, as Chromium has them, in the order they are listed. */
const spokenStates = [
  'focused',
  'expanded',
  'checked',
  'selected',
  'invalid',
  'required',
  'modal',
  'live',
] as const

/**
 * What a screen reader gets from the part of the page `selector` names (the first match), as
 * Chromium's own tree has it: one line per node it exposes, in reading order, `role "name"`, then
 * its description and states (`invalid=true`, `collapsed`, `live=polite`). Text is `text "…"`; nodes that
 * only group (generic, none) are left out, their contents kept.
 */
export async function chromiumTree(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  })
  if (!result.objectId) throw new Error(`nothing matches ${selector}`)
  const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId })
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  await cdp.detach()
  const byId = new Map(nodes.map((each) => [each.nodeId, each]))
  const root = nodes.find((each) => each.backendDOMNodeId === node.backendNodeId)
  if (!root) throw new Error(`${selector} is not in the accessibility tree`)
  const lines: string[] = []
  const walk = (current: (typeof nodes)[number]) => {
    const role = String(current.role?.value ?? '')
    if (!current.ignored && !['generic', 'none', 'InlineTextBox', 'LineBreak'].includes(role)) {
      const name = String(current.name?.value ?? '')
      const properties = new Map(
        (current.properties ?? []).map((property) => [property.name, property.value.value]),
      )
      const states = spokenStates.flatMap((state) => {
        const value = properties.get(state)
        // A button that opens something says it is collapsed; false states are otherwise unsaid.
        if (state === 'expanded' && value === false) return ['collapsed']
        return value === undefined || value === false || ['false', 'off'].includes(String(value))
          ? []
          : [value === true ? state : `${state}=${String(value)}`]
      })
      const description = String(current.description?.value ?? '')
      lines.push(
        [
          role === 'StaticText' ? `text "${name}"` : `${role} "${name}"`,
          description && `(${description})`,
          ...states,
        ]
          .filter(Boolean)
          .join(' '),
      )
    }
    for (const child of current.childIds ?? []) {
      const next = byId.get(child)
      if (next) walk(next)
    }
  }
  walk(root)
  return lines
}
