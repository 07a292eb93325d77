// What the agent reads when a suggested reply or a summary fails (02 §8).
import { t } from '@lingui/core/macro';
import { AI_ERROR } from '../../common/ai';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

export interface AiFailure {
  text: string;
  /** No AI bot is set up: the bot editor opens in a new tab (02 §8). */
  openBotEditor: boolean;
}

function failure(text: string, openBotEditor = false): AiFailure {
  return { text, openBotEditor };
}

export function aiFailure(error: ApiError): AiFailure {
  const key = error.body.error;
  if (error.offline) return failure(errorText(error));
  if (error.status === 504 || key === AI_ERROR.apiError || key === AI_ERROR.timeout) {
    return failure(t`The AI service did not answer. Try again in a moment.`);
  }
  if (key === AI_ERROR.noCase) return failure(t`The customer has not written anything to reply to yet.`);
  if (key === AI_ERROR.botNotFound) return failure(t`No AI bot is set up for this organization yet. Set one up in the AI bot editor.`, true);
  if (key === AI_ERROR.pointsNotEnough) return failure(t`This organization has used its AI points for this month.`);
  return failure(errorText(error));
}
