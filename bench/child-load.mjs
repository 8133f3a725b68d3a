// A load generator runs in a child process of its own, so the generator and the server are each
// a process of the same kind and neither slows the other's event loop. The child's module reads
// its options from the first message and sends back its figures (answerAsChild).
import { fork } from 'node:child_process'

/** Runs the generator module `file` in a child process with `options`; resolves with its figures. */
export function runInChild(file, options) {
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let result
    child.once('message', (message) => (result = message))
    child.once('error', reject)
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`the load generator exited with ${code}`))))
    child.send(options)
  })
}

/** In the child: runs `load` on the options sent, sends its figures back and exits. */
export function answerAsChild(load) {
  process.once('message', async (options) => {
    const result = await load(options)
    process.send(result, () => process.exit(0))
  })
}
