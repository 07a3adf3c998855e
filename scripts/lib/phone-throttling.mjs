// The phone the first-paint e2e tests and the hydration-window measurement pretend to be:
// Lighthouse's mobile throttling (4x CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up),
// applied through the Chrome DevTools Protocol so it holds for every request and task.
export const phone = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 }

/** Throttles the page behind `cdp` (a Playwright CDPSession) like `phone`. */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbps * 1000) / 8,
    uploadThroughput: (phone.uploadKbps * 1000) / 8,
  })
}
