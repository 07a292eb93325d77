// The pre-chat form: the name and e-mail the organization asks a new visitor for before the chat
// starts (Linked apps › Live chat). A field is left out, optional or required as the settings say;
// the server checks the answer again and names a field it refuses.
import type { PrechatForm, VisitorProfileRequest } from '../../common/contracts/livechat';
import { LIVECHAT_EMAIL_MAX, LIVECHAT_NAME_MAX } from '../../common/livechat';
import { LivechatFieldError } from './api';
import type { LivechatStrings } from './strings';
import { element, pageHeader } from './view';

type Field = keyof PrechatForm;

/** A simple shape check, the server's format check being the rule: something@something.something. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export interface PrechatPage {
  /** The header's text (the organization's name). */
  title: string;
  /** The away notice, outside business hours. */
  away: string | undefined;
}

/**
 * Shows the form in `root` under the header (and the away notice) and resolves once `submit` took
 * the answer; a refusal shows under its field, a failure above the button.
 */
export function askPrechat(
  root: HTMLElement,
  strings: LivechatStrings,
  form: PrechatForm,
  page: PrechatPage,
  submit: (answer: Omit<VisitorProfileRequest, 'visitorToken'>) => Promise<unknown>,
): Promise<void> {
  const { header } = pageHeader(page.title);
  const notice = page.away ? [element('p', 'lc-away', page.away)] : [];
  const formElement = element('form', 'lc-prechat');
  formElement.noValidate = true;
  formElement.append(element('p', 'lc-prechat-intro', strings.prechatIntro));

  const inputs = new Map<Field, { input: HTMLInputElement; error: HTMLElement }>();
  for (const field of ['name', 'email'] as const) {
    if (form[field] === 'off') continue;
    const id = `lc-prechat-${field}`;
    const label = element('label', undefined, form[field] === 'optional' ? strings.optional.replace('{field}', strings[field]) : strings[field]);
    label.htmlFor = id;
    const input = element('input', 'lc-input');
    input.id = id;
    input.type = field === 'email' ? 'email' : 'text';
    input.autocomplete = field;
    input.maxLength = field === 'email' ? LIVECHAT_EMAIL_MAX : LIVECHAT_NAME_MAX;
    input.required = form[field] === 'required';
    const error = element('p', 'lc-field-error');
    error.id = `${id}-error`;
    input.setAttribute('aria-describedby', error.id);
    const wrapper = element('div', 'lc-field');
    wrapper.append(label, input, error);
    formElement.append(wrapper);
    inputs.set(field, { input, error });
  }
  const failure = element('p', 'lc-field-error');
  failure.setAttribute('role', 'alert');
  const start = element('button', 'lc-send', strings.startChat);
  start.type = 'submit';
  formElement.append(failure, start);
  root.replaceChildren(header, ...notice, formElement);
  inputs.values().next().value?.input.focus();

  const showError = (field: Field, text: string) => {
    const { input, error } = inputs.get(field)!;
    error.textContent = text;
    input.setAttribute('aria-invalid', 'true');
  };
  const problemOf = (field: Field, value: string) => {
    if (!value) return form[field] === 'required' ? strings.fieldRequired : undefined;
    return field === 'email' && !looksLikeEmail(value) ? strings.invalidEmail : undefined;
  };

  return new Promise((resolve) => {
    formElement.addEventListener('submit', (event) => {
      event.preventDefault();
      failure.textContent = '';
      const answer: Partial<Record<Field, string>> = {};
      let firstInvalid: HTMLInputElement | undefined;
      for (const [field, { input, error }] of inputs) {
        const value = input.value.trim();
        const problem = problemOf(field, value);
        error.textContent = '';
        input.removeAttribute('aria-invalid');
        if (problem) {
          showError(field, problem);
          firstInvalid ??= input;
        } else if (value) {
          answer[field] = value;
        }
      }
      if (firstInvalid) return firstInvalid.focus();
      start.disabled = true;
      submit(answer).then(() => resolve(), (error: unknown) => {
        start.disabled = false;
        if (error instanceof LivechatFieldError && inputs.has(error.field)) {
          showError(error.field, error.field === 'email' ? strings.invalidEmail : strings.fieldRequired);
          inputs.get(error.field)!.input.focus();
        } else {
          failure.textContent = strings.startFailed;
        }
      });
    });
  });
}
