import { Input, type InputProps } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, type Ref } from 'react';
// imask's holder and pattern masks only: the whole package (numbers, dates, ranges…) is ~18 kB
// gzip more on every form page (issue #13 §6).
import IMask from 'imask/holder';
import 'imask/masked/pattern';

import { masks, type MaskName } from '../../lib/masks';

const placeholders: Record<MaskName, string> = {
  phone: '(__) _____-____',
  cpf: '___.___.___-__',
  cep: '_____-___',
};

interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  mask: MaskName;
  /** Read once, when the input mounts. */
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** What was typed up to the last digit: a half-filled mask must fail the length rules, not pass as '_'. */
const filledPart = (masked: string) => masked.replace(/[^0-9]+$/, '');

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Input with a fixed mask; the '_' placeholder characters show while the field has focus.
 * The pattern is switched by listeners on the element itself: through React state, keys typed
 * right after focusing arrived before the switch and were lost.
 */
export function MaskedInput({ mask, value, onValueChange, inputRef, ...props }: MaskedInputProps) {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const initialValue = useRef(value);
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
  }, [onValueChange]);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    // Registered before IMask's own focus listener, which then puts the caret after the last digit.
    const showPattern = () => instance.updateOptions({ lazy: false });
    const hidePattern = () => instance.updateOptions({ lazy: true });
    element.addEventListener('focus', showPattern);
    element.addEventListener('blur', hidePattern);
    const instance = IMask(element, { mask: masks[mask], placeholderChar: '_', lazy: true });
    instance.value = initialValue.current;
    instance.on('accept', () => onValueChangeRef.current(filledPart(instance.value)));
    return () => {
      element.removeEventListener('focus', showPattern);
      element.removeEventListener('blur', hidePattern);
      instance.destroy();
    };
  }, [mask]);

  const setElement = useCallback(
    (element: HTMLInputElement | null) => {
      elementRef.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  return <Input {...props} ref={setElement} inputMode="numeric" placeholder={placeholders[mask]} />;
}
