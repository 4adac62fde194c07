// The colour theme: follows the system, or light / dark chosen with the button (saved).

import { $ } from '../ui/page.js';

// ---- theme --------------------------------------------------------------------------------
const THEMES = ['system', 'light', 'dark'];

export function currentTheme() {
  return document.documentElement.dataset.theme || 'system';
}

export function applyTheme(t) {
  if (t === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = t;
  try {
    if (t === 'system') localStorage.removeItem('whowins.theme');
    else localStorage.setItem('whowins.theme', t);
  } catch {
    /* off */
  }
  const label = { system: 'Theme: follows the system', light: 'Theme: light', dark: 'Theme: dark' }[t];
  const b = $('theme-button');
  b.title = label + ' (click to change)';
  b.setAttribute('aria-label', label + '. Click to change.');
  b.dataset.theme = t;
}

export function cycleTheme() {
  applyTheme(THEMES[(THEMES.indexOf(currentTheme()) + 1) % THEMES.length]);
}
