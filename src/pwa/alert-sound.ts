// The console's alert sounds (01 §9: for new messages and for chat-pay), made with Web Audio: short
// sine chimes, no sound files to fetch or cache. Browsers let a page play sound once the agent has
// interacted with it; before that the chime is skipped.

/** The chat-pay alert plays for 1 s (01 §9). */
export const CHAT_PAY_ALERT_MS = 1000;

export type AlertSound = 'message' | 'chatPay';

/** Each sound: the notes (Hz) played one after another over its duration. */
export const ALERT_SOUNDS: Record<AlertSound, { notes: readonly number[]; durationMs: number }> = {
  message: { notes: [880, 1320], durationMs: 360 },
  chatPay: { notes: [1047, 1319, 1568, 2093], durationMs: CHAT_PAY_ALERT_MS },
};

const PEAK_GAIN = 0.2;
let context: AudioContext | undefined;

export async function playAlertSound(sound: AlertSound): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  if (context.state !== 'running') return;
  const { notes, durationMs } = ALERT_SOUNDS[sound];
  const noteSeconds = durationMs / 1000 / notes.length;
  notes.forEach((frequency, index) => {
    const start = context!.currentTime + index * noteSeconds;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + noteSeconds);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(start);
    oscillator.stop(start + noteSeconds);
  });
}
