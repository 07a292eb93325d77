import { describe, expect, it } from 'vitest';
import { aiConfigOf } from './config';

describe('AI configuration', () => {
  it('has no service without AI_BASE_URL, a 20 s time limit and the plan\'s points', () => {
    expect(aiConfigOf({})).toEqual({ service: undefined, timeoutMs: 20_000, pointLimit: undefined });
  });

  it('reads the service, key, model, time limit and point limit', () => {
    expect(aiConfigOf({ AI_BASE_URL: 'https://api.example.com/v1/', AI_API_KEY: 'sk-1', AI_MODEL: 'claude-3-haiku', AI_TIMEOUT_MS: '5000', AI_POINT_LIMIT: '0' }))
      .toEqual({ service: { baseUrl: 'https://api.example.com/v1', apiKey: 'sk-1', model: 'claude-3-haiku' }, timeoutMs: 5000, pointLimit: 0 });
    expect(aiConfigOf({ AI_BASE_URL: 'http://127.0.0.1:9000' }).service).toEqual({ baseUrl: 'http://127.0.0.1:9000', apiKey: undefined, model: 'gpt-4o' });
  });

  it.each([
    [{ AI_BASE_URL: 'not a url' }, /AI_BASE_URL must be an http\(s\) URL/],
    [{ AI_BASE_URL: 'ftp://example.com' }, /AI_BASE_URL/],
    [{ AI_BASE_URL: 'https://example.com', AI_MODEL: 'gpt-5' }, /AI_MODEL must be one of gpt-3.5-turbo, gpt-4o, gpt-4, gpt-4-turbo, claude-3-5-sonnet, claude-3-haiku/],
    [{ AI_TIMEOUT_MS: '60000' }, /AI_TIMEOUT_MS must be a whole number 1..50000/],
    [{ AI_POINT_LIMIT: '-1' }, /AI_POINT_LIMIT/],
  ])('refuses %o', (env, message) => {
    expect(() => aiConfigOf(env)).toThrow(message);
  });
});
