/**
 * Outbox after a restart (issue 11): the bench starts the server itself (BENCH_START, a shell command run with this
 * environment), posts LEADS leads while the fake SMTP refuses, kills the server (SIGKILL) once every lead has failed
 * its first attempt, lets SMTP accept again, starts the server again and posts nothing: pending deliveries must resume
 * on their own. Figures: time from the new start to every lead delivered, emails received, duplicates.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { RUN, leads, post, sleep, smtp, untilUp } from './client'

function start(): ChildProcess {
  const cmd = process.env.BENCH_START
  if (!cmd) throw new Error('BENCH_START (the command that starts the server) is required for the restart bench')
  const child = spawn('bash', ['-c', `exec ${cmd}`], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  child.unref()
  return child
}
const kill = (child: ChildProcess) => process.kill(-child.pid!, 'SIGKILL')

export async function restart(): Promise<boolean> {
  const count = Number(process.env.LEADS ?? 50)
  const waitS = Number(process.env.WAIT_S ?? 300)
  const refusing = { on: true }
  const mail = await smtp(refusing)
  let server = start()
  await untilUp()
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(`${RUN}-rs-${i}@bench.example`)))
  const acked = answers.filter((a) => a.status === 200).length
  const q = `where[message][like]=${RUN}`
  for (let t = Date.now(); Date.now() - t < 60_000; await sleep(1000)) {
    const docs = (await leads(q)).docs
    if (docs.length >= acked && docs.every((d) => (d.delivery_attempts ?? 0) >= 1)) break
  }
  const before = (await leads(q)).docs
  kill(server)
  await sleep(1000)
  refusing.on = false
  const killedAt = Date.now()
  server = start()
  const upMs = await untilUp()
  const upAt = Date.now()
  let delivered = 0
  while (Date.now() - upAt < waitS * 1000) {
    delivered = (await leads(`${q}&where[delivery_state][equals]=delivered`)).totalDocs
    if (delivered >= acked) break
    await sleep(2000)
  }
  const doneAt = Date.now()
  const perEmail = new Map<string, number>()
  for (const raw of mail.received)
    for (const d of before) if (raw.includes(d.email)) perEmail.set(d.email, (perEmail.get(d.email) ?? 0) + 1)
  console.log(
    `Outbox after a restart: ${count} posts while SMTP refused → ${acked} answered 200, ${before.filter((d) => d.delivery_state === 'pending').length} pending after their first failed attempt`,
  )
  console.log(`  server killed (SIGKILL) and started again in ${(upMs / 1000).toFixed(1)} s; no post after the restart`)
  console.log(
    `  ${delivered}/${acked} delivered ${((doneAt - upAt) / 1000).toFixed(0)} s after the new server answered (${((doneAt - killedAt) / 1000).toFixed(0)} s after the kill); ${mail.received.length} emails received, ${[...perEmail.values()].filter((c) => c > 1).length} leads emailed twice`,
  )
  kill(server)
  mail.close()
  return acked === count && delivered >= acked
}
