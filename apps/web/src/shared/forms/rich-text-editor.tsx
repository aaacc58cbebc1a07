import { lazy, Suspense } from 'react';
import { Form } from 'antd';

export interface RichTextEditorProps {
  /** HTML ('' when empty); antd's Form.Item passes it. */
  value?: string;
  /** The new HTML after every change ('' when empty); antd's Form.Item passes it. */
  onChange?: (html: string) => void;
  /** The editable area's id (antd's Form.Item passes it: its label points at it, error focus finds it). */
  id?: string;
  /** The editable area's name (a contenteditable cannot be named by a `<label for>`). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Marks the area invalid; inside a Form.Item its own status decides when not given. */
  invalid?: boolean;
  /** The language of the text (`lang` of the editable area). */
  lang?: string;
  disabled?: boolean;
}

// TipTap (ProseMirror and its extensions) is loaded only when a form shows an editor.
const TiptapEditor = lazy(() => import('./tiptap-editor.tsx'));

/**
 * A rich-text field (HTML value) for antd forms: toolbar with bold, italic, headings, lists, quote, link add and
 * remove (http, https and mailto only), undo and redo. The server sanitises whatever is sent.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { status } = Form.Item.useStatus();
  const invalid = props.invalid ?? status === 'error';
  return (
    <Suspense fallback={<div className="pk-rte-loading" aria-busy="true" />}>
      <TiptapEditor {...props} invalid={invalid} />
    </Suspense>
  );
}
