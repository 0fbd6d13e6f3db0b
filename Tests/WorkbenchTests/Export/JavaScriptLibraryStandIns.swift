/// Motion's and GSAP's own eases, stood in for in JavaScript so that node can run what `export`
/// writes for them (neither library can be had here: no npm registry). Each is written from the
/// library's source, in our own words, with its constants and its way of computing kept:
///
/// - Motion, motiondivision/motion at 1b037b0032578b52af94b06ff3920bfa0aaa5e36: motion-utils
///   src/easing/cubic-bezier.ts (`cubicBezier`: bisection of x(t) on [0, 1] that stops once
///   |x(t) − x| ≤ 1e-7 or after 12 halvings, the identity when x1 = y1 and x2 = y2, 0 and 1 as
///   they are), ease.ts, back.ts, circ.ts, anticipate.ts, steps.ts, modifiers/mirror.ts and
///   reverse.ts, utils/map.ts (the named eases); motion-dom src/animation/generators/keyframes.ts
///   and src/utils/interpolate.ts (a tween of keyframes: `times` as offsets, an ease per segment
///   or one for all, easeInOut by default, time clamped to the ends); motion-dom
///   src/animation/generators/spring.ts (`getSpringOptions`: stiffness, damping or mass make the
///   spring physical and win over duration and bounce, which would be converted — visualDuration
///   v to k = (2π/1.2v)², ζ = clamp(0.05, 1, 1 − bounce), or duration and bounce by findSpring's
///   Newton steps — so an export's physical spring is played as written; `spring`: time in ms,
///   √(k/m)/1000 per ms, the velocity in units per second, under-, critically and over-damped
///   closed forms, and at rest once the speed is within restSpeed and the distance within
///   restDelta, 0.01 and 0.005 for a move under 5 units, else 2 and 0.5, the value then the
///   target), generators/utils/calc-duration.ts and JSAnimation.ts (a spring without a duration
///   lasts until the first multiple of 50 ms at which it is at rest, 20 s at most, and then shows
///   its last keyframe); utils/get-value-transition.ts and resolve-transition.ts (a value's own
///   transition, or `default`, replaces the transition, merged over it only with `inherit`).
/// - GSAP, greensock/GSAP at 5e130973380e60564a71d388b365c7939da0bf05: src/gsap-core.js
///   (`_insertEase` and the power, elastic, bounce, expo, circ, sine, back and steps eases,
///   `_configEaseFromString` for `name(args)`, and a tween's percentage keyframes: each key a
///   tween from the one before with its own ease, power1.inOut by default, the whole eased by
///   the tween's `ease`); src/CustomEase.js (`setData`: each cubic cut at its midpoint until the
///   handles' distances from the chord, summed and squared, are at most 1/200,000 of the
///   chord's length squared; points going back in x dropped, a vertical piece 0.001 wide; then a
///   table of straight pieces over even x, or of the points where the slope turns by more than
///   2); src/utils/paths.js (`stringToRawPath` for M, L and C: a line is a cubic with its
///   handles at a third and two thirds).
enum JavaScriptLibraryStandIns {
    static let motion = #"""
        const motion = (() => {
          const identity = (p) => p;
          // x(t) or y(t) of the Bézier in Horner form, as Motion computes it.
          const coordinate = (t, c1, c2) => (((1 - 3 * c2 + 3 * c1) * t + (3 * c2 - 6 * c1)) * t + 3 * c1) * t;
          // Halve [0, 1] until x(t) is within 1e-7 of x or 12 halvings are done; the last midpoint is t.
          const solveT = (x, x1, x2) => {
            let low = 0, high = 1, t = 0, miss = 0, halvings = 0;
            do {
              t = low + (high - low) / 2;
              miss = coordinate(t, x1, x2) - x;
              if (miss > 0) high = t; else low = t;
            } while (Math.abs(miss) > 1e-7 && ++halvings < 12);
            return t;
          };
          const cubicBezier = (x1, y1, x2, y2) => {
            if (x1 === y1 && x2 === y2) return identity;
            return (p) => (p === 0 || p === 1 ? p : coordinate(solveT(p, x1, x2), y1, y2));
          };
          const reverse = (ease) => (p) => 1 - ease(1 - p);
          const mirror = (ease) => (p) => (p <= 0.5 ? ease(2 * p) / 2 : (2 - ease(2 * (1 - p))) / 2);
          const backOut = cubicBezier(0.33, 1.53, 0.69, 0.99);
          const backIn = reverse(backOut);
          const circIn = (p) => 1 - Math.sin(Math.acos(p));
          const named = {
            linear: identity,
            easeIn: cubicBezier(0.42, 0, 1, 1),
            easeOut: cubicBezier(0, 0, 0.58, 1),
            easeInOut: cubicBezier(0.42, 0, 0.58, 1),
            circIn, circOut: reverse(circIn), circInOut: mirror(circIn),
            backIn, backOut, backInOut: mirror(backIn),
            anticipate: (p) => (p >= 1 ? 1 : (p *= 2) < 1 ? 0.5 * backIn(p) : 0.5 * (2 - Math.pow(2, -10 * (p - 1)))),
          };
          const steps = (count, direction = "end") => (p) => {
            const held = direction === "end" ? Math.min(p, 0.999) : Math.max(p, 0.001);
            const scaled = held * count;
            const whole = direction === "end" ? Math.floor(scaled) : Math.ceil(scaled);
            return Math.min(Math.max(whole / count, 0), 1);
          };
          const easing = (definition) => {
            if (Array.isArray(definition)) return cubicBezier(...definition);
            if (typeof definition === "string") {
              if (!(definition in named)) throw new Error(`Motion has no ease "${definition}"`);
              return named[definition];
            }
            return definition;
          };
          // A tween of keyframes: the time's share of the duration, clamped, finds the segment; the
          // segment's ease (one for all, or one each) paces the mix of its two values.
          const tween = (values, options) => {
            const count = values.length;
            const offsets = options.times && options.times.length === count ? options.times : values.map((_, i) => i / (count - 1));
            const eases = Array.isArray(options.ease) && typeof options.ease[0] !== "number"
              ? options.ease.map(easing)
              : values.slice(1).map(() => easing(options.ease === undefined ? "easeInOut" : options.ease));
            return (share) => {
              if (count === 2 && values[0] === values[1]) return values[1];
              const v = Math.min(Math.max(share, offsets[0]), offsets[count - 1]);
              let i = 0;
              if (count > 2) for (; i < count - 2; i++) if (v < offsets[i + 1]) break;
              const range = offsets[i + 1] - offsets[i];
              const progress = range ? (v - offsets[i]) / range : 1;
              const eased = (eases[i] || identity)(progress);
              return values[i] + (values[i + 1] - values[i]) * eased;
            };
          };
          // A physical spring (stiffness, damping or mass given, which win over duration and
          // bounce) from keyframes[0] to the last keyframe: its value `ms` milliseconds in, and
          // whether it is at rest there (speed and distance from the target within the rest
          // thresholds, granular ones for a move under 5 units), the value then the target.
          const spring = (options) => {
            if (["stiffness", "damping", "mass"].every((key) => options[key] === undefined)) {
              throw new Error("the stand-in plays physical springs only");
            }
            const from = options.keyframes[0], to = options.keyframes[options.keyframes.length - 1];
            const k = options.stiffness ?? 100, c = options.damping ?? 10, m = options.mass ?? 1;
            const natural = Math.sqrt(k / m) / 1000;  // per millisecond
            const ratio = c / (2 * Math.sqrt(k * m));
            const decay = ratio * natural;
            // The offset from the target, u(0) = from − to, u'(0) = the velocity (units per s, per ms here).
            const u0 = from - to, v0 = (options.velocity || 0) / 1000;
            const granular = Math.abs(to - from) < 5;
            const restSpeed = options.restSpeed || (granular ? 0.01 : 2);
            const restDelta = options.restDelta || (granular ? 0.005 : 0.5);
            // u(t) = e^(−decay·t)·(p·f(t) + q·g(t)) with (f, g) = (cos, sin), (1, t) or (cosh, sinh).
            let offset, speed;
            if (ratio < 1) {
              const w = natural * Math.sqrt(1 - ratio * ratio), q = (v0 + decay * u0) / w;
              offset = (t) => Math.exp(-decay * t) * (u0 * Math.cos(w * t) + q * Math.sin(w * t));
              speed = (t) => Math.exp(-decay * t) * ((q * w - decay * u0) * Math.cos(w * t) - (u0 * w + decay * q) * Math.sin(w * t));
            } else if (ratio === 1) {
              const q = v0 + natural * u0;
              offset = (t) => Math.exp(-natural * t) * (u0 + q * t);
              speed = (t) => Math.exp(-natural * t) * (q - natural * (u0 + q * t));
            } else {
              // Motion caps the hyperbolic functions' argument at 300.
              const w = natural * Math.sqrt(ratio * ratio - 1), q = (v0 + decay * u0) / w;
              const h = (t) => Math.min(w * t, 300);
              offset = (t) => Math.exp(-decay * t) * (u0 * Math.cosh(h(t)) + q * Math.sinh(h(t)));
              speed = (t) => Math.exp(-decay * t) * ((q * w - decay * u0) * Math.cosh(h(t)) + (u0 * w - decay * q) * Math.sinh(h(t)));
            }
            return (ms) => {
              const value = to + offset(ms);
              const done = Math.abs(speed(ms) * 1000) <= restSpeed && Math.abs(to - value) <= restDelta;
              return { done, value: done ? to : value };
            };
          };
          // How Motion plays a generator with no duration of its own: its length is the first
          // multiple of 50 ms where it is at rest (20 s at most); until then the generator's
          // value, from then on the last keyframe.
          const playSpring = (options) => {
            const next = spring(options), to = options.keyframes[options.keyframes.length - 1];
            let length = 0;
            while (!next(length).done && length < 20000) length += 50;
            const atRest = (ms) => ms >= length || next(ms).done;
            return { length, atRest, at: (ms) => (atRest(ms) ? to : next(ms).value) };
          };
          // The transition a value plays: its own (`y: { … }`) or `default` replaces the whole
          // transition, merged over it only with `inherit: true`.
          const valueTransition = (transition, name) => {
            const own = transition[name] ?? transition.default;
            if (own === undefined) return transition;
            if (!own.inherit) return own;
            const { inherit, ...rest } = own;
            return { ...transition, ...rest };
          };
          return { cubicBezier, steps, easing, tween, spring, playSpring, valueTransition };
        })();
        const { cubicBezier, steps } = motion;
        """#

    static let gsap = #"""
        const gsapStandIn = (() => {
          const eases = {};
          const insert = (name, easeIn, easeOut = (p) => 1 - easeIn(1 - p),
            easeInOut = (p) => (p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2)) => {
            eases[name] = easeOut;
            eases[name + ".in"] = easeIn;
            eases[name + ".out"] = easeOut;
            eases[name + ".inOut"] = easeInOut;
          };
          const inOutFromOut = (easeOut) => (p) => (p < 0.5 ? (1 - easeOut(1 - p * 2)) / 2 : 0.5 + easeOut((p - 0.5) * 2) / 2);
          const elastic = (type, amplitude, period) => {
            const a = amplitude >= 1 ? amplitude : 1;
            let angular = (period || (type ? 0.3 : 0.45)) / (amplitude < 1 ? amplitude : 1);
            const shift = (angular / (2 * Math.PI)) * (Math.asin(1 / a) || 0);
            angular = (2 * Math.PI) / angular;
            const out = (p) => (p === 1 ? 1 : a * 2 ** (-10 * p) * Math.sin((p - shift) * angular) + 1);
            const ease = type === "out" ? out : type === "in" ? (p) => 1 - out(1 - p) : inOutFromOut(out);
            ease.config = (amplitude, period) => elastic(type, amplitude, period);
            return ease;
          };
          const back = (type, overshoot = 1.70158) => {
            const out = (p) => (p ? (--p) * p * ((overshoot + 1) * p + overshoot) + 1 : 0);
            const ease = type === "out" ? out : type === "in" ? (p) => 1 - out(1 - p) : inOutFromOut(out);
            ease.config = (overshoot) => back(type, overshoot);
            return ease;
          };
          ["linear", "power1", "power2", "power3", "power4"].forEach((name, i) => {
            const power = i + 1;
            insert(name, i ? (p) => p ** power : (p) => p, (p) => 1 - (1 - p) ** power,
              (p) => (p < 0.5 ? (p * 2) ** power / 2 : 1 - ((1 - p) * 2) ** power / 2));
          });
          eases.none = eases["linear.in"];
          insert("elastic", elastic("in"), elastic("out"), elastic());
          const bounceOut = (p) => {
            const n = 7.5625, c = 2.75;
            return p < 1 / c ? n * p * p : p < 2 / c ? n * (p - 1.5 / c) ** 2 + 0.75 : p < 2.5 / c ? n * (p -= 2.25 / c) * p + 0.9375 : n * (p - 2.625 / c) ** 2 + 0.984375;
          };
          insert("bounce", (p) => 1 - bounceOut(1 - p), bounceOut);
          insert("expo", (p) => 2 ** (10 * (p - 1)) * p + p * p * p * p * p * p * (1 - p));
          insert("circ", (p) => -(Math.sqrt(1 - p * p) - 1));
          insert("sine", (p) => (p === 1 ? 1 : -Math.cos(p * (Math.PI / 2)) + 1));
          insert("back", back("in"), back("out"), back());
          eases.steps = {
            config: (count = 1, immediateStart) => {
              const last = 1 - 1 / 1e8;
              const scale = count + (immediateStart ? 0 : 1), offset = immediateStart ? 1 : 0;
              const share = 1 / count;
              return (p) => (((scale * Math.min(Math.max(p, 0), last)) | 0) + offset) * share;
            },
          };
          // CustomEase: path data → points along each cubic, cut until flat, then a lookup table.
          const flatten = (x1, y1, x2, y2, x3, y3, x4, y4, threshold, points, index) => {
            const x12 = (x1 + x2) / 2, y12 = (y1 + y2) / 2, x23 = (x2 + x3) / 2, y23 = (y2 + y3) / 2;
            const x34 = (x3 + x4) / 2, y34 = (y3 + y4) / 2, x123 = (x12 + x23) / 2, y123 = (y12 + y23) / 2;
            const x234 = (x23 + x34) / 2, y234 = (y23 + y34) / 2, x1234 = (x123 + x234) / 2, y1234 = (y123 + y234) / 2;
            const dx = x4 - x1, dy = y4 - y1;
            const d2 = Math.abs((x2 - x4) * dy - (y2 - y4) * dx), d3 = Math.abs((x3 - x4) * dy - (y3 - y4) * dx);
            points.splice(index || points.length - 1, 0, { x: x1234, y: y1234 });
            if ((d2 + d3) * (d2 + d3) > threshold * (dx * dx + dy * dy)) {
              const before = points.length;
              flatten(x1, y1, x12, y12, x123, y123, x1234, y1234, threshold, points, index);
              flatten(x1234, y1234, x234, y234, x34, y34, x4, y4, threshold, points, index + 1 + (points.length - before));
            }
          };
          // Absolute M, L and C path data as [x0, y0, then x1, y1, x2, y2, x3, y3 per cubic].
          const rawPath = (data) => {
            const tokens = data.match(/[achlmqstvz]|(-?\d*\.?\d*(?:e[\-+]?\d+)?)[0-9]/ig) || [];
            const path = [];
            let command, x = 0, y = 0;
            for (let i = 0; i < tokens.length; ) {
              if (isNaN(tokens[i])) { command = tokens[i].toUpperCase(); i++; }
              if (command === "M") { x = +tokens[i]; y = +tokens[i + 1]; path.push(x, y); i += 2; command = "L"; }
              else if (command === "L") {
                const ex = +tokens[i], ey = +tokens[i + 1], dx = (ex - x) / 3, dy = (ey - y) / 3;
                path.push(x + dx, y + dy, ex - dx, ey - dy, ex, ey); x = ex; y = ey; i += 2;
              } else if (command === "C") {
                path.push(+tokens[i], +tokens[i + 1], +tokens[i + 2], +tokens[i + 3], +tokens[i + 4], +tokens[i + 5]);
                x = +tokens[i + 4]; y = +tokens[i + 5]; i += 6;
              } else throw new Error("the stand-in reads M, L and C only: " + data);
            }
            return path;
          };
          const needsParsing = /[cLlsSaAhHvVtTqQ]/g;
          const customEase = (data) => {
            let values = data.match(/[-+=.]*\d+[.e\-+]*\d*[e\-+]*\d*/gi);
            if (needsParsing.test(data) || (~data.indexOf("M") && data.indexOf("C") < 0)) values = rawPath(data);
            const count = values.length;
            if (count === 4 || (count - 2) % 6) throw new Error("the stand-in takes whole cubics from 0,0: " + data);
            if (+values[0] !== 0 || +values[count - 2] !== 1) throw new Error("the stand-in takes paths from x = 0 to 1: " + data);
            const points = [];
            for (let i = 2; i < count; i += 6) {
              const a1 = { x: +values[i - 2], y: +values[i - 1] }, a2 = { x: +values[i + 4], y: +values[i + 5] };
              points.push(a1, a2);
              flatten(a1.x, a1.y, +values[i], +values[i + 1], +values[i + 2], +values[i + 3], a2.x, a2.y, 1 / 200000, points, points.length - 1);
            }
            let closest = 1, fast = true, length = points.length;
            for (let i = 0; i < length; i++) {
              const point = points[i], previous = points[i - 1] || point;
              if ((point.x > previous.x || (previous.y !== point.y && previous.x === point.x) || point === previous) && point.x <= 1) {
                previous.cx = point.x - previous.x;
                previous.cy = point.y - previous.y;
                previous.n = point;
                previous.nx = point.x;
                if (fast && i > 1 && Math.abs(previous.cy / previous.cx - points[i - 2].cy / points[i - 2].cx) > 2) fast = false;
                if (previous.cx < closest) {
                  if (!previous.cx) {
                    previous.cx = 0.001;
                    if (i === length - 1) { previous.x -= 0.001; closest = Math.min(closest, 0.001); fast = false; }
                  } else closest = previous.cx;
                }
              } else { points.splice(i--, 1); length--; }
            }
            const size = (1 / closest + 1) | 0, step = 1 / size, lookup = [];
            let j = 0, point = points[0], y = 0;
            if (fast) {
              for (let i = 0; i < size; i++) {
                const p = i * step;
                if (point.nx < p) point = points[++j];
                y = point.y + ((p - point.x) / point.cx) * point.cy;
                lookup[i] = { x: p, cx: step, y, cy: 0, nx: 9 };
                if (i) lookup[i - 1].cy = y - lookup[i - 1].y;
              }
              const end = points[points.length - 1];
              lookup[size - 1].cy = end.y - y;
              lookup[size - 1].cx = end.x - lookup[lookup.length - 1].x;
            } else {
              let i = 0;
              for (; i < size; i++) {
                if (point.nx < i * step) point = points[++j];
                lookup[i] = point;
              }
              if (j < points.length - 1) lookup[i - 1] = points[points.length - 2];
            }
            return (p) => {
              let at = lookup[(p * size) | 0] || lookup[size - 1];
              if (at.nx < p) at = at.n;
              return at.y + ((p - at.x) / at.cx) * at.cy;
            };
          };
          const parse = (ease) => {
            if (typeof ease === "function") return ease;
            if (eases[ease]) return eases[ease];
            const split = String(ease).split("(");
            const named = eases[split[0]];
            if (named && split.length > 1 && named.config) {
              const inner = ease.substring(ease.indexOf("(") + 1, ease.indexOf(")"));
              // _numericIfPossible: a number where the text is one, else the text (`true` stays truthy).
              return named.config(...inner.split(",").map((v) => (v.trim() === "" ? undefined : isNaN(parseFloat(v)) ? v.trim() : parseFloat(v))));
            }
            if (named) return named;
            throw new Error(`GSAP has no ease "${ease}"`);
          };
          return { parse, customEase };
        })();
        const CustomEase = { create: (id, data) => gsapStandIn.customEase(data) };
        """#
}
