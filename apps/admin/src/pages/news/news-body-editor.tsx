import {
  BoldOutlined,
  CodeOutlined,
  DisconnectOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@brokerage/article/article.css';
import { ARTICLE_EXTENSIONS, isHttpsUrl } from './news-body-extensions';
import './news-body-editor.css';

interface ToolProps {
  name: string;
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

const Tool = ({ name, label, icon, active, disabled, onClick }: ToolProps) => (
  <Button
    size="small"
    type={active ? 'primary' : 'text'}
    icon={icon}
    aria-label={label}
    title={label}
    aria-pressed={active}
    disabled={disabled}
    // Keeps the editor's selection: the command applies to what the operator selected.
    onMouseDown={(event) => event.preventDefault()}
    onClick={onClick}
    data-testid={`rich-text-${name}`}
  />
);

/** Where a link goes: https only, as the customers' sanitizer keeps no other. */
const LinkDialog = ({ editor, onClose }: { editor: Editor; onClose: () => void }) => {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? 'https://'));
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const address = href.trim();
    if (!isHttpsUrl(address)) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // Nothing selected: the address itself becomes the link's words.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({
        type: 'text',
        text: address,
        marks: [{ type: 'link', attrs: { href: address } }],
      });
    else chain.setLink({ href: address });
    chain.run();
    onClose();
  };
  return (
    <Modal
      open
      title={t('news.editor.linkTitle')}
      okText={t('news.editor.apply')}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'rich-text-link-apply' } as ButtonProps}
    >
      <Input
        autoFocus
        value={href}
        aria-label={t('news.editor.linkUrl')}
        placeholder={t('news.editor.linkUrl')}
        status={refused ? 'error' : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setRefused(false);
        }}
        onPressEnter={apply}
        data-testid="rich-text-link-url"
      />
      {refused ? (
        <div className="ant-form-item-explain-error" data-testid="rich-text-link-error">
          {t('news.editor.linkHttpsOnly')}
        </div>
      ) : null}
    </Modal>
  );
};

interface NewsBodyEditorProps {
  /** From Form.Item: the body's HTML, '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  label: string;
  testId: string;
}

/**
 * An article body written as customers will read it: the editor's model is the sanitizer's
 * allow-list (news-body-extensions.ts) and it is styled by the article stylesheet itself. The
 * form holds HTML, as the API takes it; the source can be shown, not edited.
 */
export const NewsBodyEditor = ({ value, onChange, id, label, testId }: NewsBodyEditorProps) => {
  const { t } = useTranslation();
  const { status } = Form.Item.useStatus();
  const [linking, setLinking] = useState(false);
  const [showSource, setShowSource] = useState(false);
  /** The last HTML this editor reported, so a value coming back from the form is not re-set. */
  const reported = useRef(value ?? '');
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        class: 'news-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    }),
    [id, label],
  );
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: value ?? '',
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = updated.isEmpty ? '' : updated.getHTML();
      reported.current = html;
      onChange?.(html);
    },
  });
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === reported.current) return;
    reported.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    editor ? command(editor.chain().focus()).run() : false;

  return (
    <div
      className={`news-body-editor${status === 'error' ? ' is-error' : ''}`}
      data-testid={testId}
    >
      <div
        className="news-body-editor-toolbar"
        role="toolbar"
        aria-label={t('news.editor.toolbar')}
      >
        <Tool
          name="heading"
          label={t('news.editor.heading')}
          icon={<FontSizeOutlined />}
          active={state?.heading}
          onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))}
        />
        <Tool
          name="bold"
          label={t('news.editor.bold')}
          icon={<BoldOutlined />}
          active={state?.bold}
          onClick={() => run((chain) => chain.toggleBold())}
        />
        <Tool
          name="italic"
          label={t('news.editor.italic')}
          icon={<ItalicOutlined />}
          active={state?.italic}
          onClick={() => run((chain) => chain.toggleItalic())}
        />
        <Tool
          name="bullet-list"
          label={t('news.editor.bulletList')}
          icon={<UnorderedListOutlined />}
          active={state?.bulletList}
          onClick={() => run((chain) => chain.toggleBulletList())}
        />
        <Tool
          name="ordered-list"
          label={t('news.editor.orderedList')}
          icon={<OrderedListOutlined />}
          active={state?.orderedList}
          onClick={() => run((chain) => chain.toggleOrderedList())}
        />
        <Tool
          name="link"
          label={t('news.editor.link')}
          icon={<LinkOutlined />}
          active={state?.link}
          onClick={() => setLinking(true)}
        />
        <Tool
          name="unlink"
          label={t('news.editor.unlink')}
          icon={<DisconnectOutlined />}
          disabled={!state?.link}
          onClick={() => run((chain) => chain.extendMarkRange('link').unsetLink())}
        />
        <span className="news-body-editor-gap" />
        <Tool
          name="undo"
          label={t('news.editor.undo')}
          icon={<UndoOutlined />}
          disabled={!state?.canUndo}
          onClick={() => run((chain) => chain.undo())}
        />
        <Tool
          name="redo"
          label={t('news.editor.redo')}
          icon={<RedoOutlined />}
          disabled={!state?.canRedo}
          onClick={() => run((chain) => chain.redo())}
        />
        <Tool
          name="source"
          label={t('news.editor.source')}
          icon={<CodeOutlined />}
          active={showSource}
          onClick={() => setShowSource((shown) => !shown)}
        />
      </div>
      <EditorContent editor={editor} className="news-body-editor-content" />
      {showSource ? (
        <pre className="news-body-source" data-testid="rich-text-source">
          {value ?? ''}
        </pre>
      ) : null}
      {linking && editor ? <LinkDialog editor={editor} onClose={() => setLinking(false)} /> : null}
    </div>
  );
};
