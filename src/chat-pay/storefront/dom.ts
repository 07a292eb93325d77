// Small DOM helpers of the shop page: elements with their text set as text (never parsed as HTML),
// and a labelled form field with its error under it.

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

let lastId = 0;
/** An id unique in the page, for labels and descriptions. */
export const uniqueId = (prefix: string) => `${prefix}-${++lastId}`;

export interface Field<T extends HTMLInputElement | HTMLTextAreaElement> {
  wrapper: HTMLDivElement;
  input: T;
  /** Shows `text` under the field and marks it invalid; undefined clears both. */
  setError(text: string | undefined): void;
}

/** A label, its control and an error line the control is described by. */
export function field<T extends HTMLInputElement | HTMLTextAreaElement>(label: string, input: T): Field<T> {
  input.id ||= uniqueId('shop-field');
  const labelElement = element('label', 'shop-label', label);
  labelElement.htmlFor = input.id;
  const error = element('p', 'shop-field-error');
  error.id = `${input.id}-error`;
  input.setAttribute('aria-describedby', error.id);
  const wrapper = element('div', 'shop-field');
  wrapper.append(labelElement, input, error);
  return {
    wrapper,
    input,
    setError(text) {
      error.textContent = text ?? '';
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
  };
}

/** A group of radio buttons under a legend; `onChange` gets the chosen value. */
export function radioGroup(legend: string, name: string, choices: readonly { value: string; label: string; disabled?: boolean; checked?: boolean }[],
  onChange?: (value: string) => void): { fieldset: HTMLFieldSetElement; inputs: HTMLInputElement[] } {
  const fieldset = element('fieldset', 'shop-choices');
  fieldset.append(element('legend', 'shop-label', legend));
  const inputs = choices.map((choice) => {
    const input = element('input');
    input.type = 'radio';
    input.name = name;
    input.value = choice.value;
    input.disabled = choice.disabled ?? false;
    input.checked = choice.checked ?? false;
    input.addEventListener('change', () => { if (input.checked) onChange?.(choice.value); });
    const label = element('label', 'shop-choice');
    label.append(input, element('span', undefined, choice.label));
    fieldset.append(label);
    return input;
  });
  return { fieldset, inputs };
}
