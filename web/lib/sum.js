// Sums of token games on one directed graph, pure (docs/rules.md#sums): the generalized
// Sprague–Grundy value γ of a vertex in words ('0', '∞{0,2}'), the rule that decides a sum from
// its tokens' values (C. A. B. Smith 1966; Winning Ways ch. 12), the reason for the solver's answer
// in words (the Why? card), and the product graph of k tokens (ordered tuples, numbered in base n),
// which the generic game solves for the exact depth of a small sum.

export const INFINITE = 0xffffffff; // γ(v) = ∞ in SumSession.gamma()'s values

/** @typedef {import('../solver/messages.js').SumGamma} SumGamma */

/** @type {(gamma: SumGamma, v: number) => boolean} */
export const isInfinite = (gamma, v) => gamma.value[v] === INFINITE;
// K of v: the distinct finite values of its options, ascending.
/** @type {(gamma: SumGamma, v: number) => number[]} */
export const optionValues = (gamma, v) =>
  Array.from(gamma.optionValue.subarray(gamma.optionOffset[v], gamma.optionOffset[v + 1]));
// γ(v) as the page writes it: '3' or '∞{0,2}' ('∞{}' for K empty).
/** @type {(gamma: SumGamma, v: number) => string} */
export const gammaLabel = (gamma, v) =>
  isInfinite(gamma, v) ? `∞{${optionValues(gamma, v).join(',')}}` : String(gamma.value[v]);

/**
 * The rule of a sum (docs/rules.md#sums) from its tokens' values: kind 'finite' (every value finite:
 * the mover wins iff xor ≠ 0), 'one-infinite' (token `infinite` is ∞(K), xor of the others: wins iff
 * xor ∈ K, else a draw), 'draw' (two or more ∞: the tokens `infinites`).
 * @param {SumGamma} gamma
 * @param {number[]} tokens the tokens' vertices
 */
export function sumRule(gamma, tokens) {
  const infinites = [];
  let xor = 0;
  tokens.forEach((v, i) => {
    if (isInfinite(gamma, v)) infinites.push(i);
    else xor ^= gamma.value[v];
  });
  if (infinites.length === 0) return { kind: 'finite', xor, outcome: xor ? 1 : 2, infinites };
  if (infinites.length >= 2) return { kind: 'draw', xor, outcome: 0, infinites };
  const K = optionValues(gamma, tokens[infinites[0]]);
  return { kind: 'one-infinite', xor, K, infinite: infinites[0], outcome: K.includes(xor) ? 1 : 0, infinites };
}

const setWords = (K) => `{${K.join(', ')}}`;

/**
 * Why the sum's answer is what it is, in words: the rule that decides it from the values, and
 * what the move does. answer: SumSession.answer's { outcome, token, to }; name(v): a vertex's name.
 * @param {SumGamma} gamma
 * @param {number[]} tokens
 * @param {{ outcome: number, token: number | null, to: number | null } | null} answer
 * @param {(v: number) => string} name
 * @returns {string}
 */
export function sumWhy(gamma, tokens, answer, name) {
  if (!tokens.length) return 'There are no tokens: put some on the graph (click a vertex).';
  const rule = sumRule(gamma, tokens);
  const g = (v) => gammaLabel(gamma, v);
  const tokenName = (i) => `token ${i + 1} (on ${name(tokens[i])}, value ${g(tokens[i])})`;
  const move =
    answer && answer.token !== null && answer.to !== null
      ? `move token ${answer.token + 1} from ${name(tokens[answer.token])} to ${name(answer.to)}, whose value is ${g(answer.to)}`
      : '';
  const values = tokens.map((v) => g(v)).join(', ');
  if (rule.kind === 'finite') {
    const head =
      `Every token's value is finite (${values}): the sum plays like nim, ` + `and the values XOR to ${rule.xor}.`;
    if (rule.xor === 0)
      return (
        `${head} XOR 0 loses for the player to move: every move changes one value, so the XOR is no longer 0, ` +
        'and the opponent can make it 0 again (a move up to a larger value is reversed back down).'
      );
    return `${head} Not 0: the player to move wins — ${move}, and the XOR becomes 0.`;
  }
  if (rule.kind === 'one-infinite') {
    const i = rule.infinite;
    const others = tokens.length === 1 ? 'There are no other tokens (XOR 0)' : `The finite tokens XOR to ${rule.xor}`;
    if (rule.outcome === 1)
      return (
        `${others}, which is in K = ${setWords(rule.K)} of ${tokenName(i)}: ${move}; ` +
        'now every value is finite and the XOR is 0, a loss for the opponent.'
      );
    return (
      `${others}, which is not in K = ${setWords(rule.K)} of ${tokenName(i)}: nobody can force a win, a draw. ` +
      (move ? `To keep it: ${move}.` : '')
    );
  }
  return (
    `${rule.infinites.length} tokens have the value ∞ (${rule.infinites.map(tokenName).join(', ')}): ` +
    `with two or more ∞ tokens the sum is a draw — whoever would lose moves an ∞ token along its endless path. ` +
    (move ? `The draw is kept: ${move}.` : '')
  );
}

// ---- the product graph of k tokens ---------------------------------------------------------
// Its positions: the ordered tuples (t0, …, t(k−1)), numbered Σ t_i·n^i; a move moves one token
// along an edge. Solved as the generic game, its values are the sum's, with the exact depth.
/** @type {(places: number[], n: number) => number} */
export const productIndex = (places, n) => places.reduceRight((x, v) => x * n + v, 0);
/** @type {(n: number, m: number, k: number) => { positions: number, edges: number }} */
export const productSize = (n, m, k) => ({ positions: n ** k, edges: k * m * n ** (k - 1) });

/**
 * @param {number} n
 * @param {ArrayLike<number>} from
 * @param {ArrayLike<number>} to
 * @param {number} k tokens
 * @returns {{ n: number, from: Uint32Array, to: Uint32Array }}
 */
export function productGraph(n, from, to, k) {
  const { positions, edges } = productSize(n, from.length, k);
  // The successors of each vertex, as offsets into one list.
  const start = new Uint32Array(n + 1),
    next = new Uint32Array(from.length);
  for (let j = 0; j < from.length; j++) start[from[j] + 1]++;
  for (let v = 0; v < n; v++) start[v + 1] += start[v];
  const fill = start.slice(0, n);
  for (let j = 0; j < from.length; j++) next[fill[from[j]]++] = to[j];
  const pf = new Uint32Array(edges),
    pt = new Uint32Array(edges);
  let e = 0;
  for (let i = 0, step = 1; i < k; i++, step *= n)
    for (let p = 0; p < positions; p++) {
      const at = Math.floor(p / step) % n,
        rest = p - at * step;
      for (let j = start[at]; j < start[at + 1]; j++) {
        pf[e] = p;
        pt[e++] = rest + next[j] * step;
      }
    }
  return { n: positions, from: pf, to: pt };
}
