/** Chosen items as chips, each with a remove button named for it; nothing when there are none. */
export function Chips({ label, items, removeLabel, onRemove }: {
  label: string; items: readonly string[]; removeLabel: (item: string) => string; onRemove: (item: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2 pr-1 text-xs text-indigo-900">
          <span>{item}</span>
          <button
            type="button"
            aria-label={removeLabel(item)}
            onClick={() => onRemove(item)}
            className="rounded-full px-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
