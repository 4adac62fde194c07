// The share link's sections, one per feature, given to the envelope (lib/codec.js): the
// composition root calls this once, and so do the tests that read or write links.

import { registerShareSection } from '../lib/codec.js';
import { graphLink } from '../graph/link.js';
import { boardLink } from '../board/link.js';
import { designLink } from '../design/link.js';

export function registerShareLinks() {
  for (const link of [graphLink, boardLink, designLink]) registerShareSection(link.features, link);
}
