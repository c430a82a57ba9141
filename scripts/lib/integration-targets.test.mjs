import { expect, test } from '@jest/globals';
import { integrationTargets } from './integration-targets.mjs';

// A workspace in small: two libs (one using the other), two services, and the platform on both.
const packages = {
  'libs/config': [],
  'libs/messaging': ['libs/config'],
  'libs/testing': ['libs/messaging'],
  'services/catalogue': ['libs/messaging'],
  'services/identity': ['libs/config'],
  'services/platform': ['libs/config', 'services/catalogue', 'services/identity'],
};

test.each([
  [['services/catalogue/src/sounds/sounds.service.ts'], ['services/catalogue']],
  [['libs/messaging/src/outbox.ts'], ['libs/messaging', 'libs/testing', 'services/catalogue']],
  [
    ['libs/config/src/config.ts'],
    ['libs/config', 'libs/messaging', 'libs/testing', 'services/catalogue', 'services/identity'],
  ],
  [['libs/testing/src/eventually.ts'], ['libs/testing', 'services/platform']],
  [['services/platform/src/main.ts'], ['services/platform']],
  [['docs/architecture.md', 'portal/src/App.tsx', 'services/nowhere/x.ts'], []],
])('%j runs the integration tests of %j', (files, expected) => {
  expect(integrationTargets(files, packages)).toEqual(expected);
});
