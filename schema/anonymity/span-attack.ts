// The attacker of decision 081, exact: it holds every figure an audience was shown and knows which people each covers, and adds,
// subtracts and scales them at will. What it can learn is the span of the figures' indicator vectors; it isolates a group when a
// non-zero vector of that span rests on fewer than the floor. Exponential in the worst case: for tests and small checks.

/** Each published figure's people (those the audience could not read otherwise). */
export type PublishedSets = readonly (readonly string[])[];

/**
 * A set of fewer than `floor` people (and at least one) on whom some sum and difference of the published figures rests, or null
 * when there is none. People covered by exactly the same figures (an atom) can only be seen together, so the search runs on atoms.
 */
export function isolatedSet(published: PublishedSets, floor: number): string[] | null {
  const atoms = atomsOf(published);
  const heavy = atoms.filter((a) => a.members.length >= floor);
  const light = atoms.filter((a) => a.members.length < floor);
  if (light.length === 0) return null;
  const rows = published.map((_, s) => [...heavy, ...light].map((a) => (a.sets.has(s) ? 1n : 0n)));
  // A vector on fewer than `floor` people is zero on every heavy atom: only combinations that cancel them all can isolate.
  const onLight = eliminate(rows, heavy.length).map((r) => r.slice(heavy.length));
  const dim = rank(onLight);
  if (dim === 0) return null;
  // Some vector vanishes outside the light atoms S exactly when dropping S's columns lowers the rank.
  const weights = light.map((a) => a.members.length);
  const found = searchSubsets(weights, floor - 1, (chosen) => rank(onLight.map((r) => r.filter((_, j) => !chosen.has(j)))) < dim);
  return found && [...found].flatMap((j) => light[j]!.members);
}

type Atom = { members: string[]; sets: Set<number> };

function atomsOf(published: PublishedSets): Atom[] {
  const signatures = new Map<string, number[]>();
  published.forEach((set, s) => new Set(set).forEach((m) => signatures.set(m, [...(signatures.get(m) ?? []), s])));
  const atoms = new Map<string, Atom>();
  for (const [member, sets] of signatures) {
    const key = sets.join(",");
    const atom = atoms.get(key) ?? { members: [], sets: new Set(sets) };
    atom.members.push(member);
    atoms.set(key, atom);
  }
  return [...atoms.values()];
}

/** Subsets of indices, smallest first within each branch, whose weights sum to at most `budget` (and > 0); the first that `hits`. */
function searchSubsets(weights: readonly number[], budget: number, hits: (chosen: Set<number>) => boolean): Set<number> | null {
  const chosen = new Set<number>();
  const walk = (from: number, left: number): Set<number> | null => {
    for (let j = from; j < weights.length; j++) {
      if (weights[j]! > left) continue;
      chosen.add(j);
      if (hits(chosen)) return new Set(chosen);
      const deeper = walk(j + 1, left - weights[j]!);
      if (deeper) return deeper;
      chosen.delete(j);
    }
    return null;
  };
  return walk(0, budget);
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

/** A row divided by the gcd of its entries: exact integer elimination without the numbers growing. */
function normalised(row: bigint[]): bigint[] {
  const g = row.reduce(gcd, 0n);
  return g > 1n ? row.map((x) => x / g) : row;
}

/** Forward elimination on the first `upTo` columns; returns the rows left without a pivot (zero on those columns). */
function eliminate(input: readonly bigint[][], upTo: number): bigint[][] {
  const m = input.map((r) => [...r]);
  let next = 0;
  for (let c = 0; c < upTo && next < m.length; c++) {
    const p = m.findIndex((r, i) => i >= next && r[c] !== 0n);
    if (p === -1) continue;
    [m[next], m[p]] = [m[p]!, m[next]!];
    const pivot = m[next]!;
    for (let i = next + 1; i < m.length; i++) {
      const r = m[i]!;
      if (r[c] !== 0n) m[i] = normalised(r.map((x, j) => x * pivot[c]! - pivot[j]! * r[c]!));
    }
    next++;
  }
  return m.slice(next);
}

/** The rank over the rationals, exactly. */
export function rank(rows: readonly bigint[][]): number {
  const width = rows[0]?.length ?? 0;
  return rows.length - eliminate(rows, width).length;
}
