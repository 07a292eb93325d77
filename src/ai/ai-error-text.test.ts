import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { activateLocale } from '../i18n/activate';
import { aiFailure } from './ai-error-text';

beforeAll(() => activateLocale('en-US'));

const answered = (status: number, error: string) => new ApiError(status, { code: 141, error });

describe('AI error texts (02 §8)', () => {
  it.each([
    ['a timeout (504)', answered(504, 'error/openai_timeout'), 'The AI service did not answer. Try again in a moment.', false],
    ['any 504', new ApiError(504, {}), 'The AI service did not answer. Try again in a moment.', false],
    ['an AI service error', answered(502, 'error/openai_api_error'), 'The AI service did not answer. Try again in a moment.', false],
    ['no customer message', answered(400, 'error/no_cs_case'), 'The customer has not written anything to reply to yet.', false],
    ['too many notes', answered(400, 'error/note_count_limit'), 'This customer already has 100 notes, the most allowed. Delete a note to save a new one.', false],
    ['no bot', answered(404, 'error/bot_not_found'), 'No AI bot is set up for this organization yet. Set one up in the AI bot editor.', true],
    ['no points', answered(402, 'error/spoint_not_enough'), 'This organization has used its AI points for this month.', false],
    ['no server', new ApiError(0, { error: 'Failed to fetch' }, true), 'Cannot reach the server. Check your connection and try again.', false],
  ])('%s', (_name, error, text, openBotEditor) => {
    expect(aiFailure(error)).toEqual({ text, openBotEditor });
  });
});
