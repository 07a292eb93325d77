// The e-commerce referral (01 §3 browser storage key): the shop platform a visitor came from, when
// the sign-up link carries ?referral=<provider>, for sign-up's e-commerce enable step; sign-up clears
// it at the end (01 §4). That step needs the shop-platform integrations (03 §7), not built yet.
const STORAGE_KEY = 'parley.ecommerceReferral';
export const REFERRAL_PARAM = 'referral';
const PROVIDER = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Keeps the referral named in the sign-up URL's query, when there is one that looks like a provider. */
export function storeReferralFrom(params: URLSearchParams): void {
  const provider = params.get(REFERRAL_PARAM)?.trim().toLowerCase();
  if (provider && PROVIDER.test(provider)) localStorage.setItem(STORAGE_KEY, provider);
}

export function clearStoredReferral(): void {
  localStorage.removeItem(STORAGE_KEY);
}
