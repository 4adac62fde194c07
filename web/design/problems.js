// The design form's messages: a problem naming a field by its path goes beside that field (and
// in the card's message box); a note (legal, worth a word) goes beside its field too.

import { esc } from '../ui/page.js';

// A message naming a path goes beside its field (and in the card's message box).
// A field whose text could not be read (input.js: marked data-unread) keeps its mark, and its
// message while the design has no problem of its own: the design checked is the one kept.
export function showProblem(error, message) {
  for (const el of document.querySelectorAll('#design-form [aria-invalid]:not([data-unread])'))
    el.removeAttribute('aria-invalid');
  for (const el of document.querySelectorAll('#design-form [data-error-for]')) {
    el.textContent = '';
    el.classList.remove('field-note');
  }
  if (!error && document.querySelector('#design-form [data-unread]')) return;
  message(error ? `<b>Not yet a game:</b> ${esc(error)}` : '', error ? 'error' : '');
  if (!error) return;
  const path = /^(?:line \d+: )?([\w.[\]]+): /.exec(error)?.[1];
  if (!path) return;
  const field =
    document.querySelector(`#design-form [data-path="${CSS.escape(path)}"]`) ??
    document.querySelector(`#design-form [data-path^="${CSS.escape(path)}"]`);
  field?.setAttribute('aria-invalid', 'true');
  const holders = [...document.querySelectorAll('#design-form [data-error-for]')].filter((el) =>
    path.startsWith(el.dataset.errorFor),
  );
  const best = holders.sort((a, b) => b.dataset.errorFor.length - a.dataset.errorFor.length)[0];
  if (best) best.textContent = error.replace(/^line \d+: /, '');
}
// Legal but worth a word ("ends[1].cells: no cell is marked 'E': this end never happens"):
// beside its field, as a note, not an error — the design still solves.
export function showNotes(notes) {
  for (const note of notes) {
    const path = /^([\w.[\]]+): /.exec(note)?.[1];
    if (!path) continue;
    const holders = [...document.querySelectorAll('#design-form [data-error-for]')].filter((el) =>
      path.startsWith(el.dataset.errorFor),
    );
    const best = holders.sort((a, b) => b.dataset.errorFor.length - a.dataset.errorFor.length)[0];
    if (best) {
      best.textContent = `Note: ${note}`;
      best.classList.add('field-note');
    }
  }
}
