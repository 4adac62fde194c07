// Share links on the page: the state of the feature on screen written into the address
// (#v1.…) and copied, and a shared link opened through the feature that shows its game (a bad
// one gives a message beside the input). The codec is lib/codec.js.

import { encodeShare, decodeShare } from '../lib/codec.js';
import { $, esc, fmt, setStatus, syncPresetSelect, linkUrl } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { currentFeature, featureFor, setGame } from '../shell/features.js';

export function showShareBox(url, html, kind) {
  $('share-box').hidden = false;
  const input = $('share-url');
  input.value = url;
  input.hidden = !url;
  const msg = $('share-message');
  msg.innerHTML = html;
  msg.className = 'message ' + kind;
}

// Writes the state into the address (#v1.…) and copies the link.
export async function share() {
  const f = currentFeature();
  const st = f.share.state();
  if (st.error) {
    showShareBox('', st.error, 'error');
    setStatus(st.status ?? 'Not shared.', 'error');
    return;
  }
  publishShare(encodeShare({ game: app.game, ...st }), f.share.noun);
}

export async function publishShare(r, what) {
  if (!r.ok) {
    showShareBox('', esc(r.error), 'error');
    setStatus(`Not shared: the ${what} is too big for a link.`, 'error');
    return;
  }
  history.replaceState(null, '', linkUrl(r.hash)); // no hashchange: the page already shows it
  const url = location.href;
  // The box shows the new link at once; the clipboard's answer only changes the message.
  showShareBox(url, 'Copying the link…', 'info');
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch {
    copied = false;
  }
  showShareBox(
    url,
    copied
      ? `Link copied (${fmt(url.length)} characters): it reopens this ${what}, the game, its options ` +
          `and the position looked at.`
      : 'The link is selected above: copy it with <kbd>Ctrl</kbd>+<kbd>C</kbd>.',
    copied ? 'ok' : 'info',
  );
  if (!copied) {
    const input = $('share-url');
    input.focus();
    input.select();
  }
  setStatus(copied ? 'Share link copied.' : 'Share link ready: copy it from the box beside the answer.', 'ok');
}

// Opens a shared state from a fragment. A bad one: a message beside the input of the feature
// on screen, which shows an empty editor.
export function applyShared(hash) {
  const r = decodeShare(hash);
  setApp({ presetNote: '' }, 'share');
  syncPresetSelect('');
  try {
    if (!r.ok) {
      currentFeature().share.failed(
        `<b>This link could not be opened:</b> ${esc(r.error)}.<br><span class="muted small">The editor ` +
          `is empty: draw, paste or pick a preset.</span>`,
      );
      $('share-box').hidden = true;
      setStatus('The shared link could not be opened: an empty board.', 'error');
      return false;
    }
    const s = r.state;
    featureFor(s.game).share.prepare?.(s);
    setGame(s.game, { solveAfter: false, cause: 'share' });
    featureFor(s.game).share.apply(s);
    $('share-box').hidden = true;
    return true;
  } finally {
    setApp({ ownWork: false }, 'share');
  }
}

export function bindShare() {
  $('share-button').addEventListener('click', () => share());
  $('share-url').addEventListener('focus', (e) => e.target.select());
}
