// The words of customer groups: statuses, and the delete error (02 §8: the server's message or a default).
import { t } from '@lingui/core/macro';
import type { CustomerGroupStatus } from '../../common/customer-groups';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

export function groupStatusText(status: CustomerGroupStatus): string {
  switch (status) {
    case 'ready': return t({ message: 'Ready', context: 'customer group status' });
    case 'updating': return t({ message: 'Updating', context: 'customer group status' });
    case 'creating': return t({ message: 'Creating', context: 'customer group status' });
    case 'import-custom-customer-group': return t({ message: 'Importing', context: 'customer group status' });
  }
}

export async function deleteGroupErrorText(cause: unknown): Promise<string> {
  const error = await toApiError(cause);
  if (error.offline || !error.body.error) return t`The customer group could not be deleted. Please try again.`;
  return errorText(error);
}
