import { withFirstView, type FirstView } from './first-view';
import { escapeHtml } from './html';

/**
 * Link previews for a single-page app: WhatsApp, Telegram, X and Facebook read a page's Open
 * Graph and Twitter tags without running its scripts, so the server writes them into the
 * portal's index.html for the pages a service describes (catalogue: shared sounds, kits,
 * producers and collections). Browsers get the same page and the app takes over.
 */
export type PageMeta = {
  /** 404 for what is private, removed or unknown: the page then names nothing of it. */
  status: 200 | 404;
  title: string;
  description: string;
  type: 'website' | 'music.song' | 'music.album' | 'music.playlist' | 'profile';
  /** Absolute or site-relative; made absolute with PUBLIC_URL. */
  image?: { url: string; width: number; height: number; type: string; alt: string };
  audio?: { url: string; type: string };
  /**
   * The page itself, for a visitor on a slow phone (issue #46): markup and its own small CSS the
   * server sends in place of the app, which plays and links without scripts. See first-view.ts.
   */
  firstView?: FirstView;
};

/** A service's answer to 'what does this page show?', for the paths `matches` accepts. */
export abstract class PageMetaSource {
  abstract matches(path: string): boolean;
  abstract describe(path: string): Promise<PageMeta>;
}

/** Open Graph's https copy of a URL, where it is one. */
const secureUrl = (property: string, url: string): [string, string, string][] =>
  url.startsWith('https:') ? [['property', `${property}:secure_url`, url]] : [];

/** `index` with its title and description replaced and the page's preview tags added. */
export function renderPageMeta(index: string, meta: PageMeta, publicUrl: string, path: string): string {
  const absolute = (url: string) => new URL(url, publicUrl).toString();
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', 'Sampleteca'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:type', meta.type],
    ['property', 'og:url', absolute(path)],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    const image = absolute(meta.image.url);
    tags.push(
      ['property', 'og:image', image],
      ...secureUrl('og:image', image),
      ['property', 'og:image:type', meta.image.type],
      ['property', 'og:image:width', String(meta.image.width)],
      ['property', 'og:image:height', String(meta.image.height)],
      ['property', 'og:image:alt', meta.image.alt],
      ['name', 'twitter:image', image],
      ['name', 'twitter:image:alt', meta.image.alt],
    );
  }
  if (meta.audio) {
    const audio = absolute(meta.audio.url);
    tags.push(['property', 'og:audio', audio], ...secureUrl('og:audio', audio), [
      'property',
      'og:audio:type',
      meta.audio.type,
    ]);
  }
  const head = tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
  // A function, not a string: names are user input, and a replacement string expands `$&`, `$\``…
  const title = `<title>${escapeHtml(meta.title)}</title>\n    ${head}`;
  const described = index
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => title);
  return meta.firstView ? withFirstView(described, meta.firstView) : described;
}
