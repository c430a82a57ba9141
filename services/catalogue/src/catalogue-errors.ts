/** The catalogue's error codes and the spec's Portuguese texts (spec 02 §5 and §8). */
export const CatalogueErrors = {
  SoundNotFound: { code: 'SOUND_NOT_FOUND', message: 'Problema ao tentar achar música!' },
  NotSoundOwner: { code: 'SOUND_NOT_OWNER', message: 'Só quem enviou o som pode excluí-lo.' },
  PlanRequired: {
    code: 'PLAN_REQUIRED',
    message: 'Este som é exclusivo dos planos pagos. Assine um plano para baixá-lo.',
  },
  AudioNotFound: {
    code: 'AUDIO_NOT_YOURS',
    message: 'Erro ao cadastrar música: envie o arquivo de áudio novamente.',
  },
  ImageNotFound: {
    code: 'IMAGE_NOT_YOURS',
    message: 'Erro ao cadastrar música: envie a imagem de capa novamente.',
  },
  AudioFailed: { code: 'AUDIO_FAILED', message: 'Erro ao cadastrar música: o áudio não pôde ser processado.' },
  AudioAlreadyUsed: { code: 'AUDIO_ALREADY_USED', message: 'Erro ao cadastrar música: este áudio já foi cadastrado.' },
  DownloadNotReady: { code: 'SOUND_NOT_READY', message: 'Problema ao tentar fazer o Download' },
  CategoryExists: { code: 'CATEGORY_EXISTS', message: 'Essa categoria já existe' },
  CategoryNotFound: { code: 'CATEGORY_NOT_FOUND', message: 'Problema ao setar categoria!' },
  DrumKitNotFound: { code: 'DRUM_KIT_NOT_FOUND', message: 'Drum Kit não encontrado' },
  DrumKitExists: {
    code: 'DRUM_KIT_EXISTS',
    message: 'Problema ao tentar criar este Drum Kit: você já tem um Drum Kit com esse nome',
  },
  ArtistNotFound: { code: 'ARTIST_NOT_FOUND', message: 'Artista não encontrado' },
  CreditedArtistNotFound: { code: 'CREDITED_ARTIST_NOT_FOUND', message: 'Erro ao criar o novo artista.' },
} as const;

/** Success texts the spec shows after a change. */
export const CatalogueMessages = {
  SoundCreated: 'Música cadastrada com sucesso!',
  SoundDeleted: 'Som removido com sucesso!',
  CategoryCreated: 'Categoria criada com sucesso!',
  DrumKitCreated: 'Drum Kit criado com sucesso!',
  ArtistCreated: 'Novo artista criado!',
} as const;
