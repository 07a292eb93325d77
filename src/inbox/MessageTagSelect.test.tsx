import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageTag } from '../../common/customer-profile';
import type { Platform } from '../../common/contracts/base';
import { activateLocale } from '../i18n/activate';
import { MessageTagSelect } from './MessageTagSelect';

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

function renderSelect(platform: Platform, onChange = vi.fn<(tag: MessageTag) => void>()) {
  render(<I18nProvider i18n={i18n}><MessageTagSelect platform={platform} value="NO_TAG" onChange={onChange} /></I18nProvider>);
  return onChange;
}

describe('MessageTagSelect', () => {
  it('offers the Facebook message tags to a Facebook customer and reports the choice', () => {
    const onChange = renderSelect('facebook');
    const select = screen.getByRole('combobox', { name: 'Message tag' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No tag', 'Human agent', 'Confirmed event update', 'Post-purchase update', 'Account update',
    ]);
    fireEvent.change(select, { target: { value: 'HUMAN_AGENT' } });
    expect(onChange).toHaveBeenCalledWith('HUMAN_AGENT');
  });

  it('offers the WhatsApp tags to a WhatsApp customer', () => {
    renderSelect('whatsapp');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No tag', 'WhatsApp template']);
  });

  it('shows nothing for channels without message tags', () => {
    renderSelect('livechat');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
