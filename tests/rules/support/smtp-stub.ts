// An SMTP server the test controls, on a free loopback port: it can refuse the login (535),
// refuse the sender (a quota's 550 5.4.5), a recipient (550 5.1.1) or the message (554, told
// whose it is), defer (451), never answer at any step, or hold one answer until the test lets it
// go (so the test acts at a known point of a send, not after a guessed time). Like a real mail server it has a message
// once the dot that ends it has arrived, whether or not its reply reaches the client.
import { type AddressInfo, type Socket, createServer } from 'node:net'

export type Stage = 'greeting' | 'auth' | 'mail' | 'rcpt' | 'data' | 'end'
/** A reply line, 'hang' (never answer), or undefined for the normal answer. */
export type Answer = string | 'hang' | undefined
export type Delivered = { to: string[]; raw: string }

const normal: Record<Stage, string> = {
  greeting: '220 stub.invalid ESMTP',
  auth: '235 2.7.0 accepted',
  mail: '250 2.1.0 ok',
  rcpt: '250 2.1.5 ok',
  data: '354 go ahead',
  end: '250 2.0.0 queued',
}

export async function startSmtpStub() {
  const delivered: Delivered[] = []
  const sockets = new Set<Socket>()
  /** Decides each step's answer; the test swaps it at will. */
  let answer: (stage: Stage, recipient?: string) => Answer = () => undefined
  let dataArrived = 0
  let held: { stage: Stage; reached: () => void; released: Promise<void> } | undefined
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let buffer = ''
    let inData = false
    let recipients: string[] = []
    const say = async (stage: Stage, recipient?: string) => {
      if (held?.stage === stage) {
        const hold = held
        held = undefined
        hold.reached()
        await hold.released
      }
      const line = answer(stage, recipient) ?? normal[stage]
      if (line !== 'hang' && !socket.destroyed) socket.write(`${line}\r\n`)
      return line
    }
    // One command at a time, in order, even while an answer is held.
    let busy = false
    const work = async () => {
      if (busy) return
      busy = true
      try {
        await commands()
      } finally {
        busy = false
      }
    }
    const commands = async () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const raw = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          dataArrived++
          const line = await say('end', recipients[0])
          if (line === 'hang' || line.startsWith('2')) delivered.push({ to: recipients, raw })
          recipients = []
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const command = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = (command.split(' ')[0] ?? '').toUpperCase()
        if (verb === 'EHLO')
          socket.write('250-stub.invalid\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO') socket.write('250 stub.invalid\r\n')
        else if (verb === 'AUTH') await say('auth')
        else if (verb === 'MAIL') {
          recipients = []
          await say('mail')
        } else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(command)?.[1] ?? ''
          const line = await say('rcpt', to)
          if (line.startsWith('2')) recipients.push(to)
        } else if (verb === 'DATA') {
          if ((await say('data')).startsWith('3')) inData = true
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n')
        else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('502 5.5.2 not implemented\r\n')
      }
    }
    void say('greeting')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      void work()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://user:password@127.0.0.1:${port}`,
    delivered,
    /** How many messages' final dot arrived, answered or not. */
    dataArrived: () => dataArrived,
    answer: (decide: typeof answer) => void (answer = decide),
    /** Holds the next answer at `stage` until `release()`; `reached` resolves when it is held. */
    hold: (stage: Stage) => {
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      const reached = new Promise<void>((resolve) => (held = { stage, reached: resolve, released }))
      return { reached, release }
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    },
  }
}
