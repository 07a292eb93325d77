import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { activateLocale } from '../i18n/activate';
import { CHANNELS_NOT_YET_CONNECTABLE } from '../org-settings/channels';
import { OnboardingCarousel } from './OnboardingCarousel';

const noop = () => undefined;

afterEach(cleanup);
afterAll(() => activateLocale('en-US'));

describe('the onboarding carousel', () => {
  it('promises only the channels this server connects (those of the linked-app page)', async () => {
    await activateLocale('en-US');
    render(<I18nProvider i18n={i18n}><OnboardingCarousel onSkip={noop} onFinish={noop} /></I18nProvider>);
    const carousel = screen.getByRole('dialog', { name: 'Welcome to Parley' });
    expect(carousel.textContent).toContain('Answer your customers on LINE, Messenger, Instagram, WhatsApp, and Live chat from one shared inbox');
    expect(carousel.textContent).toContain('This server connects LINE, Messenger, Instagram, WhatsApp, and Live chat. Set them up under Linked apps');
    for (const channel of CHANNELS_NOT_YET_CONNECTABLE) expect(carousel.textContent).not.toContain(i18n._(channel.name));
  });

  it.each(LOCALES)('says so in %s too', async (locale) => {
    await activateLocale(locale);
    render(<I18nProvider i18n={i18n}><OnboardingCarousel onSkip={noop} onFinish={noop} /></I18nProvider>);
    const text = screen.getByRole('dialog').textContent ?? '';
    expect(text).toContain(i18n._(msg`Live chat`));
    for (const name of ['LINE', 'Messenger', 'Instagram', 'WhatsApp']) expect(text).toContain(name);
  });
});
