/** A drum kit as the catalogue reads it: its own columns, and its owner's name and picture. */
export type KitRow = {
  id: string;
  name: string;
  image_url: string | null;
  owner_id: string;
  owner_name: string | null;
  owner_avatar: string | null;
};

/** The select list and FROM that read a KitRow (`k`, the kit; `p`, its owner's profile). */
export const KIT_COLUMNS = `k.id, k.name, k.image_url, k.owner_id, p.full_name AS owner_name, p.avatar_url AS owner_avatar
  FROM catalogue.drum_kits k LEFT JOIN catalogue.profiles p ON p.user_id = k.owner_id`;
