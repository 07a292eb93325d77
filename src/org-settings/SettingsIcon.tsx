/** Sidebar icon of the organization settings (24×24 outline, currentColor, like the shell's icons). */
export const SettingsIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5 shrink-0">
    <path d="M4 20V9l8-5 8 5v11z" />
    <path d="M9 20v-6h6v6" />
  </svg>
);
