import { Button, useTranslate, type ButtonProps } from 'react-admin';

interface NamedButtonProps extends ButtonProps {
  label: string;
  /** What a row's button acts on ('Aprovar «Batida»'): twenty rows' 'Aprovar' are told apart by it. */
  subject?: string;
}

/**
 * react-admin's Button, named on every screen: on a phone it draws only the icon and, while
 * disabled, drops the label it otherwise gives as aria-label, leaving a button without a name.
 */
export function NamedButton({ label, subject, ...props }: NamedButtonProps) {
  const name = useRowActionName()(label, subject);
  return <Button label={label} aria-label={name} {...props} />;
}

/** A button's accessible name: its (translated) label, with the row's subject when it has one. */
export function useRowActionName() {
  const translate = useTranslate();
  return (label: string, subject?: string) => {
    const action = translate(label, { _: label });
    return subject ? translate('sampleteca.row_action', { action, subject }) : action;
  };
}
