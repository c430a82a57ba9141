import type { DistributionRequestStatus } from '@sampleteca/contracts';
import { mayDecide, mayUndo, requestKindOf, type RequestDecision } from './request-decisions';

describe('request decisions', () => {
  it.each<[DistributionRequestStatus, RequestDecision, boolean]>([
    ['pending', 'approved', true],
    ['pending', 'cancelled', true],
    // An approved sound can still be taken down.
    ['approved', 'cancelled', true],
    ['approved', 'approved', false],
    ['cancelled', 'approved', false],
    ['cancelled', 'cancelled', false],
  ])('a %s request may be %s: %s', (status, decision, allowed) => {
    expect(mayDecide(status, decision)).toBe(allowed);
  });

  it.each<[DistributionRequestStatus, boolean]>([
    ['pending', false],
    ['approved', true],
    ['cancelled', true],
  ])('a %s request has a decision to undo: %s', (status, allowed) => {
    expect(mayUndo(status)).toBe(allowed);
  });

  it.each([
    [true, 'distribution'],
    [false, 'publication'],
  ])('a sound produced (%s) opens a %s request', (isProduced, kind) => {
    expect(requestKindOf(isProduced)).toBe(kind);
  });
});
