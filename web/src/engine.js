// The engine in this browser: the engine and the bots compiled to WebAssembly (crates/wasm),
// run in a Web Worker (engine-worker.js) so that the page never waits for them. Each call is a
// promise; a refused call rejects with an EngineError (the engine's words and, for an illegal
// move, the broken rule's code). The worker also pushes messages of its own (a local game's
// states as they change).

import { word } from './messages.js';

/** A call the engine refused. */
export class EngineError extends Error {
  /**
   * @param {{error: string, rule?: string, message: string, text?: import('./messages.js').Text}} failure
   *   `text`: a refusal of the rules, worded in the page's language
   */
  constructor(failure) {
    super(failure.text ? word(failure.text) : failure.message);
    this.code = failure.error;
    this.rule = failure.rule;
  }
}

export class Engine {
  constructor() {
    this.worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    /** @type {Map<number, {resolve: (value: any) => void, reject: (e: Error) => void}>} */
    this.pending = new Map();
    this.next = 1;
    /** @type {(message: any) => void} what the worker pushes */
    this.onPush = () => {};
    this.worker.addEventListener('message', (e) => {
      const msg = e.data;
      if (msg.push) {
        this.onPush(msg);
        return;
      }
      const call = this.pending.get(msg.id);
      if (!call) return;
      this.pending.delete(msg.id);
      if (msg.error) call.reject(new EngineError(msg.error));
      else call.resolve(msg.result);
    });
    this.worker.addEventListener('error', (e) => {
      const failure = { error: 'no-engine', message: e.message || 'the engine could not start' };
      for (const call of this.pending.values()) call.reject(new EngineError(failure));
      this.pending.clear();
    });
  }

  /**
   * Calls `method` of the worker with `args`.
   * @param {string} method
   * @param {...any} args
   * @returns {Promise<any>}
   */
  call(method, ...args) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, args });
    });
  }
}
