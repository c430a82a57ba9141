/** Nobody: the viewer of a shared link, who likes, downloads and owns nothing. */
export const VISITOR = '00000000-0000-0000-0000-000000000000';
