import { useEffect, useState } from 'react';
import { DEFAULT_CURRENCY, type Currency } from '../../../common/chat-pay';
import { fetchShopSettings } from '../settings/settings-api';

/** The currency of the store settings, for new variations; TWD when they cannot be read (03 §9). null while reading. */
export function useShopCurrency(orgId: string): Currency | null {
  const [currency, setCurrency] = useState<{ orgId: string; value: Currency } | null>(null);
  useEffect(() => {
    let current = true;
    fetchShopSettings(orgId).then(
      (settings) => { if (current) setCurrency({ orgId, value: settings.currency }); },
      () => { if (current) setCurrency({ orgId, value: DEFAULT_CURRENCY }); },
    );
    return () => { current = false; };
  }, [orgId]);
  return currency?.orgId === orgId ? currency.value : null;
}
