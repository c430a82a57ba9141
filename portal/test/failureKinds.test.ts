import { onlineManager } from '@tanstack/react-query';

import { ApiError } from '../src/api/apiError';
import { isNetworkError } from '../src/api/connection';
import { kitUnavailable } from '../src/components/Bundles/kitUnavailable';
import type { Sound, SoundPage } from '../src/api/soundTypes';

describe('isNetworkError: a request that got no answer, told from an answer or a bug', () => {
  afterEach(() => onlineManager.setOnline(true));

  test("fetch's rejection in each browser is the network", () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(isNetworkError(new TypeError(message))).toBe(true);
    }
  });

  test("the API's answer and a bug in the page are not", () => {
    expect(isNetworkError(new ApiError(404, { code: 'SOUND_NOT_FOUND', message: 'x' }))).toBe(false);
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'items')"))).toBe(false);
  });

  test('offline, whatever failed did not reach the server; an answer is still an answer', () => {
    onlineManager.setOnline(false);
    expect(isNetworkError(new Error('The element has no supported sources.'))).toBe(true);
    expect(isNetworkError(new ApiError(500, {}))).toBe(false);
  });
});

describe("kitUnavailable: what a kit's own list already says about 'Baixar kit'", () => {
  const sound = (status: Sound['audio']['status']) => ({ audio: { status } }) as Sound;
  const page = (items: Sound[], total = items.length) => ({ items, total }) as SoundPage;

  test('no sound at all, or none ready, is said beforehand', () => {
    expect(kitUnavailable(page([]))).toBe('Este Drum Kit ainda não tem sons para baixar.');
    expect(kitUnavailable(page([sound('processing'), sound('failed')]))).toBe(
      'Nenhum som deste Drum Kit está pronto para download ainda.',
    );
  });

  test('a ready sound, sounds beyond the first page, or no answer yet: the server decides', () => {
    expect(kitUnavailable(page([sound('processing'), sound('ready')]))).toBeNull();
    expect(kitUnavailable(page([sound('processing')], 40))).toBeNull();
    expect(kitUnavailable(undefined)).toBeNull();
  });
});
