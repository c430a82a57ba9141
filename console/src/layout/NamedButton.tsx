import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named on every screen: on a phone it draws only the icon and, while
 * disabled, drops the label it otherwise gives as aria-label, leaving a button without a name.
 */
export function NamedButton({ label, ...props }: ButtonProps & { label: string }) {
  const translate = useTranslate();
  return <Button label={label} aria-label={translate(label, { _: label })} {...props} />;
}
