import { notFound } from '../errors';
import type { ApiRoute } from '../route';

/** GET /api/v1/docs/{token}/: the document with its signers and fresh file links. */
export const docRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/docs/:token/',
    handle: ({ context, path }) => {
      const document = context.store.document(path.token!);
      if (!document) throw notFound();
      return context.present(document);
    },
  },
];
