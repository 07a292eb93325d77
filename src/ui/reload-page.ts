/** Reloads the page: the toasts' Refresh (a module of its own, so a unit test can tell it was asked). */
export function reloadPage(): void {
  window.location.reload();
}
