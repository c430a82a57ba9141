import { COLLECTION_NAME_MAX, COLLECTIONS_PER_PERSON, SOUNDS_PER_COLLECTION } from './collection-limits';
import { assertRoomForCollection, assertRoomInCollection } from './collection-room';

describe('collection limits (issue #33 §3)', () => {
  it('are the spec’s numbers', () => {
    expect({ COLLECTIONS_PER_PERSON, SOUNDS_PER_COLLECTION, COLLECTION_NAME_MAX }).toEqual({
      COLLECTIONS_PER_PERSON: 100,
      SOUNDS_PER_COLLECTION: 1000,
      COLLECTION_NAME_MAX: 80,
    });
  });

  it.each([
    [
      'a new collection',
      assertRoomForCollection,
      COLLECTIONS_PER_PERSON,
      'COLLECTIONS_LIMIT',
      'Você chegou ao limite de 100 coleções. Exclua uma para criar outra.',
    ],
    [
      'a sound in a collection',
      assertRoomInCollection,
      SOUNDS_PER_COLLECTION,
      'COLLECTION_FULL',
      'Esta coleção chegou ao limite de 1.000 sons. Remova algum para adicionar outro.',
    ],
  ])('%s fits below the limit, not at it', (_case, assertRoom, limit, code, message) => {
    expect(() => assertRoom(0)).not.toThrow();
    expect(() => assertRoom(limit - 1)).not.toThrow();
    for (const count of [limit, limit + 1])
      expect(() => assertRoom(count)).toThrow(expect.objectContaining({ code, status: 409, message }));
  });
});
