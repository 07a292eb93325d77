import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';

/** The sales address (SALES_EMAIL when the console is built; docs/organizations.md). */
export const SALES_EMAIL = __PARLEY_SALES_EMAIL__;

/** No organization left in the user's quota (01 §6): offers writing to sales. */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const subject = encodeURIComponent(t`More organizations for my account`);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`You cannot create more organizations`}
      size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
          <a href={`mailto:${SALES_EMAIL}?subject=${subject}`} className={primaryButton} onClick={onClose}>{t`Contact sales`}</a>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {t`Your account has used all the organizations it may create. Write to our sales team (${SALES_EMAIL}) to get more.`}
      </p>
    </Modal>
  );
}
