// The tools no first answer needs — puzzle mode, the gallery, How many cops?, Why? and Watch the
// solver — bound in one chunk of their own (the build splits the page's bundle at app/main.js's
// import() of this module): the page loads it once the solver module has come and its first
// request is sent, or at once when its first answer is a puzzle (a puzzle or set link). Nothing
// imports it but app/main.js, lazily.

import { $, esc, setStatus } from '../ui/page.js';
import { currentFeature, solve, loadPreset } from '../shell/features.js';
import { addKeyHandler, addShortcut } from '../shell/keys.js';
import { enterPuzzles, leavePuzzles, openSetLink } from '../puzzles/mode.js';
import { bindPuzzles, puzzleKey } from '../puzzles/controls.js';
import { openPuzzleLink } from '../puzzles/mine.js';
import { bindWatch, watchKey } from '../explore/watch.js';
import { bindWhy, whyShortcut, showWhy } from '../explore/why.js';
import { bindCops, copsKey, copsDebug } from '../cops/index.js';
import { bindGallery, showGallery, hideGallery, galleryKey } from '../gallery/index.js';
import { galleryById } from '../lib/gallery.js';

export { enterPuzzles, leavePuzzles, openSetLink, openPuzzleLink, showGallery, hideGallery, copsDebug };

// The gallery, from the editor or from puzzle mode (the header's Gallery button, G).
export function openGalleryPage() {
  leavePuzzles();
  showGallery();
}

// A gallery card's game opened for an action: its puzzles, or the game in the designer —
// solved, then explored, played against the solver, proved (Why?) or edited.
async function openGalleryGame(id, action) {
  if (action === 'puzzles') {
    await enterPuzzles({ setId: `gallery:${id}` });
    return;
  }
  leavePuzzles();
  loadPreset(`design:${id}`);
  if (action === 'edit') {
    setStatus(
      `${esc(galleryById(id).name)} in the designer: change its board, tokens or rules, then Solve (<kbd>Enter</kbd>).`,
    );
    $('design-card').scrollIntoView({ block: 'start' });
    $('design-card').querySelector('input, select, button')?.focus();
    return;
  }
  await solve();
  if (action === 'play') currentFeature().play?.();
  if (action === 'why') await showWhy();
  // The gallery was scrolled down to the card (thousands of pixels on a phone): bring what opened into view.
  (action === 'why' ? $('why-card') : document.querySelector('section.board'))?.scrollIntoView({ block: 'start' });
}

// Each tool binds its own controls; keys go through shell/keys.js.
export function bindTools() {
  bindPuzzles();
  bindWatch();
  bindWhy();
  bindCops({ showWhy });
  addKeyHandler(copsKey);
  addKeyHandler(galleryKey);
  addKeyHandler(puzzleKey);
  addKeyHandler(watchKey);
  addShortcut({ key: 'g', run: openGalleryPage });
  bindGallery({
    open: openGalleryGame,
    openPreset(id) {
      leavePuzzles();
      loadPreset(id);
    },
  });
  for (const button of document.querySelectorAll('[data-page-mode]'))
    button.addEventListener('click', () => {
      if (button.dataset.pageMode === 'gallery') openGalleryPage();
      else hideGallery();
    });
  addShortcut(whyShortcut);
}
