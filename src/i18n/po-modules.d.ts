// A part of a catalog (scripts/lingui-catalog-parts.ts) compiled into its messages.
declare module '*.po?part=public' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=inbox' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=console' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
