// Splits an amount of cents across parts in proportion to weights, largest remainder first, so parts sum exactly to the amount.
export function allocateByWeights(amount: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  if (amount < 0) return allocateByWeights(-amount, weights).map((c) => (c === 0 ? 0 : -c));
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  // With nothing to weigh by, share equally.
  const basis = sum > 0 ? clean : clean.map(() => 1);
  const basisSum = sum > 0 ? sum : clean.length;
  const raw = basis.map((w) => (amount * w) / basisSum);
  const parts = raw.map((r) => Math.floor(r + 1e-9));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r + 1e-9) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k].i] += 1;
  return parts;
}
