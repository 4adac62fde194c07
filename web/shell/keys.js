// The page's keyboard: the tools' handlers first (puzzle mode, Watch the solver: they register
// here at start-up), then the feature on screen (shell/features.js's onKey), then the shell's
// own keys — Enter solves, and one-letter shortcuts the tools register (U share, Y why) — and
// ? for help.

import { $, isTyping } from '../ui/page.js';
import { currentFeature, solve } from './features.js';

const handlers = []; // (e, { typing }) → true when handled, in registration order
const shortcuts = new Map(); // lower-case key → action

// A tool's key handler, asked before the feature on screen.
export function addKeyHandler(fn) {
  handlers.push(fn);
}
// A one-letter shortcut of the page (outside text fields, without modifiers).
export function addShortcut({ key, run }) {
  shortcuts.set(key, run);
}

export function onKey(e) {
  if ($('help-dialog').open) return;
  const target = e.target;
  const typing = isTyping(target);
  const ctrl = e.ctrlKey || e.metaKey;
  for (const h of handlers) if (h(e, { typing })) return;
  if (currentFeature()?.onKey(e, { typing })) return;
  // Enter solves from anywhere but a text field or a button (which Enter presses).
  if (e.key === 'Enter' && !ctrl && !e.altKey && !e.shiftKey) {
    const textField =
      target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !['checkbox', 'radio'].includes(target.type));
    if (textField || target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'SUMMARY') return;
    e.preventDefault();
    solve();
    return;
  }
  if (typing || ctrl || e.altKey) return;
  if (e.key === '?') {
    $('help-dialog').showModal();
    return;
  }
  const run = shortcuts.get(e.key.toLowerCase());
  if (run) run();
}
