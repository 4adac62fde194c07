// The gallery (docs/rules.md#the-gallerys-games): a page view of cards, one per classic game written as a design
// (lib/gallery.js) — its picture, rules, history and source, the exact answer from the start —
// with buttons to explore it, play it, see Why?, do its puzzles, edit it as a design, and share
// or embed it; then the cards of games of another kind (a sum of tokens), each opening its preset.
// Opening a game goes through what the composition root gives (app/main.js).

import { $, esc, setStatus, embedHtml, linkUrl, syncPageMode } from '../ui/page.js';
import { GALLERY, GALLERY_PRESETS, galleryById, galleryPresetById } from '../lib/gallery.js';
import { encodeShare } from '../lib/codec.js';
import { gameForFeature } from '../lib/games.js';
import { designPicture } from './picture.js';
import { wins, plural, depthWords, ruleWinWords } from '../lib/words.js';
import { events } from '../shell/state.js';

// The answer from the start, in words: who wins, how, and over how many positions.
export function answerWords(g) {
  const a = g.answer,
    d = g.design,
    other = d.sides.find((s) => s.name !== a.winner)?.name;
  const positions = plural(a.positions, 'position');
  if (a.winner === null)
    return { cls: 'o-D', text: `Neither side can force a win: endless play, a draw (${positions}).` };
  if (a.byRule) {
    const rule = ruleWinWords(d, a.winner, other);
    return {
      cls: a.winner === d.first ? 'o-W' : 'o-L',
      text: `The ${a.winner} ${wins(a.winner)}: ${rule} (${positions}).`,
    };
  }
  return {
    cls: a.winner === d.first ? 'o-W' : 'o-L',
    text:
      `The ${a.winner} ${wins(a.winner)} in ${depthWords(a.plies)} with best play, ` +
      `the ${d.first} moving first (${positions}).`,
  };
}

function cardHtml(g) {
  const a = answerWords(g),
    id = esc(g.id),
    name = esc(g.name);
  const button = (act, text, title) =>
    `<button type="button" class="button${act === 'explore' ? ' primary' : ' ghost'} small" ` +
    `data-gallery="${act}" data-id="${id}" aria-label="${esc(title)}">${text}</button>`;
  return `<article class="card gallery-card" id="gallery-${id}" aria-labelledby="gallery-${id}-title">
    <div class="gallery-top">${designPicture(g.design, { xy: g.xy ?? null })}
      <div><h3 id="gallery-${id}-title">${name}</h3><p class="gallery-answer ${a.cls}">${esc(a.text)}</p></div></div>
    <p>${esc(g.rules)}</p>
    <p class="muted small">${esc(g.history)} <span class="gallery-source">Source: ${esc(g.source)}.</span></p>
    <div class="row gallery-actions">${button(
      'explore',
      'Explore',
      `Explore ${g.name}: its map and best moves`,
    )}${button('play', 'Play', `Play ${g.name} against the solver`)}${button(
      'why',
      'Why?',
      `Why: the proof of ${g.name}'s answer`,
    )}${button('puzzles', 'Puzzles', `Puzzles from ${g.name}`)}${button(
      'edit',
      'Edit',
      `Edit ${g.name} as a design`,
    )}${button('share', 'Share', `Copy a link to ${g.name}`)}${button(
      'embed',
      'Embed',
      `Copy the HTML to embed ${g.name}`,
    )}</div>
    <textarea class="gallery-out" readonly hidden rows="2" aria-label="Link or embed code for ${name}"></textarea>
  </article>`;
}

// A card of a game of another kind (lib/gallery.js GALLERY_PRESETS): its picture (the graph and the
// tokens), the answer from the start (γ of every vertex, the player to move's outcome), and Open.
const OUTCOME_WORDS = {
  win: ['o-W', 'the first player (to move) wins'],
  loss: ['o-L', 'the first player (to move) loses'],
  draw: ['o-D', 'neither player can force a win: a draw'],
};
export function presetCardAnswer(g) {
  const [cls, words] = OUTCOME_WORDS[g.answer.outcome];
  const on = g.graph.tokens.join(' and ');
  return {
    cls,
    text: `γ of the vertices 0 to ${g.graph.n - 1}: ${g.answer.gamma.join(', ')}. Tokens on ${on}: ${words}.`,
  };
}
function presetCardHtml(g) {
  const a = presetCardAnswer(g),
    id = esc(g.id),
    name = esc(g.name);
  const sketch = {
    name: g.name,
    board: { graph: { n: g.graph.n, edges: g.graph.edges } },
    sides: [{ name: 'token', tokens: g.graph.tokens.map((start) => ({ start })) }],
  };
  return `<article class="card gallery-card" id="gallery-${id}" aria-labelledby="gallery-${id}-title">
    <div class="gallery-top">${designPicture(sketch, { xy: g.xy })}
      <div><h3 id="gallery-${id}-title">${name}</h3><p class="gallery-answer ${a.cls}">${esc(a.text)}</p></div></div>
    <p>${esc(g.rules)}</p>
    <p class="muted small">${esc(g.history)} <span class="gallery-source">Source: ${esc(g.source)}.</span></p>
    <div class="row gallery-actions"><button type="button" class="button primary small" data-gallery-preset="${id}"
      aria-label="${esc(`Open ${g.name}: its graph, tokens and values`)}">Open</button></div>
  </article>`;
}

// The cards' answers written again (the depth's unit changed: lib/words.js).
export function rewordGallery() {
  for (const g of GALLERY) {
    const p = document.querySelector(`#gallery-${CSS.escape(g.id)} .gallery-answer`);
    if (p) p.textContent = answerWords(g).text;
  }
}

export const galleryShown = () => document.body.classList.contains('gallery-mode');

export function showGallery() {
  document.body.classList.add('gallery-mode');
  syncPageMode();
  $('gallery').hidden = false;
  $('gallery').querySelector('h2')?.focus();
  setStatus('The gallery: classic games written as designs, each solved exactly. Esc goes back to the editor.');
}
export function hideGallery() {
  if (!galleryShown()) return;
  document.body.classList.remove('gallery-mode');
  $('gallery').hidden = true;
  syncPageMode();
  setStatus(''); // the gallery's line (Esc goes back…) says nothing once it is closed
}

// A link to the game (the design, no position), written into the card's box and copied.
async function shareCard(g, card, embed) {
  const r = encodeShare({ game: gameForFeature('design'), design: JSON.stringify(g.design), view: null });
  if (!r.ok) {
    setStatus(esc(r.error), 'error');
    return;
  }
  const text = embed ? embedHtml(r.hash, `Who Wins? — ${g.name}`) : location.origin + linkUrl(r.hash);
  const out = card.querySelector('.gallery-out');
  out.hidden = false;
  out.value = text;
  out.select();
  let copied = false;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = false;
  }
  setStatus(
    `${embed ? 'Embed code' : 'Link'} to ${esc(g.name)} ${copied ? 'copied' : 'ready: copy it from the card'}.`,
    'ok',
  );
}

// open(id, action): the composition root opens the game in the designer and does the action
// ('explore', 'play', 'why', 'puzzles', 'edit'); openPreset(id): it loads a preset (another kind's card).
export function bindGallery({ open, openPreset }) {
  $('gallery-cards').innerHTML = GALLERY.map(cardHtml).join('') + GALLERY_PRESETS.map(presetCardHtml).join('');
  events.on('depth-unit-changed', rewordGallery);
  $('gallery-cards').addEventListener('click', (e) => {
    const presetButton = e.target.closest('[data-gallery-preset]');
    const other = presetButton && galleryPresetById(presetButton.dataset.galleryPreset);
    if (other) {
      hideGallery();
      openPreset(other.preset);
      return;
    }
    const b = e.target.closest('[data-gallery]');
    const g = b && galleryById(b.dataset.id);
    if (!g) return;
    if (b.dataset.gallery === 'share' || b.dataset.gallery === 'embed') {
      shareCard(g, b.closest('.gallery-card'), b.dataset.gallery === 'embed');
      return;
    }
    hideGallery();
    open(g.id, b.dataset.gallery);
  });
}

// Keys while the gallery shows: Esc goes back to the editor; Z (puzzles, as the header says) goes on to the
// page; the page's other keys wait.
export function galleryKey(e, { typing }) {
  if (!galleryShown() || typing) return false;
  if (e.key === 'Escape') {
    hideGallery();
    setStatus('Back in the editor.');
    return true;
  }
  return !e.ctrlKey && !e.metaKey && !e.altKey && e.key.length === 1 && e.key !== '?' && e.key.toLowerCase() !== 'z';
}
