/// The live page's connection to the shell, in a worker when the browser allows it.
///
/// Why a worker: Chromium holds a page's ordinary tasks, its socket's messages among them, from
/// a discrete input event (a click, the end of a drag, a key) until it has drawn the next frame
/// (the "DeferRendererTasksAfterInput" feature of its renderer scheduler, which defers every
/// per-frame task queue). The shell answers a drag in about 3 ms, but the answer then waits for
/// that frame, up to 16.7 ms more, and is drawn one frame later than it could be. A dedicated
/// worker's socket is not held; the worker copies each message into shared memory (a
/// `SharedArrayBuffer`) and wakes the page with `Atomics.notify`, and the page waits with
/// `Atomics.waitAsync`, whose wake-up Chromium runs at once. Shared memory needs a
/// cross-origin-isolated page: the server sends ``LivePage/isolationHeaders``.
///
/// Where the page is not isolated or the browser has no `Atomics.waitAsync` (or no workers), the
/// page keeps its own `WebSocket`, as before. Either way the page sees one object with
/// `send(text)`, `close()`, `readyState`, `onopen`, `onclose`, `onmessage`, and `message` events
/// (`addEventListener`), in the order the socket had them. `window.liveStats.transport` says
/// which one is in use: `worker` or `page`; a worker's socket counts its `chunks` and `messages`.
///
/// The shared memory: four 32-bit counters, then ``capacity`` bytes. The worker writes one chunk
/// of a message (a message longer than the buffer goes in several, the last with `more` 0) only
/// once the page has taken the previous one: counter 0 counts chunks written, 1 is the chunk's
/// length, 2 says whether more of the same message follows, 3 counts chunks taken. Each item
/// starts with a letter: `o` (the socket opened), `c` (it closed), `m` followed by a message.
enum LivePageSocketScript {
    /// Bytes of shared memory for one chunk: most messages (a change, a reply) are a few kB; the
    /// whole session on connecting can be several chunks.
    static let capacity = 1 << 16

    static let source = #"""
        const SHARED_CAPACITY = \#(capacity);
        const WORKER_SOURCE = `'use strict';
          let socket = null, header, bytes, queue = [], waiting = false;
          const encoder = new TextEncoder();
          onmessage = (e) => {
            if (e.data && e.data.url) {
              header = new Int32Array(e.data.shared, 0, 4); bytes = new Uint8Array(e.data.shared, 16);
              socket = new WebSocket(e.data.url);
              socket.onopen = () => put('o');
              socket.onclose = () => put('c');
              socket.onmessage = (m) => put('m' + m.data);
            } else if (e.data === null) { if (socket) socket.close(); }
            else if (socket && socket.readyState === 1) socket.send(e.data);
          };
          function put(text) { queue.push(encoder.encode(text)); pump(); }
          function pump() {
            while (queue.length && Atomics.load(header, 3) === Atomics.load(header, 0)) {
              const item = queue[0], n = Math.min(item.length, bytes.length);
              bytes.set(item.subarray(0, n));
              Atomics.store(header, 1, n);
              Atomics.store(header, 2, n < item.length ? 1 : 0);
              if (n < item.length) queue[0] = item.subarray(n); else queue.shift();
              Atomics.add(header, 0, 1);
              Atomics.notify(header, 0);
            }
            if (!queue.length || waiting) return;
            const taken = Atomics.load(header, 3);
            if (taken === Atomics.load(header, 0)) { pump(); return; }
            const wait = Atomics.waitAsync(header, 3, taken);
            if (!wait.async) { pump(); return; }
            waiting = true;
            wait.value.then(() => { waiting = false; pump(); });
          }
        `;

        /// The shell's socket, kept by a worker; see LivePageSocketScript.
        class WorkerSocket extends EventTarget {
          constructor(url) {
            super();
            this.readyState = WebSocket.CONNECTING;
            this.onopen = null; this.onclose = null; this.onmessage = null;
            const shared = new SharedArrayBuffer(16 + SHARED_CAPACITY);
            this.header = new Int32Array(shared, 0, 4);
            this.bytes = new Uint8Array(shared, 16);
            this.taken = 0; this.parts = [];
            this.chunks = 0; this.messages = 0;   // counted, for anyone measuring
            this.decoder = new TextDecoder();
            const code = URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'}));
            this.worker = new Worker(code);
            URL.revokeObjectURL(code);
            // A worker that cannot start (a policy forbids it) leaves the page's own socket.
            this.worker.onerror = () => { if (this.readyState === WebSocket.CONNECTING) workerRefused = true; this.closed(); };
            this.worker.postMessage({url, shared});
            this.wait();
          }
          send(text) { this.worker.postMessage(String(text)); }
          close() { this.worker.postMessage(null); }
          /// Takes every chunk written, then waits for the next (synchronously when it is there).
          wait() {
            while (this.readyState !== WebSocket.CLOSED) {
              while (Atomics.load(this.header, 0) !== this.taken) this.take();
              if (this.readyState === WebSocket.CLOSED) return;
              const next = Atomics.waitAsync(this.header, 0, this.taken);
              if (next.async) { next.value.then(() => this.wait()); return; }
            }
          }
          take() {
            const length = Atomics.load(this.header, 1), more = Atomics.load(this.header, 2);
            this.parts.push(this.bytes.slice(0, length));
            this.taken += 1;
            this.chunks += 1;
            Atomics.store(this.header, 3, this.taken);
            Atomics.notify(this.header, 3);
            if (more) return;
            const parts = this.parts;
            this.parts = [];
            this.messages += 1;
            let whole = parts[0];
            if (parts.length > 1) {
              whole = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
              let at = 0;
              for (const p of parts) { whole.set(p, at); at += p.length; }
            }
            const text = this.decoder.decode(whole);
            if (text[0] === 'o') { this.readyState = WebSocket.OPEN; if (this.onopen) this.onopen(); }
            else if (text[0] === 'c') this.closed();
            else {
              const event = new MessageEvent('message', {data: text.slice(1)});
              if (this.onmessage) this.onmessage(event);
              this.dispatchEvent(event);
            }
          }
          closed() {
            if (this.readyState === WebSocket.CLOSED) return;
            this.readyState = WebSocket.CLOSED;
            this.worker.terminate();
            if (this.onclose) this.onclose();
          }
        }

        let workerRefused = false;
        /// The shell's socket: in a worker where shared memory and Atomics.waitAsync are there.
        function openSocket(url) {
          const canShare = !workerRefused && window.crossOriginIsolated && typeof SharedArrayBuffer === 'function'
            && typeof Atomics.waitAsync === 'function' && typeof Worker === 'function';
          if (canShare) {
            try { const s = new WorkerSocket(url); window.liveStats.transport = 'worker'; return s; } catch (e) { /* the page's own, below */ }
          }
          window.liveStats.transport = 'page';
          return new WebSocket(url);
        }

        """#
}
