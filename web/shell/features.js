// The features that keep their own state — the board editor and cat and mouse's two-token
// layer over the graph editor — made once at start-up (create()), shared by the shell.

import { createBoardUI } from '../board/feature.js';
import { createCatMouseUI } from '../graph/cat-mouse.js';
import { $ } from './page.js';
import { model } from './state.js';
import { refresh } from '../graph/feature.js';
import { syncPresetSelect } from '../graph/text-input.js';

export let boardUI = null;
export let catMouse = null;

export function createFeatures() {
  boardUI = createBoardUI({ autoSolve: () => $('auto-solve').checked, onEdit: () => syncPresetSelect('') });
  catMouse = createCatMouseUI({ model, onChange: () => refresh() });
}
