// Where the visitor's identity is kept: localStorage, so it survives reloads. Embedded in another
// site, a browser that blocks third-party storage throws on any access; the page then keeps the
// token in memory and the visitor is a new one after a reload, instead of the chat not opening.
const tokenKey = (orgId: string) => `parley.livechat.visitorToken:${orgId}`;
const inMemory = new Map<string, string>();

export function readVisitorToken(orgId: string): string | undefined {
  try {
    return localStorage.getItem(tokenKey(orgId)) ?? undefined;
  } catch {
    return inMemory.get(orgId);
  }
}

export function keepVisitorToken(orgId: string, token: string): void {
  try {
    localStorage.setItem(tokenKey(orgId), token);
  } catch {
    inMemory.set(orgId, token);
  }
}
