import { Box, Input } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';

import { importOrReload } from '../../../routes/lazyImport';
import { FormField } from '../../Form/FormField';
import type { SuggestionComboboxProps } from './SuggestionCombobox';

export type { Suggestion } from './SuggestionCombobox';

// The combobox (Ark's state machine and floating-ui's positioning, ~29 kB gzip) comes right
// after the page's first paint (issue #13 §6). Meanwhile a plain field with the same label takes
// what is typed, and the combobox takes over its text and its focus.
const LazyCombobox = lazy(async () => ({
  default: (await importOrReload(() => import('./SuggestionCombobox'))).SuggestionCombobox,
}));

/** The plain field shown until the combobox is in: same label, text and hint. */
function PlainSuggestionField({ label, placeholder, text, onTextChange, newNameHint, error }: SuggestionComboboxProps) {
  return (
    <FormField label={label} error={error} helperText={text.trim() ? newNameHint : undefined}>
      <Input
        // Named by itself too: under Preact, ids made inside a suspended boundary can differ
        // between the label and the input while the combobox is on its way.
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
    </FormField>
  );
}

/** A name typed freely, with matching names proposed as one types (see SuggestionCombobox). */
export function SuggestionField(props: SuggestionComboboxProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  return (
    <Box ref={boxRef} onFocusCapture={() => (hadFocus.current = true)} onBlurCapture={() => (hadFocus.current = false)}>
      <Suspense fallback={<PlainSuggestionField {...props} />}>
        <FocusOnArrival box={boxRef} hadFocus={hadFocus} />
        <LazyCombobox {...props} />
      </Suspense>
    </Box>
  );
}

/** Gives the combobox's input the focus the plain field had when the combobox replaced it. */
function FocusOnArrival({ box, hadFocus }: { box: RefObject<HTMLDivElement | null>; hadFocus: RefObject<boolean> }) {
  useEffect(() => {
    if (hadFocus.current) box.current?.querySelector('input')?.focus();
  }, [box, hadFocus]);
  return null;
}
