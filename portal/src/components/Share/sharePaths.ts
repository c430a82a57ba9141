// The short, stable addresses of shared links (issue #33 §1, §3): ids survive a rename. The server
// writes each page's link-preview tags (catalogue's SharePageMetaSource), so they must stay these.
export const soundSharePath = (id: string) => `/s/${id}`;
export const drumKitSharePath = (id: string) => `/k/${id}`;
export const producerSharePath = (id: string) => `/p/${id}`;
export const collectionSharePath = (id: string) => `/c/${id}`;

/** The address to paste elsewhere: this site's origin and the path. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();

/** WhatsApp's own link to share a text, on the web and in its apps. */
export const whatsAppUrl = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
