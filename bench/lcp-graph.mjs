// `npm run bench -- --lcp-graph`: why a page's lab LCP is what it is. Lighthouse does not time
// the throttled load; it replays the requests of a fast load through its network model
// ("lantern") twice, optimistically and pessimistically, and reports the mean. This prints both
// replays: when each request and CPU task starts and ends in simulated milliseconds, so a change
// can be judged by the graph instead of by trial and error.
//
// It reads Lighthouse internals that are not public API (checked with Lighthouse 12.8): if an
// upgrade moves them, it says so instead of printing nothing.
const internals = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

export async function describeLcpGraph(runnerResult) {
  let LanternLargestContentfulPaint
  try {
    ;({ LanternLargestContentfulPaint } = await import(internals))
  } catch (error) {
    throw new Error(
      `--lcp-graph assumes Lighthouse 12's ${internals} (docs/decisions/108): ${error.message}`,
    )
  }
  const { artifacts, lhr } = runnerResult
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  )
  const lines = [`LCP ${Math.round(lcp.timing)} ms, the mean of:`]
  for (const kind of ['optimistic', 'pessimistic']) {
    const estimate = lcp[`${kind}Estimate`]
    lines.push(`  ${kind} ${Math.round(estimate.timeInMs)} ms`)
    const timings = [...estimate.nodeTimings.entries()].sort(
      ([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime,
    )
    for (const [node, { startTime, endTime }] of timings) {
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} · ${node.request.transferSize} B, ${node.request.priority}${node.request.connectionReused ? ', reused connection' : ''}`
          : `CPU task`
      lines.push(
        `    ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)}  ${what}`,
      )
    }
  }
  return lines.join('\n')
}
