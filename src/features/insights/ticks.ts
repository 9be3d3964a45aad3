/** Round count ticks from 0 to at least `peak`: steps of 1, 2 or 5 times a power of ten, about four of them. */
export function countTicks(peak: number): number[] {
  const rough = Math.max(1, peak / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < peak) ticks.push(ticks.length * step);
  if (ticks.length === 1) ticks.push(step);
  return ticks;
}
