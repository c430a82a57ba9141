// Runs before each component test file (jest.config.mjs, project 'components').
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { fetchStub, resetApi } from './api';

// MUI, Chakra and react-admin's lazy screens take longer in jsdom than in a browser, and a file's
// first lazy screen is compiled on first import: over 5 s once while CI ran the browser tests.
configure({ asyncUtilTimeout: 15_000 });

// Browser APIs jsdom lacks: colour-scheme and size queries (MUI, Chakra), observers (Ark, MUI).
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

// Pointer events as MouseEvents with a pointer type (Ark's checkbox and radio dispatch them).
class PointerEventStub extends MouseEvent implements PointerEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  readonly width = 1;
  readonly height = 1;
  readonly pressure = 0;
  readonly tangentialPressure = 0;
  readonly tiltX = 0;
  readonly tiltY = 0;
  readonly twist = 0;
  readonly altitudeAngle = Math.PI / 2;
  readonly azimuthAngle = 0;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
  getCoalescedEvents(): PointerEvent[] {
    return [];
  }
  getPredictedEvents(): PointerEvent[] {
    return [];
  }
}

window.PointerEvent ??= PointerEventStub;
window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// The API is the test's stand-in (api.ts), installed before any client captures the global fetch.
window.fetch = fetchStub;

afterEach(() => {
  const missed = resetApi();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (missed.length > 0) throw new Error(`Requests the test did not answer: ${missed.join(', ')}`);
});
