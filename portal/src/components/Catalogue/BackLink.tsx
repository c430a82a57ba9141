import { BackLink as CommonBackLink } from '../Common/BackLink';

/** The back button of a catalogue page (PageHeader's, without a title under it): it keeps its own space below. */
export function BackLink({ to, label }: { to: string; label?: string }) {
  return <CommonBackLink to={to} label={label} mb={{ base: '4', md: '6' }} alignSelf="flex-start" />;
}
