// The web app manifest (vite.config.ts hands it to vite-plugin-pwa). Shortcuts open console routes
// without an organization id: /message-center goes on to the selected organization's message center
// (src/routing/SelectedOrgRedirect.tsx), and `?panel=notifications` opens the notification center there.

/** The query parameter that opens a shell panel on arrival (`NOTIFICATIONS_PANEL` opens the notification center). */
export const PANEL_PARAM = 'panel';
export const NOTIFICATIONS_PANEL = 'notifications';

const appIcon = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

export const webManifest = {
  name: 'Parley',
  short_name: 'Parley',
  description: 'Answer your customers on every chat channel',
  theme_color: '#4f46e5',
  background_color: '#ffffff',
  display: 'standalone' as const,
  start_url: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    // The bubble within the central 80% (the safe zone), on a full-bleed background the platform may crop.
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Message center', short_name: 'Messages', url: '/message-center', icons: [appIcon] },
    { name: 'Notifications', short_name: 'Notifications', url: `/message-center?${PANEL_PARAM}=${NOTIFICATIONS_PANEL}`, icons: [appIcon] },
  ],
};
