/* eslint-disable no-console -- a missing recipe is a styling bug the browser tests must see */
import { system } from './system';

// Chakra components that ask for a recipe by key although Chakra has none for them.
const WITHOUT_RECIPE = new Set(['text', 'clipboard', 'downloadTrigger', 'pagination', 'toggle']);
const reported = new Set<string>();

function check(key: string) {
  if (reported.has(key) || WITHOUT_RECIPE.has(key) || system.hasRecipe(key)) return;
  reported.add(key);
  console.error(`Chakra recipe '${key}' missing: add it to theme/baseConfig.ts`);
}

/**
 * The portal's theme carries only the recipes it uses (theme/baseConfig.ts): a component drawn
 * with one left out would be silently unstyled. This names it in the console instead, where the
 * browser tests (which fail on console errors) see it.
 */
export function checkRecipes() {
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key: string, fallback?: unknown) => {
    check(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key: string, fallback?: unknown) => {
    check(key);
    return getSlotRecipeFn(key, fallback);
  };
}
