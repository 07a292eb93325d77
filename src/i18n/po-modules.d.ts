// The Lingui Vite plugin compiles an imported .po catalog into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
