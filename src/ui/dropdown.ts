// The panel of every dropdown menu, list box and combo box: at most 294 px tall, then it scrolls (01 §2).
// Headless UI's anchored panels set their own max-height from --anchor-max-height, so that is set too.
export const dropdownPanel = 'max-h-[294px] [--anchor-max-height:294px] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none';
