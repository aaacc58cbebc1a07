import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { isEditorLink } from './rich-text-link.ts';
import '../ui/rich-text.css';
import './rich-text-editor.css';

/**
 * The editor's HTML, or '' when it shows nothing (TipTap's empty document is `<p></p>`). A destroyed editor (its
 * dialog closed and reopened: React keeps the component, TipTap makes a new editor) has no schema left: null.
 */
const htmlOf = (editor: Editor): string | null =>
  editor.isDestroyed ? null : editor.isEmpty ? '' : editor.getHTML();

/** The parts of the editor's state the toolbar shows. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e.isDestroyed
        ? IDLE_TOOLBAR
        : {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            href: (e.getAttributes('link').href as string | undefined) ?? '',
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          },
  });
}

/** The toolbar of an editor being replaced (nothing active, nothing to undo). */
const IDLE_TOOLBAR = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bullet: false,
  ordered: false,
  quote: false,
  link: false,
  href: '',
  canUndo: false,
  canRedo: false,
};

/**
 * The TipTap editor behind `RichTextEditor` (loaded lazily, so TipTap stays out of every other chunk). A controlled
 * field: `value` is HTML ('' when empty), every change calls `onChange` with the new HTML.
 */
export default function TiptapEditor({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  invalid,
  lang,
  disabled,
}: RichTextEditorProps) {
  const { t } = useTranslation(['editor', 'common']);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isEditorLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html !== null) onChangeRef.current?.(html);
    },
  });

  // the editable area: its name, state and id (the form item's label and error focus find it by the id)
  useEffect(() => {
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      tabindex: '0',
      class: 'pk-rte-content pk-prose',
    };
    if (id) attributes.id = id;
    if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (lang) attributes.lang = lang;
    if (disabled) attributes['aria-disabled'] = 'true';
    if (editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes } });
    editor.setEditable(!disabled, false);
  }, [editor, id, ariaLabel, describedBy, invalid, lang, disabled]);

  // a value set from outside (initial values, a reset) replaces the content; its own echo does not
  useEffect(() => {
    const next = value ?? '';
    const current = htmlOf(editor);
    if (current !== null && next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`pk-rte${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
      <Toolbar editor={editor} controls={id} label={t('editor:toolbar', { field: ariaLabel ?? '' })} />
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="pk-rte-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // keep the editor's selection: the click must not move the focus first
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, controls, label }: { editor: Editor; controls?: string; label: string }) {
  const { t } = useTranslation(['editor', 'common']);
  const state = useToolbarState(editor);
  const [linking, setLinking] = useState(false);
  const disabled = !editor.isEditable;
  const chain = () => editor.chain().focus();

  /** Arrow keys move between the toolbar's buttons (each is also reachable with Tab). */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('.pk-rte-button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    const next = (at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={label}
        aria-controls={controls}
        className="pk-rte-toolbar"
        onKeyDown={onKeyDown}
      >
        <ToolButton
          label={t('editor:bold')}
          pressed={state.bold}
          disabled={disabled}
          onClick={() => chain().toggleBold().run()}
        >
          <BoldOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:italic')}
          pressed={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        >
          <ItalicOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:heading2')}
          pressed={state.h2}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <span aria-hidden>H2</span>
        </ToolButton>
        <ToolButton
          label={t('editor:heading3')}
          pressed={state.h3}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <span aria-hidden>H3</span>
        </ToolButton>
        <ToolButton
          label={t('editor:bulletList')}
          pressed={state.bullet}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        >
          <UnorderedListOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:orderedList')}
          pressed={state.ordered}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <OrderedListOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:quote')}
          pressed={state.quote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <span aria-hidden className="pk-rte-quote">
            “
          </span>
        </ToolButton>
        <ToolButton
          label={t('editor:link')}
          pressed={state.link}
          disabled={disabled}
          onClick={() => setLinking(true)}
        >
          <LinkOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:unlink')}
          disabled={disabled || !state.link}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        >
          <DisconnectOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:undo')}
          disabled={disabled || !state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <UndoOutlined aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor:redo')}
          disabled={disabled || !state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <RedoOutlined aria-hidden />
        </ToolButton>
      </div>
      {linking && (
        <LinkEditor
          initial={state.href}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinking(false);
            if (editor.state.selection.empty && !state.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </>
  );
}

/** The link address row under the toolbar: an http(s) or mailto address, checked before it is applied. */
function LinkEditor({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['editor', 'common']);
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const inputId = useId();
  const apply = () => {
    const value = href.trim();
    if (!isEditorLink(value)) return setError(true);
    onApply(value);
  };
  return (
    <div className="pk-rte-link">
      <label htmlFor={inputId}>{t('editor:linkAddress')}</label>
      <Input
        id={inputId}
        autoFocus
        type="url"
        inputMode="url"
        placeholder="https://"
        value={href}
        status={error ? 'error' : undefined}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setError(false);
        }}
        onKeyDown={(e) => {
          // Enter applies the link; it must not submit the form around
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <Button type="primary" onClick={apply}>
        {t('editor:applyLink')}
      </Button>
      <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      {error && (
        <div id={`${inputId}-error`} role="alert" className="pk-rte-link-error">
          {t('editor:badLink')}
        </div>
      )}
    </div>
  );
}
