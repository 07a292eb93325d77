// The task button's badge text: nothing at 0, 99+ above 99 (as the other counters of 01 §9).
export function badgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
