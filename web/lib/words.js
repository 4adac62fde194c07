// Words the page writes about games: numbers with their noun in the right number, and the verb
// that agrees with a side's name ("the cat wins", "the hounds win"). Pure.

// '1 ply', '2 plies', '4,098,560,000 positions'.
/** @type {(n: number, one: string, many?: string) => string} */
export const plural = (n, one, many = `${one}s`) => `${Number(n).toLocaleString('en-US')} ${n === 1 ? one : many}`;

// A side named by a plural noun (ending in s but not ss: hounds, cops) takes the plural verb.
const many = (side) => /[^s]s$/i.test(String(side));
/** @type {(side: string) => string} */
export const wins = (side) => (many(side) ? 'win' : 'wins');
// A side's name with its article: 'the cat', but a proper name alone ('Alice').
/** @type {(side: string) => string} */
export const the = (side) => (/^[A-Z]/.test(String(side)) ? String(side) : `the ${side}`);
/** @type {(side: string) => string} */
export const The = (side) => (/^[A-Z]/.test(String(side)) ? String(side) : `The ${side}`);
/** @type {(side: string) => string} */
export const loses = (side) => (many(side) ? 'lose' : 'loses');
