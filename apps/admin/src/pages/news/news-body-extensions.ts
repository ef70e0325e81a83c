import type { Extensions } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions/undo-redo';

/** The only links the customers' sanitizer keeps. */
export const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\//i.test(value.trim())) return false;
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
};

/** What the sanitizer makes of every link; the editor writes the same, in the same order. */
const LINK_REL = 'noopener noreferrer';
const LINK_TARGET = '_blank';

/**
 * The editor's document model is the sanitizer's allow-list and nothing more
 * (apps/server/src/modules/news/news-html.ts: p, h3, ul, ol, li, strong, em, br and https
 * links carrying only href). Anything else pasted or loaded (h1, tables, images, styles, other
 * URL schemes, a list's start number) has no place in the model and is dropped or unwrapped
 * on the way in, so what an operator sees in the editor is what a customer gets.
 */
export const ARTICLE_EXTENSIONS: Extensions = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [3] }),
  Bold,
  Italic,
  HardBreak,
  BulletList,
  OrderedList.extend({
    // The sanitizer keeps no attribute on <ol>: a list always counts from 1.
    addAttributes: () => ({}),
    renderHTML: () => ['ol', 0],
  }),
  ListItem,
  ListKeymap,
  Link.extend({
    // Only the address: rel and target are the sanitizer's, whatever was pasted.
    addAttributes: () => ({
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
    }),
    renderHTML: ({ HTMLAttributes }) => {
      const href = String(HTMLAttributes.href ?? '');
      return [
        'a',
        { ...(isHttpsUrl(href) ? { href } : {}), rel: LINK_REL, target: LINK_TARGET },
        0,
      ];
    },
  }).configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    protocols: [],
    isAllowedUri: (url) => isHttpsUrl(url),
    shouldAutoLink: (url) => isHttpsUrl(url),
  }),
  UndoRedo,
];
