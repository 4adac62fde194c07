// Embedding: "Embed" in the puzzle card gives the HTML of an <iframe> that shows this puzzle
// alone (the page with ?embed=1 and the puzzle's #z1 link: the board, the task, the moves,
// nothing else); a share link (#v1.…) embeds a solved board the same way.

import { $, esc, setStatus, embedHtml } from '../ui/page.js';
import { encodePuzzleLink } from '../lib/puzzle.js';

// The Embed button of the puzzle card: the HTML to paste, selected and copied.
export async function showEmbed(puzzle) {
  const r = encodePuzzleLink(puzzle);
  if (!r.ok) {
    setStatus(esc(r.error), 'error');
    return;
  }
  const html = embedHtml(r.hash);
  const box = $('puzzle-embed');
  box.hidden = false;
  box.value = html;
  box.focus();
  box.select();
  let copied = false;
  try {
    await navigator.clipboard.writeText(html);
    copied = true;
  } catch {
    copied = false;
  }
  setStatus(copied ? 'Embed code copied: paste it into your page.' : 'Embed code ready: copy it from the box.', 'ok');
}

// ?embed=1: the page shows the board and the puzzle alone (styles/puzzles.css, body.embed).
export function applyEmbedMode(params) {
  if (!params.has('embed')) return false;
  document.body.classList.add('embed');
  return true;
}
