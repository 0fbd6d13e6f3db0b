/// The live page's animations: a card for each of the session's animations with its `anim`
/// line, its values at each tenth of its duration, fields for its ends, duration, delay and
/// curve, and a preview the browser's Web Animations engine runs with the animation's own
/// duration, delay and its curve's CSS timing function (a colour animation paints its colours
/// too). A field changed sends an `anim` message (``LiveRequest``), which the shell runs as the
/// `anim` line a person would type; arrows step the duration and delay by 0.01 s (Shift: 0.1 s).
///
/// Hooks: a card, its square and its fields carry `data-animation`; a field carries
/// `data-field` (`from`, `to`, `duration`, `delay`, `curve`); the values list `data-values`.
enum LivePageAnimationsScript {
    static let source = #"""
        const animationCards = new Map();   // name -> {part, json, card, square, dot, animations}

        function drawAnimations(names, parts) {
          const kept = new Set(names);
          for (const [name, entry] of animationCards) {
            if (!kept.has(name)) { entry.animations.forEach((a) => a.cancel()); entry.card.remove(); animationCards.delete(name); }
          }
          for (const part of parts.values()) {
            if (!kept.has(part.name)) continue;
            const json = JSON.stringify(part);
            const entry = animationCards.get(part.name);
            if (entry && entry.json === json && entry.curveChoices === order.join('\n')) continue;
            drawAnimationCard(part, json, entry);
          }
          for (const entry of animationCards.values()) if (entry.curveChoices !== order.join('\n')) drawAnimationCard(entry.part, entry.json, entry);
          const list = $('animation-list');
          const shown = [...list.children].map((c) => c.dataset.animation);
          if (shown.join('\n') !== names.join('\n')) for (const name of names) list.appendChild(animationCards.get(name).card);
          $('animations').hidden = names.length === 0;
        }

        function drawAnimationCard(part, json, old) {
          const card = el('article', {class: 'card anim-card', 'data-animation': part.name});
          const entry = {part, json, card, animations: [], curveChoices: order.join('\n')};
          const focused = old && old.card.contains(document.activeElement) ? document.activeElement.getAttribute('data-field') : null;
          if (old) { old.animations.forEach((a) => a.cancel()); old.card.replaceWith(card); } else $('animation-list').appendChild(card);
          animationCards.set(part.name, entry);
          el('h2', {text: part.name + ' · ' + part.key_path}, card);
          el('p', {class: 'definition', text: part.definition}, card);
          const fields = el('div', {class: 'params'}, card);
          const field = (name, label, value, number) => {
            el('label', {text: label, for: 'a-' + part.name + '-' + name}, fields);
            const input = el('input', {id: 'a-' + part.name + '-' + name, type: number ? 'number' : 'text', value: String(value),
              'data-animation': part.name, 'data-field': name}, fields);
            if (number) { input.step = 'any'; input.min = '0'; }
            const commit = (raw) => {
              const message = {type: 'anim', animation: part.name};
              if (number) {
                const seconds = Number(raw);
                if (raw === '' || !Number.isFinite(seconds)) { showError(label + ' must be a number of seconds'); return; }
                message[name] = round(seconds);
              } else {
                if (!raw.trim()) { showError(label + ' needs a value, as anim takes it: 32, (150,32), #ff8800, scale(2)'); return; }
                message[name] = raw.trim();
              }
              send(message);
            };
            input.addEventListener('change', () => commit(input.value));
            if (number) input.addEventListener('keydown', (e) => {
              if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
              e.preventDefault();
              const step = STEP * (e.shiftKey ? 10 : 1) * (e.key === 'ArrowUp' ? 1 : -1);
              const next = Math.max(name === 'duration' ? STEP : 0, round(Number(value) + step));
              input.value = String(next);
              commit(String(next));
            });
            return input;
          };
          field('from', 'from', part.from, false);
          field('to', 'to', part.to, false);
          field('duration', 'duration (s)', part.duration, true);
          field('delay', 'delay (s)', part.delay, true);
          el('label', {text: part.keyframes ? 'keyframes' : 'curve', for: 'a-' + part.name + '-curve'}, fields);
          const choice = el('select', {id: 'a-' + part.name + '-curve', 'data-animation': part.name, 'data-field': 'curve'}, fields);
          const choices = order.includes(part.curve) ? order : [part.curve, ...order];
          choices.forEach((name) => el('option', {value: name, text: name}, choice));
          choice.value = part.curve;
          choice.onchange = () => send({type: 'anim', animation: part.name, curve: choice.value});
          const values = el('ol', {class: 'values', 'data-values': part.name}, card);
          part.values.forEach((v, i) => el('li', {text: fmt(part.duration * i / (part.values.length - 1)) + ' s: ' + v}, values));
          const lane = el('div', {class: 'lane'}, card);
          entry.square = el('div', {class: 'square', 'data-animation': part.name, 'data-timing': part.css || ''}, lane);
          const dotLane = el('div', {class: 'lane'}, card);
          entry.dot = el('div', {class: 'dot', 'data-reference': 'linear'}, dotLane);
          if (focused) { const f = card.querySelector('[data-field="' + focused + '"]'); if (f) f.focus(); }
          requestAnimationFrame(() => animateAnimation(entry));
        }

        /// The preview: the animation's own duration and delay on the browser's engine, paced by
        /// its curve; the dot beside it moves at linear pace.
        function animateAnimation(entry) {
          entry.animations.forEach((a) => a.cancel());
          entry.animations = [];
          const part = entry.part, lane = entry.square.parentElement;
          const travel = Math.max(40, lane.clientWidth - 16);
          const options = {duration: part.duration * 1000, delay: part.delay * 1000, fill: 'both', iterations: $('loop').checked ? Infinity : 1};
          const frames = [{transform: 'translateX(0px)'}, {transform: 'translateX(' + travel + 'px)'}];
          if (part.colours) { frames[0].backgroundColor = part.colours[0]; frames[1].backgroundColor = part.colours[1]; }
          try {
            if (part.css) entry.animations.push(entry.square.animate(frames, Object.assign({easing: part.css}, options)));
          } catch (e) { entry.square.title = 'the browser cannot play ' + part.css; }
          entry.animations.push(entry.dot.animate([frames[0], {transform: frames[1].transform}], Object.assign({easing: 'linear'}, options)));
          const rate = Number($('speed').value);
          entry.animations.forEach((a) => { a.playbackRate = rate; });
        }
        function playAnimations() { for (const entry of animationCards.values()) animateAnimation(entry); }

        """#
}
