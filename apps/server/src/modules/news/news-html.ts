import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML an article body may contain: paragraphs, small headings, lists, emphasis
 * and https links that open in a new tab without handing over the opener. Everything
 * else (scripts, styles, event handlers, other URL schemes) is dropped. Applied when an
 * article is stored and again when it is served, so a row written by hand is harmless too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
