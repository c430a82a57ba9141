/** The address to paste elsewhere: this site's origin and the path. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();

/** WhatsApp's own link to share a text, on the web and in its apps. */
export const whatsAppUrl = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
