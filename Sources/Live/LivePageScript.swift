/// The live page's script: plain JavaScript, no framework. It keeps one WebSocket to the shell
/// (and opens it again, waiting longer after each failure, when it drops), applies the changes
/// the shell pushes (``LiveSnapshot``: only the parts that changed come, and a page that missed
/// one asks for the whole session), redraws only those curves (at once, and at most once more
/// per animation frame when changes come faster), moves handles locally while they are dragged
/// (a Bézier's and a path's exact outline is an SVG path of the same control points) and sends
/// one command when the drag ends, and runs each curve's square with the browser's Web
/// Animations engine on the curve's own CSS timing function. The animations' part is
/// ``LivePageAnimationsScript``.
///
/// `window.liveStats` records, for anyone measuring the page: `replies` (milliseconds from
/// sending each edit to its reply), `renders` (updates drawn), `lastDrawnAt` (epoch
/// milliseconds of the last), `draws` (milliseconds the page spent drawing each),
/// `reconnects` (connections opened after the first) and `transport` (where the socket lives:
/// ``LivePageSocketScript``).
enum LivePageScript {
    static let source = #"""
        'use strict';
        const UNIT = 260, PAD = 22, STEP = 0.01;
        const token = new URLSearchParams(location.search).get('token') || '';
        const cards = new Map();      // name -> {part, json, card, view, geometry, animations}
        let order = [], socket = null, nextID = 1, pendingSends = new Map();
        // The last update applied (0: none yet), updates waiting for the next frame, whether one
        // was drawn in this frame, and whether the whole session was asked for.
        let sequence = 0, queued = [], frameBusy = false, syncAsked = false;
        let retryDelay = 0, retryTimer = null, opened = 0;
        const RETRY_FIRST = 250, RETRY_MOST = 5000;
        window.liveStats = {replies: [], renders: 0, lastDrawnAt: 0, sent: 0, draws: [], reconnects: 0, transport: ''};
        const $ = (id) => document.getElementById(id);
        const svgNS = 'http://www.w3.org/2000/svg';
        const round = (v) => Math.round(v * 1e6) / 1e6;
        const now = () => performance.timeOrigin + performance.now();

        function el(tag, attrs, parent, ns) {
          const node = ns ? document.createElementNS(svgNS, tag) : document.createElement(tag);
          for (const [k, v] of Object.entries(attrs || {})) {
            if (k === 'text') node.textContent = v; else node.setAttribute(k, v);
          }
          if (parent) parent.appendChild(node);
          return node;
        }

        /// Opens the live connection; when it drops (the shell stopped serving, a network hiccup)
        /// it is opened again after 0.25 s, then twice as long after each failure, at most 5 s.
        /// The shell sends the whole session first on every connection.
        function connect() {
          retryTimer = null;
          setStatus('connecting', opened ? 'reconnecting to the shell…' : 'connecting…');
          const ws = socket = openSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/live?token=' + encodeURIComponent(token));
          ws.onopen = () => {
            if (opened++) window.liveStats.reconnects++;
            retryDelay = 0;
            sequence = 0; syncAsked = false;
            setStatus('open', 'connected to the shell');
          };
          ws.onclose = () => {
            if (ws !== socket) return;
            socket = null;
            retryDelay = retryDelay ? Math.min(RETRY_MOST, retryDelay * 2) : RETRY_FIRST;
            setStatus('closed', 'disconnected from the shell: trying again in ' + (retryDelay / 1000) + ' s');
            retryTimer = setTimeout(connect, retryDelay);
          };
          ws.onmessage = (event) => {
            let message;
            try { message = JSON.parse(event.data); } catch (e) { return; }
            receive(message);
          };
        }
        /// Coming back to the page (or the network) tries at once instead of waiting out the delay.
        function retryNow() { if (retryTimer !== null) { clearTimeout(retryTimer); connect(); } }
        addEventListener('online', retryNow);
        document.addEventListener('visibilitychange', () => { if (!document.hidden) retryNow(); });

        /// One message from the shell; a batch (an edit's change with its reply) is handled whole.
        function receive(message) {
          if (message.type === 'session') receiveSession(message);
          else if (message.type === 'reply') showReply(message);
          else if (message.type === 'export') showExports(message);
          else if (message.type === 'comparison') showComparison(message);
          else if (message.type === 'batch' && Array.isArray(message.messages)) message.messages.forEach(receive);
        }

        function setStatus(state, text) { const s = $('status'); s.dataset.state = state; s.textContent = text; }

        function send(message) {
          if (!socket || socket.readyState !== WebSocket.OPEN) { showError('not connected to the shell: the edit was not sent'); return; }
          message.id = nextID++;
          pendingSends.set(message.id, performance.now());
          if (pendingSends.size > 512) pendingSends.delete(pendingSends.keys().next().value);
          window.liveStats.sent++;
          socket.send(JSON.stringify(message));
        }

        function showReply(message) {
          const started = pendingSends.get(message.id);
          if (started !== undefined) {
            pendingSends.delete(message.id);
            const stats = window.liveStats.replies;
            stats.push(performance.now() - started);
            if (stats.length > 5000) stats.shift();
          }
          // A refused edit leaves the session as it was: handles moved locally go back.
          if (message.error) for (const entry of cards.values()) if (!entry.dragging) { entry.positions = pointsOf(entry).map((p) => ({x: p.x, y: p.y})); placeHandles(entry); entry.localPath.setAttribute('d', ''); }
          const reply = $('reply');
          reply.className = message.error ? 'error' : '';
          const head = message.command ? 'curves> ' + message.command + '\n' : '';
          reply.textContent = head + (message.error ? 'error: ' + message.error : message.text);
        }
        function showError(text) { const r = $('reply'); r.className = 'error'; r.textContent = text; }

        // MARK: the session

        /// An update from the shell: drawn at once, unless one was drawn in this frame already
        /// (then with whatever else comes, at the next frame).
        function receiveSession(message) {
          queued.push(message);
          if (!frameBusy) drawQueued();
        }

        function drawQueued() {
          const batch = queued;
          queued = [];
          if (!batch.length) return;
          frameBusy = true;
          requestAnimationFrame(() => { frameBusy = false; drawQueued(); });
          // Parts by name, the newest of each; a change that does not follow the last update
          // applied means one was missed: the whole session is asked for, and changes wait for it.
          let head = null;
          const curves = new Map(), animationParts = new Map();
          for (const m of batch) {
            if (m.base !== null && m.base !== sequence) {
              if (!syncAsked) { syncAsked = true; send({type: 'sync'}); }
              continue;
            }
            if (m.base === null) { curves.clear(); animationParts.clear(); syncAsked = false; }
            sequence = m.sequence;
            head = m;
            m.curves.forEach((c) => curves.set(c.name, c));
            m.animations.forEach((a) => animationParts.set(a.name, a));
          }
          if (head) drawSession(head, curves, animationParts);
        }

        function drawSession(session, parts, animationParts) {
          const started = performance.now();
          document.querySelector('[data-action="undo"]').disabled = !session.undo;
          document.querySelector('[data-action="undo"]').title = session.undo ? 'undo ' + session.undo : 'nothing to undo';
          document.querySelector('[data-action="redo"]').disabled = !session.redo;
          document.querySelector('[data-action="redo"]').title = session.redo ? 'redo ' + session.redo : 'nothing to redo';
          const names = session.curve_names;
          const kept = new Set(names);
          for (const [name, entry] of cards) {
            if (!kept.has(name)) { entry.animations.forEach((a) => a.cancel()); entry.card.remove(); cards.delete(name); }
          }
          if (!$('export').hidden && !kept.has($('export-curve').textContent)) $('export-list').textContent = $('export-curve').textContent + ' is no longer in the session';
          for (const part of parts.values()) {
            if (!kept.has(part.name)) continue;
            const json = JSON.stringify(part);
            const entry = cards.get(part.name);
            if (entry && entry.json === json) continue;
            if (entry && entry.dragging) { entry.deferred = part; continue; }
            drawCard(part, json, entry);
          }
          order = names;
          document.querySelector('.empty').hidden = names.length > 0;
          updateCompareChoices();
          place();
          drawAnimations(session.animation_names, animationParts);
          document.body.dataset.revision = String(session.revision);
          window.liveStats.renders++;
          window.liveStats.lastDrawnAt = now();
          window.liveStats.draws.push(performance.now() - started);
          if (window.liveStats.draws.length > 5000) window.liveStats.draws.shift();
        }

        function drawCard(part, json, old) {
          const card = el('article', {class: 'card', 'data-curve': part.name});
          const entry = {part, json, card, view: 0, animations: [], dragging: false};
          const focused = old && old.card.contains(document.activeElement) ? document.activeElement.getAttribute('data-point') : null;
          if (old) {
            const keep = part.views.findIndex((v) => v.name === (old.part.views[old.view] || {}).name);
            entry.view = keep >= 0 ? keep : 0;
            old.animations.forEach((a) => a.cancel());
          }
          cards.set(part.name, entry);
          el('h2', {text: part.name}, card);
          el('p', {class: 'definition', text: part.name + ' = ' + part.definition}, card);
          if (part.note) el('p', {class: 'note', text: 'note: ' + part.note}, card);
          if (part.views.length > 1) {
            const select = el('select', {'data-curve': part.name, 'data-view-choice': ''}, card);
            part.views.forEach((v, i) => el('option', {value: String(i), text: v.name}, select));
            select.value = String(entry.view);
            select.onchange = () => { entry.view = Number(select.value); drawPlot(entry); drawParameters(entry); };
          }
          entry.plotHolder = el('div', {}, card);
          entry.paramHolder = el('div', {class: 'params'}, card);
          if (part.target) {
            el('p', {class: 'target', text: 'target ' + part.target.name + ': max error ' + fmt(part.target.max_error) + ' at x = ' + fmt(part.target.at)}, card);
          }
          const lane = el('div', {class: 'lane'}, card);
          entry.square = el('div', {class: 'square', 'data-curve': part.name, 'data-timing': part.css || ''}, lane);
          const dotLane = el('div', {class: 'lane'}, card);
          entry.dot = el('div', {class: 'dot', 'data-reference': 'linear'}, dotLane);
          const tools = el('div', {class: 'tools'}, card);
          const exportButton = el('button', {type: 'button', 'data-action': 'export', 'data-curve': part.name, text: 'Export…'}, tools);
          exportButton.onclick = () => { $('export-curve').textContent = part.name; $('export-list').textContent = 'asking the shell…'; $('export').hidden = false; send({type: 'export', curve: part.name}); };
          drawPlot(entry);
          drawParameters(entry);
          // Built apart, then put in the old one's place in one step.
          if (old) old.card.replaceWith(card);
          if (focused) { const h = card.querySelector('.handle[data-point="' + focused + '"]'); if (h) h.focus({preventScroll: true}); }
          // An open export panel shows the curve as it is now: its code is asked for again.
          if (old && !$('export').hidden && $('export-curve').textContent === part.name) send({type: 'export', curve: part.name});
          requestAnimationFrame(() => animate(entry));
        }

        function fmt(v) { return v === null || v === undefined ? '–' : Number(v).toPrecision(3).replace(/\.?0+$/, '').replace(/\.?0+e/, 'e'); }

        // MARK: the plot

        function pointsOf(entry) {
          const view = entry.part.views[entry.view];
          if (!view) return [];
          return view.points.map((p, i) => ({index: i + 1, name: p.name, xi: p.x, yi: p.y,
            x: view.parameters[p.x].value, y: view.parameters[p.y].value,
            xmin: view.parameters[p.x].min, xmax: view.parameters[p.x].max}));
        }

        /// The y values a card's plot must show: its curve, its target's, its handles.
        function plotted(entry) {
          const values = entry.part.samples.filter((v) => v !== null);
          if (entry.part.target) values.push(...entry.part.target.samples.filter((v) => v !== null));
          pointsOf(entry).forEach((p) => values.push(p.y));
          return values;
        }

        function geometry(entry) {
          // The two compared curves share one scale.
          const partner = comparedPartner(entry.part.name);
          const values = plotted(entry).concat(partner ? plotted(partner) : []);
          let lo = Math.min(0, ...values), hi = Math.max(1, ...values);
          const margin = 0.06 * (hi - lo);
          lo -= margin; hi += margin;
          const height = Math.min(UNIT * (hi - lo), UNIT * 3);
          return {lo, hi, sy: height / (hi - lo), width: UNIT + 2 * PAD, height: height + 2 * PAD};
        }

        const px = (g, x) => PAD + x * UNIT;
        const py = (g, y) => PAD + (g.hi - y) * g.sy;

        function samplePath(g, samples) {
          let d = '', pen = false;
          samples.forEach((v, i) => {
            if (v === null) { pen = false; return; }
            d += (pen ? 'L' : 'M') + px(g, i / (samples.length - 1)).toFixed(2) + ' ' + py(g, Math.max(g.lo - 10, Math.min(g.hi + 10, v))).toFixed(2);
            pen = true;
          });
          return d;
        }

        function drawPlot(entry) {
          const g = entry.geometry = geometry(entry);
          const part = entry.part;
          entry.plotHolder.textContent = '';
          const svg = el('svg', {class: 'plot', 'data-curve': part.name, width: g.width, height: g.height, viewBox: '0 0 ' + g.width + ' ' + g.height}, entry.plotHolder, true);
          el('rect', {class: 'box', x: px(g, 0), y: py(g, 1), width: UNIT, height: g.sy}, svg, true);
          for (const y of [0, 0.5, 1]) el('line', {class: 'grid', x1: px(g, 0), x2: px(g, 1), y1: py(g, y), y2: py(g, y)}, svg, true);
          if (part.target) el('path', {class: 'target-line', d: samplePath(g, part.target.samples)}, svg, true);
          entry.curvePath = el('path', {class: 'curve-line', 'data-role': 'curve', d: samplePath(g, part.samples)}, svg, true);
          entry.localPath = el('path', {class: 'local-line', d: ''}, svg, true);
          entry.arms = [];
          entry.handles = [];
          const points = pointsOf(entry);
          if (part.kind === 'bezier') {
            entry.arms = [el('line', {class: 'arm'}, svg, true), el('line', {class: 'arm'}, svg, true)];
          }
          for (const p of points) {
            const h = el('circle', {class: 'handle', r: 7, tabindex: 0, 'data-curve': part.name, 'data-point': p.index, 'aria-label': part.name + ' ' + p.name}, svg, true);
            h.addEventListener('pointerdown', (e) => startDrag(entry, p.index, e));
            h.addEventListener('keydown', (e) => nudge(entry, p.index, e));
            entry.handles.push(h);
          }
          svg.addEventListener('pointerdown', (e) => { if (!e.target.classList.contains('handle')) snapNearest(entry, e); });
          entry.positions = points.map((p) => ({x: p.x, y: p.y}));
          placeHandles(entry);
        }

        function placeHandles(entry) {
          const g = entry.geometry;
          entry.handles.forEach((h, i) => { h.setAttribute('cx', px(g, entry.positions[i].x)); h.setAttribute('cy', py(g, entry.positions[i].y)); });
          if (entry.arms.length === 2) {
            const [p1, p2] = entry.positions;
            setLine(entry.arms[0], px(g, 0), py(g, 0), px(g, p1.x), py(g, p1.y));
            setLine(entry.arms[1], px(g, 1), py(g, 1), px(g, p2.x), py(g, p2.y));
          }
        }
        function setLine(line, x1, y1, x2, y2) { line.setAttribute('x1', x1); line.setAttribute('y1', y1); line.setAttribute('x2', x2); line.setAttribute('y2', y2); }

        /// The exact outline of a Bézier or a path from the handles as they are now (while dragging).
        function localOutline(entry) {
          const g = entry.geometry, pts = entry.positions, names = pointsOf(entry).map((p) => p.name);
          const at = (p) => px(g, p.x).toFixed(2) + ' ' + py(g, p.y).toFixed(2);
          if (entry.part.kind === 'bezier') return 'M' + at({x: 0, y: 0}) + 'C' + at(pts[0]) + ' ' + at(pts[1]) + ' ' + at({x: 1, y: 1});
          if (entry.part.kind !== 'path') return '';
          let d = 'M' + at(pts[0]);
          for (let i = 1; i < pts.length;) {
            if (names[i].endsWith('.c1')) { d += 'C' + at(pts[i]) + ' ' + at(pts[i + 1]) + ' ' + at(pts[i + 2]); i += 3; }
            else { d += 'L' + at(pts[i]); i += 1; }
          }
          return d;
        }

        function clampPoint(entry, index, x, y) {
          const p = pointsOf(entry)[index - 1];
          const lo = p.xmin === null ? -Infinity : p.xmin, hi = p.xmax === null ? Infinity : p.xmax;
          return {x: round(Math.min(hi, Math.max(lo, x))), y: round(y)};
        }

        function eventPoint(entry, event) {
          const svg = entry.plotHolder.querySelector('svg');
          const box = svg.getBoundingClientRect(), g = entry.geometry;
          const sx = (event.clientX - box.left) * (g.width / box.width), sy = (event.clientY - box.top) * (g.height / box.height);
          // Dragging rounds to a thousandth, as fine as a pixel of the plot.
          return {x: Math.round((sx - PAD) / UNIT * 1000) / 1000, y: Math.round((g.hi - (sy - PAD) / g.sy) * 1000) / 1000};
        }

        function startDrag(entry, index, event) {
          event.preventDefault();
          event.stopPropagation();
          const handle = entry.handles[index - 1];
          handle.focus();
          handle.setPointerCapture(event.pointerId);
          handle.classList.add('dragging');
          entry.dragging = true;
          const start = {x: entry.positions[index - 1].x, y: entry.positions[index - 1].y};
          const move = (e) => {
            const q = eventPoint(entry, e);
            entry.positions[index - 1] = clampPoint(entry, index, q.x, q.y);
            placeHandles(entry);
            entry.localPath.setAttribute('d', localOutline(entry));
          };
          const end = () => {
            handle.removeEventListener('pointermove', move);
            handle.removeEventListener('pointerup', end);
            handle.removeEventListener('pointercancel', end);
            handle.classList.remove('dragging');
            entry.dragging = false;
            const p = entry.positions[index - 1];
            if (p.x !== start.x || p.y !== start.y) sendPoint(entry, index, p);
            if (entry.deferred) { const part = entry.deferred; entry.deferred = null; drawCard(part, JSON.stringify(part), entry); }
          };
          handle.addEventListener('pointermove', move);
          handle.addEventListener('pointerup', end);
          handle.addEventListener('pointercancel', end);
        }

        function sendPoint(entry, index, p) {
          const part = entry.part, view = part.views[entry.view];
          if (part.kind === 'bezier' && entry.view === 0) {
            send({type: 'point', curve: part.name, point: index, x: p.x, y: p.y});
            return;
          }
          const values = view.parameters.map((q) => q.value);
          const point = view.points[index - 1];
          values[point.x] = p.x;
          values[point.y] = p.y;
          send({type: 'set', curve: part.name, view: view.name, values});
        }

        /// A click on the plot moves the nearest handle there.
        function snapNearest(entry, event) {
          if (!entry.handles.length) return;
          const q = eventPoint(entry, event), g = entry.geometry;
          let best = 0, distance = Infinity;
          entry.positions.forEach((p, i) => {
            const d = Math.hypot(px(g, p.x) - px(g, q.x), py(g, p.y) - py(g, q.y));
            if (d < distance) { distance = d; best = i; }
          });
          const p = clampPoint(entry, best + 1, q.x, q.y);
          entry.positions[best] = p;
          placeHandles(entry);
          entry.handles[best].focus();
          sendPoint(entry, best + 1, p);
        }

        /// Arrow keys move the focused handle by 0.01 (with Shift by 0.1), as edit's arrows do.
        function nudge(entry, index, event) {
          const moves = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1]};
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          const step = STEP * (event.shiftKey ? 10 : 1);
          const p = entry.positions[index - 1];
          const moved = clampPoint(entry, index, p.x + move[0] * step, p.y + move[1] * step);
          if (moved.x === p.x && moved.y === p.y) return;
          entry.positions[index - 1] = moved;
          placeHandles(entry);
          sendPoint(entry, index, moved);
        }

        function drawParameters(entry) {
          const holder = entry.paramHolder, view = entry.part.views[entry.view];
          holder.textContent = '';
          if (!view) return;
          const inPoints = new Set(view.points.flatMap((p) => [p.x, p.y]));
          view.parameters.forEach((q, i) => {
            if (inPoints.has(i)) return;
            el('label', {text: q.name, for: 'p-' + entry.part.name + '-' + i}, holder);
            const input = el('input', {type: 'number', id: 'p-' + entry.part.name + '-' + i, value: String(q.value),
              step: q.whole ? '1' : 'any', 'data-curve': entry.part.name, 'data-parameter': q.name}, holder);
            if (q.min !== null) input.min = String(q.min);
            if (q.max !== null) input.max = String(q.max);
            const commit = (value) => {
              if (!Number.isFinite(value)) { showError(q.name + ' must be a number'); return; }
              const values = view.parameters.map((r) => r.value);
              values[i] = q.whole ? Math.round(value) : round(value);
              send({type: 'set', curve: entry.part.name, view: view.name, values});
            };
            input.addEventListener('change', () => commit(Number(input.value)));
            input.addEventListener('keydown', (e) => {
              if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
              e.preventDefault();
              const step = (q.whole ? 1 : STEP) * (e.shiftKey ? 10 : 1) * (e.key === 'ArrowUp' ? 1 : -1);
              let value = q.value + step;
              if (q.min !== null) value = Math.max(q.min, value);
              if (q.max !== null) value = Math.min(q.max, value);
              input.value = String(round(value));
              commit(value);
            });
          });
        }

        // MARK: the preview (the browser's own engine)

        function animate(entry) {
          entry.animations.forEach((a) => a.cancel());
          entry.animations = [];
          const lane = entry.square.parentElement;
          const travel = Math.max(40, lane.clientWidth - 16);
          const duration = Number($('duration').value) * 1000;
          const options = {duration, fill: 'both', iterations: $('loop').checked ? Infinity : 1};
          const frames = [{transform: 'translateX(0px)'}, {transform: 'translateX(' + travel + 'px)'}];
          try {
            if (entry.part.css) entry.animations.push(entry.square.animate(frames, Object.assign({easing: entry.part.css}, options)));
          } catch (e) { entry.square.title = 'the browser cannot play ' + entry.part.css; }
          entry.animations.push(entry.dot.animate(frames, Object.assign({easing: 'linear'}, options)));
          const rate = Number($('speed').value);
          entry.animations.forEach((a) => { a.playbackRate = rate; });
        }
        function playAll() { for (const entry of cards.values()) animate(entry); playAnimations(); }

        // MARK: compare, export

        let compareChoices = null;
        function updateCompareChoices() {
          const key = order.join('\n');
          if (key === compareChoices) return;
          compareChoices = key;
          for (const select of [$('compare-a'), $('compare-b')]) {
            const chosen = select.value;
            select.textContent = '';
            el('option', {value: '', text: '—'}, select);
            order.forEach((name) => el('option', {value: name, text: name}, select));
            select.value = order.includes(chosen) ? chosen : '';
          }
        }

        /// The pair chosen to compare, when both are curves of the session.
        function comparedPair() {
          const a = $('compare-a').value, b = $('compare-b').value;
          return a && b && a !== b && cards.has(a) && cards.has(b) ? [a, b] : null;
        }
        /// The other card of the compared pair, for `name` in it.
        function comparedPartner(name) {
          const pair = comparedPair();
          if (!pair || !pair.includes(name)) return null;
          return cards.get(pair[0] === name ? pair[1] : pair[0]);
        }

        /// Cards in session order; the two compared ones above the rest, drawn on one scale, with
        /// both curves overlaid and the figures of `compare A B`.
        let comparedNames = '', comparedParts = '';
        function place() {
          const pair = comparedPair();
          const [a, b] = pair || ['', ''];
          const comparing = Boolean(pair);
          $('compare').hidden = !comparing;
          const names = pair ? pair.join('\n') : '';
          if (names !== comparedNames) {
            // Cards entering or leaving the pair change their scale.
            for (const name of new Set([...comparedNames.split('\n'), a, b])) if (cards.has(name)) drawPlot(cards.get(name));
            comparedNames = names;
          }
          if (comparing) drawComparison(a, b); else comparedParts = '';
          // Only cards out of their place move (moving one makes the browser lay the page out again).
          const main = $('curves');
          let previous = null;
          for (const name of order) {
            if (comparing && (name === a || name === b)) continue;
            const card = cards.get(name).card, next = previous ? previous.nextSibling : main.firstChild;
            if (card !== next) main.insertBefore(card, next);
            previous = card;
          }
          if (comparing) { $('compare').appendChild(cards.get(a).card); $('compare').appendChild(cards.get(b).card); }
        }

        /// Both curves on one scale in the compare row; the figures are asked of the shell when
        /// either curve changed.
        function drawComparison(a, b) {
          const A = cards.get(a), B = cards.get(b);
          const parts = A.json + B.json;
          if (parts === comparedParts && $('compare-overlay')) return;
          comparedParts = parts;
          for (const entry of [A, B]) if (!entry.dragging) drawPlot(entry);
          let figure = $('compare-overlay');
          if (!figure) figure = el('figure', {id: 'compare-overlay', 'data-compare': 'overlay'}, null);
          $('compare').prepend(figure);
          figure.textContent = '';
          const values = [...A.part.samples, ...B.part.samples].filter((v) => v !== null);
          let lo = Math.min(0, ...values), hi = Math.max(1, ...values);
          const margin = 0.06 * (hi - lo);
          lo -= margin; hi += margin;
          const height = Math.min(UNIT * (hi - lo), UNIT * 3);
          const g = {lo, hi, sy: height / (hi - lo), width: UNIT + 2 * PAD, height: height + 2 * PAD};
          const svg = el('svg', {class: 'plot', 'data-compare': 'plot', width: g.width, height: g.height, viewBox: '0 0 ' + g.width + ' ' + g.height}, figure, true);
          el('rect', {class: 'box', x: px(g, 0), y: py(g, 1), width: UNIT, height: g.sy}, svg, true);
          for (const y of [0, 0.5, 1]) el('line', {class: 'grid', x1: px(g, 0), x2: px(g, 1), y1: py(g, y), y2: py(g, y)}, svg, true);
          el('path', {class: 'curve-line', 'data-curve': a, d: samplePath(g, A.part.samples)}, svg, true);
          el('path', {class: 'compare-line', 'data-curve': b, d: samplePath(g, B.part.samples)}, svg, true);
          const caption = el('figcaption', {}, figure);
          el('span', {class: 'key-a', text: '— ' + a}, caption);
          el('span', {class: 'key-b', text: '— ' + b}, caption);
          el('pre', {'data-compare': 'figures', text: 'asking the shell…'}, caption);
          send({type: 'compare', a, b});
        }

        function showComparison(message) {
          const pair = comparedPair(), figures = document.querySelector('[data-compare="figures"]');
          if (!pair || !figures || pair[0] !== message.a || pair[1] !== message.b) return;
          figures.textContent = message.text;
          figures.dataset.max = String(message.max);
          figures.dataset.rms = String(message.rms);
        }

        function showExports(message) {
          const list = $('export-list');
          list.textContent = '';
          $('export-curve').textContent = message.curve;
          for (const p of message.platforms) {
            const box = el('section', {class: 'platform', 'data-platform': p.platform}, list);
            el('h3', {text: p.title}, box);
            if (p.error) { el('p', {class: 'error', text: p.error}, box); continue; }
            el('p', {class: 'note', text: p.exact ? 'exact' : 'approximation, max error ' + fmt(p.max_error) + ' in progress 0…1'}, box);
            const pre = el('pre', {text: p.code}, box);
            const copy = el('button', {type: 'button', 'data-copy': p.platform, text: 'Copy'}, box);
            copy.onclick = () => copyText(p.code, copy);
          }
        }

        function copyText(text, button) {
          const done = () => { button.textContent = 'Copied'; setTimeout(() => { button.textContent = 'Copy'; }, 1200); };
          const fallback = () => {
            const area = el('textarea', {}, document.body);
            area.value = text; area.select();
            try { document.execCommand('copy'); done(); } catch (e) { showError('the browser refused to copy'); }
            area.remove();
          };
          if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback); else fallback();
        }

        document.querySelector('[data-action="undo"]').onclick = () => send({type: 'undo'});
        document.querySelector('[data-action="redo"]').onclick = () => send({type: 'redo'});
        document.querySelector('[data-action="play"]').onclick = playAll;
        document.querySelector('[data-action="close-export"]').onclick = () => { $('export').hidden = true; };
        $('duration').oninput = () => { $('duration-value').textContent = $('duration').value + ' s'; playAll(); };
        $('speed').onchange = () => { const rate = Number($('speed').value); for (const e of [...cards.values(), ...animationCards.values()]) e.animations.forEach((a) => a.updatePlaybackRate(rate)); };
        $('loop').onchange = playAll;
        $('compare-a').onchange = place;
        $('compare-b').onchange = place;
        """# + LivePageSocketScript.source + LivePageAnimationsScript.source + "\nconnect();\n"
}
