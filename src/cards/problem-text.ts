// The shared content rules (common/broadcast-content.ts, common/message-content.ts) answer English
// sentences, the same the server answers in its 400s; the broadcast editor and the conversation's card
// dialog show them in the active language. A sentence not listed here is shown as it came.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NOT_SUPPORTED_CONTENT_TYPE } from '../../common/broadcasts';
import { heightChoices } from './image-heights';

/** A match's groups, every one a string ('' when absent). */
type Groups = [string, string, string, string, string];
type Rule = readonly [RegExp, (i18n: I18n, match: Groups) => string];

const RULES: readonly Rule[] = [
  [/^the text is required$/, (i18n) => i18n._(msg`Type the text.`)],
  [/^the image is required \(an http\(s\) URL or a file uploaded here\)$/, (i18n) => i18n._(msg`Add the image (upload one or give an http or https link).`)],
  [/^subtitle is required$/, (i18n) => i18n._(msg`The subtitle is required.`)],
  [/^card images must be (\d+) wide and ([\d, ]+) high \(this one is (\d+)×(\d+)\)$/, (i18n, [, width, list, w, h]) => {
    const heights = heightChoices(i18n.locale, list.split(', '));
    return i18n._(msg`Card images must be ${width} pixels wide and ${heights} pixels high (this one is ${w}×${h}).`);
  }],
  [/^the alternative text has at most (\d+) characters$/, (i18n, [, max]) => i18n._(msg`The alternative text has at most ${max} characters.`)],
  [/^a (\w+) template has exactly one card$/, (i18n) => i18n._(msg`This kind of card has exactly one card.`)],
  [/^card images must be all present or all absent$/, (i18n) => i18n._(msg`Give every card an image, or none.`)],
  [/^every card must have the same number of buttons$/, (i18n) => i18n._(msg`Every card must have the same number of buttons.`)],
  [/^title must have 1 to (\d+) characters$/, (i18n, [, max]) => i18n._(msg`The title must have 1 to ${max} characters.`)],
  [/^subtitle must have at most (\d+) characters$/, (i18n, [, max]) => i18n._(msg`The subtitle has at most ${max} characters.`)],
  [/^image must be an http\(s\) URL or a file uploaded here$/, (i18n) => i18n._(msg`The image must be uploaded here or an http or https link.`)],
  [/^a confirm template has two buttons$/, (i18n) => i18n._(msg`A confirm card has two buttons.`)],
  [/^location buttons are not allowed$/, (i18n) => i18n._(msg`Location buttons are not allowed.`)],
  [/^needs an http\(s\) URL$/, (i18n) => i18n._(msg`Give an http or https link.`)],
  [/^needs a number starting with \+$/, (i18n) => i18n._(msg`Give a phone number starting with + (e.g. +886912345678).`)],
  [/^postback data must have 1 to (\d+) characters$/, (i18n, [, max]) => i18n._(msg`The postback data must have 1 to ${max} characters.`)],
  [/^the alternative text is required$/, (i18n) => i18n._(msg`The alternative text is required.`)],
  [/^an imagemap needs at least one action$/, (i18n) => i18n._(msg`Draw at least one area on the image.`)],
  [/^location actions are not allowed$/, (i18n) => i18n._(msg`Location actions are not allowed.`)],
  [/^every action needs its display text$/, (i18n) => i18n._(msg`Every area needs its display text.`)],
  [/^needs a valid URL or app link$/, (i18n) => i18n._(msg`Give a valid link or app link.`)],
  [/^needs the text to send$/, (i18n) => i18n._(msg`Type the text the area sends.`)],
  [/^the area must lie on the image \((\d+)×(\d+)\)$/, (i18n, [, width, height]) => i18n._(msg`The area must lie on the image (${width}×${height}).`)],
  [/^the video URL must be https$/, (i18n) => i18n._(msg`The video link must start with https://.`)],
  [/^the preview image URL must be https$/, (i18n) => i18n._(msg`The preview image link must start with https://.`)],
  [/^the file name is required$/, (i18n) => i18n._(msg`The file name is required.`)],
  [/^must have 1 to (\d+) buttons$/, (i18n, [, max]) => i18n._(msg`Add 1 to ${max} quick reply buttons.`)],
  [/^must have 1 to (\d+) characters$/, (i18n, [, max]) => i18n._(msg`Must have 1 to ${max} characters.`)],
  [/^must have 1 to (\d+) messages$/, (i18n, [, max]) => i18n._(msg`A broadcast has 1 to ${max} messages.`)],
  [/^choose an approved template$/, (i18n) => i18n._(msg`Choose an approved template.`)],
  [/^a share message is a card or a carousel$/, (i18n) => i18n._(msg`A share message is a card or a carousel.`)],
  [/^a shared card has at most (\d+) buttons \(the share button is the last\)$/, (i18n, [, max]) => i18n._(msg`A shared card has at most ${max} buttons of its own: the share button comes last.`)],
  [/^a shared card's buttons are links only$/, (i18n) => i18n._(msg`A shared card's buttons can only be links.`)],
  [/^a broadcast has one share message at most$/, (i18n) => i18n._(msg`A broadcast has one share message at most.`)],
];

function sentence(i18n: I18n, text: string): string {
  if (text === NOT_SUPPORTED_CONTENT_TYPE) return i18n._(msg`This kind of message cannot be broadcast.`);
  for (const [pattern, say] of RULES) {
    const match = text.match(pattern);
    if (match) return say(i18n, Array.from({ length: 5 }, (_, index) => match[index] ?? '') as Groups);
  }
  return text;
}

/** A rule's message in the active language ("card 2, button "Buy": needs an http(s) URL" → "Card 2, button "Buy": Give…"). */
export function problemText(i18n: I18n, text: string): string {
  const card = text.match(/^card (\d+)(?:, button "(.*)")?: (.*)$/s);
  if (!card) return sentence(i18n, text);
  const number = card[1] ?? '';
  const button = card[2];
  const what = sentence(i18n, card[3] ?? '');
  return button === undefined
    ? i18n._(msg`Card ${number}: ${what}`)
    : i18n._(msg`Card ${number}, button “${button}”: ${what}`);
}
