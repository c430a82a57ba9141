import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode, SVGProps } from 'react';

// Kept as svg attributes, not Chakra's style props (createIcon would turn fill and stroke into CSS).
const looks = {
  /** Lines in the current colour: most of the portal's icons. */
  line: { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' },
  /** Shapes filled with the current colour (play, pause). */
  solid: { fill: 'currentColor' },
  /** The drawing brings its own colours (providers' marks). */
  own: {},
} as const;

interface SvgIconProps extends IconProps {
  look?: keyof typeof looks;
  /** Attributes for the svg beyond its look (a thicker stroke, a fill that changes). */
  svg?: SVGProps<SVGSVGElement>;
  children: ReactNode;
}

/** A 24×24 drawing as a Chakra icon, hidden from screen readers: the button or text beside it names it. */
export function SvgIcon({ look = 'line', svg, children, ...props }: SvgIconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" {...looks[look]} {...svg}>
        {children}
      </svg>
    </Icon>
  );
}
