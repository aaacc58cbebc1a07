import type { FormInstance } from 'antd';

/** The DOM id antd gives a field's control: `<formName>_<field>`, or the field name in an unnamed form. */
export const fieldId = (formName: string | undefined, field: string) =>
  formName ? `${formName}_${field}` : field;

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * After a failed submit: focus the first invalid field (in page order) and bring its whole form item (label
 * included) into view. The item's CSS `scroll-margin-top` (forms.css) keeps it below the sticky header.
 */
export function focusFirstInvalid(form: FormInstance, fields: readonly string[], formName?: string): void {
  const found = fields
    .map((name) => ({ name, el: document.getElementById(fieldId(formName, name)) }))
    .filter((f): f is { name: string; el: HTMLElement } => f.el !== null)
    .sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = found[0];
  if (!first) {
    if (fields[0]) {
      form.focusField(fields[0]);
      form.scrollToField(fields[0], { block: 'start' });
    }
    return;
  }
  const item = first.el.closest<HTMLElement>('.ant-form-item') ?? first.el;
  const target = first.el.matches(FOCUSABLE) ? first.el : item.querySelector<HTMLElement>(FOCUSABLE);
  item.scrollIntoView?.({ block: 'start' });
  focusWhenEnabled(target);
}

/**
 * A server error arrives while the form is still disabled for the pending call (the re-render that enables it
 * comes after the mutation's callbacks): focus once the control is enabled again, for up to a second.
 */
function focusWhenEnabled(target: HTMLElement | null, tries = 20): void {
  if (!target) return;
  if (!target.matches(':disabled')) {
    target.focus({ preventScroll: true });
    return;
  }
  if (tries > 0) setTimeout(() => focusWhenEnabled(target, tries - 1), 50);
}
