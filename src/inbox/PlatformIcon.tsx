import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import { PLATFORM_COLORS, PLATFORM_LABELS } from './platforms';

// Simple white glyphs on the platform's colour (24×24 view box), not the brands' logos.
const glyphs: Record<Platform, ReactNode> = {
  // A speech balloon with the LINE lettering's three bars.
  line: (
    <>
      <path d="M12 4C7 4 3 7.2 3 11.1c0 3.5 3.1 6.4 7.3 7l-.4 2.4c-.1.5.4.8.8.5l3.4-2.9C18.2 17.6 21 14.6 21 11.1 21 7.2 17 4 12 4Z" fill="currentColor" />
      <path d="M8 9.5v3.5h2M12 9.5V13M14.5 13V9.5l2.5 3.5V9.5" stroke="#15803d" strokeWidth="1.3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // The messenger balloon with its zig-zag.
  facebook: (
    <>
      <path d="M12 3.5c-4.8 0-8.5 3.5-8.5 8.1 0 2.5 1.1 4.6 2.9 6.1v3l2.8-1.5c.9.3 1.8.4 2.8.4 4.8 0 8.5-3.5 8.5-8S16.8 3.5 12 3.5Z" fill="currentColor" />
      <path d="m7 14 3.2-3.4 2 1.8 3.8-2.4-3.2 3.4-2-1.8Z" fill="#2563eb" stroke="#2563eb" strokeWidth="1" strokeLinejoin="round" />
    </>
  ),
  // A camera: rounded square, lens, flash.
  instagram: (
    <>
      <rect x="4.5" y="4.5" width="15" height="15" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.4" cy="7.6" r="1.1" fill="currentColor" />
    </>
  ),
  // A handset in a round balloon.
  whatsapp: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9.3 8.2c.3 0 .6.1.7.4l.7 1.6c.1.3 0 .5-.2.7l-.5.6c.6 1.2 1.6 2.2 2.8 2.8l.6-.5c.2-.2.5-.3.7-.2l1.6.7c.3.1.4.4.4.7 0 1-.8 1.8-1.8 1.8-3.3-.2-6-2.9-6.2-6.2 0-1 .8-1.8 1.8-1.8Z" fill="currentColor" />
    </>
  ),
  // A chat balloon with three dots.
  livechat: (
    <>
      <path d="M5 5h14a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 17h-8l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 5 5Z" fill="currentColor" />
      <circle cx="8.5" cy="11" r="1.2" fill="#7c3aed" />
      <circle cx="12" cy="11" r="1.2" fill="#7c3aed" />
      <circle cx="15.5" cy="11" r="1.2" fill="#7c3aed" />
    </>
  ),
};

/** A customer's platform as a small round icon, named for assistive technology and shown as a tooltip. */
export function PlatformIcon({ platform, className = '' }: { platform: Platform; className?: string }) {
  const { i18n } = useLingui();
  const label = i18n._(PLATFORM_LABELS[platform]);
  return (
    <span title={label}
      className={`inline-flex size-4 items-center justify-center rounded-full text-white ${PLATFORM_COLORS[platform]} ${className}`}>
      <svg viewBox="0 0 24 24" role="img" aria-label={label} className="size-3">{glyphs[platform]}</svg>
    </span>
  );
}
