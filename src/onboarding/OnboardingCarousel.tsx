import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CONNECTABLE_PLATFORMS } from '../../common/organizations/integrations';
import { connectableChannelList } from '../org-settings/channels';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';

/** 01 §9: the carousel's speed. */
const SLIDE_TRANSITION_MS = 1000;

/**
 * The onboarding carousel (01 §2): three slides on what Parley does, with Skip, Next and, on the
 * last slide, Finish. One button turns from Next into Finish, so the keyboard focus stays on it.
 */
export function OnboardingCarousel({ onSkip, onFinish }: { onSkip: () => void; onFinish: () => void }) {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  // Only what this server connects, named as on the linked-app page.
  const channels = connectableChannelList(i18n);
  const slides = [
    {
      title: t`One shared inbox`,
      text: t`Answer your customers on ${channels} from one shared inbox, together with your team.`,
    },
    {
      title: t`Work offline, lose nothing`,
      text: t`Conversations you have opened stay on this device. Replies you write without a connection wait and go out in order once you are back online.`,
    },
    {
      title: t`Connect your channels`,
      text: plural(CONNECTABLE_PLATFORMS.length, {
        one: `This server connects ${channels}. Set it up under Linked apps in the organization settings, and its messages arrive in the inbox.`,
        other: `This server connects ${channels}. Set them up under Linked apps in the organization settings, and their messages arrive in the inbox.`,
      }),
    },
  ];
  const last = index === slides.length - 1;
  const position = index + 1;
  const count = slides.length;

  return (
    <Modal
      open
      onClose={onSkip}
      title={t`Welcome to Parley`}
      actions={
        <>
          {!last && (
            <button type="button" className={secondaryButton} onClick={onSkip}>
              {t`Skip`}
            </button>
          )}
          {/* The dialog starts on it: Enter, Enter, Enter goes through. */}
          <button type="button" data-autofocus className={primaryButton} onClick={last ? onFinish : () => setIndex(index + 1)}>
            {last ? t`Finish` : t`Next`}
          </button>
        </>
      }
    >
      <div aria-roledescription={t`carousel`} className="overflow-hidden">
        <div
          data-testid="onboarding-track"
          className="flex transition-transform ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SLIDE_TRANSITION_MS}ms` }}
        >
          {slides.map((slide, slideIndex) => {
            const slidePosition = slideIndex + 1;
            return (
              <section
                key={slide.title}
                aria-roledescription={t`slide`}
                aria-label={t`${slidePosition} of ${count}`}
                aria-hidden={slideIndex !== index}
                inert={slideIndex !== index}
                className="w-full shrink-0 px-1 py-4"
              >
                <h3 className="text-base font-semibold text-slate-900">{slide.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{slide.text}</p>
              </section>
            );
          })}
        </div>
      </div>
      <p aria-live="polite" className="mt-2 flex items-center gap-2 text-xs text-slate-500">
        <span className="flex gap-1" aria-hidden="true">
          {slides.map((slide, slideIndex) => (
            <span key={slide.title} className={`size-2 rounded-full ${slideIndex === index ? 'bg-indigo-600' : 'bg-slate-300'}`} />
          ))}
        </span>
        {t`Step ${position} of ${count}`}
      </p>
    </Modal>
  );
}
