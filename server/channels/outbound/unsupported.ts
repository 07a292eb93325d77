// Content a platform cannot show is refused with its reason, never cut short: each adapter maps
// Parley's content to its platform's shapes or to `{unsupported: why}`.

export type Unsupported = { unsupported: string };
export const isUnsupported = (value: object): value is Unsupported => 'unsupported' in value;

/** Each item mapped, or the first reason one cannot be. */
export function everyOrReason<T, R extends object>(items: readonly T[], map: (item: T, index: number) => R | Unsupported): R[] | Unsupported {
  const mapped: R[] = [];
  for (const [index, item] of items.entries()) {
    const result = map(item, index);
    if (isUnsupported(result)) return result;
    mapped.push(result);
  }
  return mapped;
}
