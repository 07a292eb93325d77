import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EC_HISTORY_PAGE_SIZE } from '../../common/customer-profile';
import type { EcHistoryItem } from '../../common/contracts/customer-profile';
import type { CustomerRecord } from '../../local/records';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { secondaryButton } from '../ui/buttons';
import { ecConnectedPlatforms, ecHistoryPage } from './ecommerce-api';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; platforms: string[] };

/**
 * Connected platforms (the customer's chat channel, and the shops that know it) and the purchase
 * history, 10 a page (02 §9). Online only: offline it says so.
 */
export function EcommerceSection({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const { t, i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [history, setHistory] = useState<EcHistoryItem[]>([]);
  const [more, setMore] = useState(false);
  const customerId = customer.objectId;

  useEffect(() => {
    // The panel is made anew for each conversation, so the state starts empty for each customer.
    let live = true;
    ecConnectedPlatforms(orgId, customerId)
      .then(async (platforms) => {
        if (platforms.length > 0) {
          const page = await ecHistoryPage(orgId, customerId, 0);
          if (!live) return;
          setHistory(page.results);
          setMore(page.results.length === EC_HISTORY_PAGE_SIZE);
        }
        if (live) setLoaded({ state: 'done', platforms });
      })
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [orgId, customerId]);

  async function loadMore() {
    const page = await ecHistoryPage(orgId, customerId, history.length).catch(() => undefined);
    if (!page) return;
    setHistory([...history, ...page.results]);
    setMore(page.results.length === EC_HISTORY_PAGE_SIZE);
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="customer-ec-heading" className="border-t border-slate-200 px-4 py-3 text-sm">
      <h2 id="customer-ec-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Connected platforms`}</h2>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={t`Chat platforms`}>
        <li className="rounded bg-slate-100 px-1.5 text-xs text-slate-800">{i18n._(PLATFORM_LABELS[customer.platform])}</li>
      </ul>
      {loaded.state === 'loading' && <p className="mt-2 text-xs text-slate-500">{t`Loading…`}</p>}
      {loaded.state === 'failed' && <p className="mt-2 text-xs text-slate-500">{t`Purchase history is available when online.`}</p>}
      {loaded.state === 'done' && loaded.platforms.length === 0 && (
        <p className="mt-2 text-xs text-slate-500">{t`No e-commerce platform connected`}</p>
      )}
      {loaded.state === 'done' && loaded.platforms.length > 0 && (
        <>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={t`E-commerce platforms`}>
            {loaded.platforms.map((platform) => <li key={platform} className="rounded bg-emerald-50 px-1.5 text-xs text-emerald-900">{platform}</li>)}
          </ul>
          <h3 className="mt-3 text-xs font-semibold text-slate-500">{t`Purchase history`}</h3>
          {history.length === 0 && <p className="mt-1 text-xs text-slate-500">{t`No purchases yet.`}</p>}
          <ul className="mt-1 space-y-1">
            {history.map((item) => (
              <li key={`${item.provider}:${item.orderId}`} className="flex justify-between gap-2 text-xs text-slate-800">
                <span>{item.orderId} · {dateFormat.format(new Date(item.createdAt))}</span>
                <span>{new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: item.currency, maximumFractionDigits: 0 }).format(item.total)}</span>
              </li>
            ))}
          </ul>
          {more && <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void loadMore()}>{t`More purchases`}</button>}
        </>
      )}
    </section>
  );
}
