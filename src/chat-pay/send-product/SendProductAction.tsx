// "Send product" in the composer: a product picker (published products, searched by title or SKU)
// that sends the chosen one as a card to the customer on their platform (POST /shop8/{orgId}/product/send),
// with Facebook's HUMAN_AGENT tag by default (03 §9). Online only: offline it says so.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../../common/access';
import type { Platform } from '../../../common/contracts/base';
import { useRoleFeature } from '../../routing/org-role-store';
import { useVpcSetting } from '../../routing/vpc-setting-store';
import { secondaryButton } from '../../ui/buttons';

// Loaded when first opened: the conversation's first screen does not carry the picker.
const ProductPickerDialog = lazy(() => import('./ProductPickerDialog').then((module) => ({ default: module.ProductPickerDialog })));

/** The button and its dialog; nothing when the plan or the member's role does not open chatPay's products. */
export function SendProductAction({ orgId, customerId, platform }: { orgId: string; customerId: string; platform: Platform }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const allowed = partAllowed(useVpcSetting(orgId), useRoleFeature(orgId), 'chatpay', 'product');
  if (!allowed) return null;
  return (
    <>
      <button type="button" className={secondaryButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>{t`Send product`}</button>
      {open && (
        <Suspense fallback={null}>
          <ProductPickerDialog orgId={orgId} customerId={customerId} platform={platform} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
