/**
 * What the console's three name lists have in common: a table of names that sounds point at,
 * with a copy of the name on each sound (catalogue.sounds' category_name, drum_kit_name,
 * artist_name feed its search_vector and the cards). One definition per list lets the
 * repository and service rename and merge all three the same way.
 */
export type TaxonomyKind = {
  /** The console's resource and the route under /api/admin. */
  resource: 'categories' | 'drum-kits' | 'artists';
  table: 'categories' | 'drum_kits' | 'artists';
  /** The column of catalogue.sounds that points at an entry, and the one that copies its name. */
  soundColumn: 'category_id' | 'drum_kit_id' | 'artist_id';
  soundNameColumn: 'category_name' | 'drum_kit_name' | 'artist_name';
  /** Names are unique per owner (drum kits) rather than across the table. */
  ownedBy: boolean;
  /** Categories are stored in lower case (a CHECK of the table). */
  lowerCase: boolean;
  messages: { notFound: string; nameTaken: string; merged: string; renamed: string };
};

export const CATEGORIES: TaxonomyKind = {
  resource: 'categories',
  table: 'categories',
  soundColumn: 'category_id',
  soundNameColumn: 'category_name',
  ownedBy: false,
  lowerCase: true,
  messages: {
    notFound: 'Categoria não encontrada',
    nameTaken: 'Essa categoria já existe. Para juntar as duas, use "Unir duplicatas".',
    merged: 'Categorias unidas com sucesso!',
    renamed: 'Categoria renomeada com sucesso!',
  },
};

export const DRUM_KITS: TaxonomyKind = {
  resource: 'drum-kits',
  table: 'drum_kits',
  soundColumn: 'drum_kit_id',
  soundNameColumn: 'drum_kit_name',
  ownedBy: true,
  lowerCase: false,
  messages: {
    notFound: 'Drum Kit não encontrado',
    nameTaken: 'Esse produtor já tem um Drum Kit com esse nome. Para juntar os dois, use "Unir duplicatas".',
    merged: 'Drum Kits unidos com sucesso!',
    renamed: 'Drum Kit renomeado com sucesso!',
  },
};

export const CREDITED_ARTISTS: TaxonomyKind = {
  resource: 'artists',
  table: 'artists',
  soundColumn: 'artist_id',
  soundNameColumn: 'artist_name',
  ownedBy: false,
  lowerCase: false,
  messages: {
    notFound: 'Artista não encontrado',
    nameTaken: 'Já existe um artista com esse nome. Para juntar os dois, use "Unir duplicatas".',
    merged: 'Artistas unidos com sucesso!',
    renamed: 'Artista renomeado com sucesso!',
  },
};
