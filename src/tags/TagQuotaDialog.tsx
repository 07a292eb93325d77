import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ResourceUse } from '../../common/tag-quota';
import { SALES_EMAIL } from '../org/ContactSalesDialog';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';

/** The tag management screen of customer management (02 §2). */
export const tagManagementPath = (orgId: string) => `/customer-management/${orgId}/tag-management`;

interface TagQuotaDialogProps {
  orgId: string;
  use: ResourceUse;
  onClose: () => void;
}

/** `tag-management.out-of-quota` (01 §8): the organization's distinct tags reached its quota. */
export function TagQuotaDialog({ orgId, use, onClose }: TagQuotaDialogProps) {
  const { t } = useLingui();
  const { used, quota } = use;
  const subject = encodeURIComponent(t`A larger tag quota`);
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={t`Tag quota used up`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Close`}</button>
          <Link to={tagManagementPath(orgId)} className={secondaryButton} onClick={onClose}>{t`Tag management`}</Link>
          <a href={`mailto:${SALES_EMAIL}?subject=${subject}`} className={primaryButton} onClick={onClose}>{t`Contact us`}</a>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {t({
          id: 'tag-management.out-of-quota',
          message: `Your organization's customers carry ${used} different tags; its quota is ${quota}. Remove tags you no longer need in tag management, or write to ${SALES_EMAIL} for a larger quota.`,
        })}
      </p>
    </Modal>
  );
}
