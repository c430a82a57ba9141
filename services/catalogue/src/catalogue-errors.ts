import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';

/** The catalogue's error codes. */
export enum CatalogueErrorCode {
  SoundNotFound = 'SOUND_NOT_FOUND',
  NotSoundOwner = 'SOUND_NOT_OWNER',
  NotSoundOwnerCorrection = 'SOUND_NOT_OWNER_CORRECTION',
  PlanRequired = 'PLAN_REQUIRED',
  AudioNotFound = 'AUDIO_NOT_YOURS',
  ImageNotFound = 'IMAGE_NOT_YOURS',
  AudioFailed = 'AUDIO_FAILED',
  AudioAlreadyUsed = 'AUDIO_ALREADY_USED',
  DownloadNotReady = 'SOUND_NOT_READY',
  CategoryExists = 'CATEGORY_EXISTS',
  CategoryNotFound = 'CATEGORY_NOT_FOUND',
  DrumKitNotFound = 'DRUM_KIT_NOT_FOUND',
  SoundDrumKitNotFound = 'SOUND_DRUM_KIT_NOT_FOUND',
  DrumKitExists = 'DRUM_KIT_EXISTS',
  /** A producer's page (/artists/by-name) names nobody; the code keeps the public route's word. */
  ProducerNotFound = 'ARTIST_NOT_FOUND',
  CreditedArtistNotFound = 'CREDITED_ARTIST_NOT_FOUND',
  TempoOutsideRange = 'TEMPO_OUTSIDE_RANGE',
  BundleEmpty = 'BUNDLE_EMPTY',
  CannotFollowSelf = 'CANNOT_FOLLOW_SELF',
  UnsubscribeLinkInvalid = 'UNSUBSCRIBE_LINK_INVALID',
  /** Unknown, someone else's private one, or a malformed id: the same answer (#33 §3). */
  CollectionNotFound = 'COLLECTION_NOT_FOUND',
  CollectionExists = 'COLLECTION_EXISTS',
  CollectionsLimit = 'COLLECTIONS_LIMIT',
  CollectionFull = 'COLLECTION_FULL',
  CollectionSoundNotFound = 'COLLECTION_SOUND_NOT_FOUND',
  /** One person already holds CATALOGUE_NEWS_STREAMS_PER_PERSON live bells in this process. */
  NewsStreamsPerPerson = 'NEWS_STREAMS_PER_PERSON',
  /** This process already holds CATALOGUE_NEWS_STREAMS_PER_PROCESS live bells. */
  NewsStreamsFull = 'NEWS_STREAMS_FULL',
  /** The wizard asked for the reading of an upload that is not the user's (or not known yet). */
  UploadNotFound = 'UPLOAD_NOT_FOUND',
}

/** Each code's status and the spec's Portuguese text (spec 02 §5 and §8). */
export const catalogueError = errorCatalogue<CatalogueErrorCode>({
  [CatalogueErrorCode.SoundNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Problema ao tentar achar música!' },
  [CatalogueErrorCode.NotSoundOwner]: { status: HttpStatus.FORBIDDEN, message: 'Só quem enviou o som pode excluí-lo.' },
  [CatalogueErrorCode.NotSoundOwnerCorrection]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Só quem enviou o som pode corrigir o tom e o andamento.',
  },
  [CatalogueErrorCode.UploadNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Arquivo de áudio não encontrado: envie-o novamente.',
  },
  [CatalogueErrorCode.PlanRequired]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Este som é exclusivo dos planos pagos. Assine um plano para baixá-lo.',
  },
  [CatalogueErrorCode.AudioNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Erro ao cadastrar música: envie o arquivo de áudio novamente.',
  },
  [CatalogueErrorCode.ImageNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Erro ao cadastrar música: envie a imagem de capa novamente.',
  },
  [CatalogueErrorCode.AudioFailed]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Erro ao cadastrar música: o áudio não pôde ser processado.',
  },
  [CatalogueErrorCode.AudioAlreadyUsed]: {
    status: HttpStatus.CONFLICT,
    message: 'Erro ao cadastrar música: este áudio já foi cadastrado.',
  },
  [CatalogueErrorCode.DownloadNotReady]: {
    status: HttpStatus.CONFLICT,
    message: 'Problema ao tentar fazer o Download',
  },
  [CatalogueErrorCode.CategoryExists]: { status: HttpStatus.CONFLICT, message: 'Essa categoria já existe' },
  [CatalogueErrorCode.CategoryNotFound]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Problema ao setar categoria!',
  },
  [CatalogueErrorCode.DrumKitNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Drum Kit não encontrado' },
  [CatalogueErrorCode.TempoOutsideRange]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'O andamento não está na faixa de BPM escolhida.',
  },
  [CatalogueErrorCode.SoundDrumKitNotFound]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Drum Kit não encontrado',
  },
  [CatalogueErrorCode.DrumKitExists]: {
    status: HttpStatus.CONFLICT,
    message: 'Problema ao tentar criar este Drum Kit: você já tem um Drum Kit com esse nome',
  },
  [CatalogueErrorCode.ProducerNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Artista não encontrado' },
  [CatalogueErrorCode.CannotFollowSelf]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Você não pode seguir a si mesmo.',
  },
  [CatalogueErrorCode.UnsubscribeLinkInvalid]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Este link de cancelamento não é válido. Entre na sua conta para mudar o resumo por e-mail.',
  },
  [CatalogueErrorCode.CreditedArtistNotFound]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Erro ao criar o novo artista.',
  },
  [CatalogueErrorCode.BundleEmpty]: { status: HttpStatus.NOT_FOUND, message: 'Não há sons para baixar aqui.' },
  [CatalogueErrorCode.CollectionNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Coleção não encontrada' },
  [CatalogueErrorCode.CollectionExists]: {
    status: HttpStatus.CONFLICT,
    message: 'Você já tem uma coleção com esse nome.',
  },
  [CatalogueErrorCode.CollectionsLimit]: {
    status: HttpStatus.CONFLICT,
    message: 'Você chegou ao limite de 100 coleções. Exclua uma para criar outra.',
  },
  [CatalogueErrorCode.CollectionFull]: {
    status: HttpStatus.CONFLICT,
    message: 'Esta coleção chegou ao limite de 1.000 sons. Remova algum para adicionar outro.',
  },
  [CatalogueErrorCode.CollectionSoundNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Este som não está na coleção.',
  },
  [CatalogueErrorCode.NewsStreamsPerPerson]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message:
      'Você já acompanha as novidades ao vivo em muitas abas ou aparelhos. Feche uma delas para acompanhar nesta.',
  },
  [CatalogueErrorCode.NewsStreamsFull]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  },
});

/** Success texts the spec shows after a change. */
export const CatalogueMessages = {
  SoundCreated: 'Música cadastrada com sucesso!',
  SoundDeleted: 'Som removido com sucesso!',
  CategoryCreated: 'Categoria criada com sucesso!',
  DrumKitCreated: 'Drum Kit criado com sucesso!',
  ArtistCreated: 'Novo artista criado!',
  CollectionCreated: 'Coleção criada!',
  CollectionDeleted: 'Coleção excluída.',
} as const;
