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
