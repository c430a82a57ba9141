import { Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';

import { CoverFrame } from '../Common/CoverFrame';
import { MusicIcon } from './SoundIcons';

interface SoundCoverProps extends BoxProps {
  src: string | null | undefined;
  /** Empty where the sound's name stands beside the cover. */
  alt?: string;
}

// Covers are stored 160, 640 and 1280 px wide (media's image variants); the smallest serves the thumbnail.
/** A sound's cover thumbnail; a gradient with a note when there is none or it fails to load. */
export function SoundCover({ src, alt = '', boxSize = { base: '14', sm: '16' }, ...box }: SoundCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <CoverFrame boxSize={boxSize} flexShrink={0} {...box}>
      {src && !failed ? (
        <Image
          src={`${src}?size=160`}
          alt={alt}
          boxSize="full"
          objectFit="cover"
          loading="lazy"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        <MusicIcon boxSize="40%" color="white" opacity={0.9} />
      )}
    </CoverFrame>
  );
}
