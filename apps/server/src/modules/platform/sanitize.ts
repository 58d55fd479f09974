import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // links leaving the site open in a new tab without handing it our window; others keep the tab
    a: (tagName, attribs) => {
      const own = Object.fromEntries(
        Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
      );
      const external = HTTP_URL.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...own, target: '_blank', rel: 'noopener noreferrer nofollow' } : own,
      };
    },
  },
  // images only from absolute http(s) addresses: relative or data sources are dropped with their tag
  exclusiveFilter: (frame) => frame.tag === 'img' && !HTTP_URL.test(frame.attribs.src ?? ''),
};

/** Notice, promotion and footer HTML as the site may show it: basic formatting, links and http(s) images. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
