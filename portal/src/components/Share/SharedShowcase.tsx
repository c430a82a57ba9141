import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { soundCount } from '../../lib/soundCount';
import { PageBanner } from '../Catalogue/PageBanner';
import type { Sound } from '../../api/soundTypes';
import { ShareButton } from './ShareButton';
import { JoinInvitation } from './SharedPageStates';
import { SharedPreviews } from './SharedPreviews';
import { producerSharePath } from '@sampleteca/clients-shared/routes';

interface SharedShowcaseProps {
  eyebrow: string;
  name: string;
  imageUrl: string | null | undefined;
  square?: boolean;
  soundCount: number;
  /** Whose kit or collection it is; a producer's own page names nobody. */
  owner?: { id: string; name: string };
  /** The page's shared link and what the share dialog calls it. */
  share: { path: string; title: string };
  sounds: Sound[];
  /** Below the previews: what an account gives here. */
  invitation: string;
}

/** What a visitor sees of a shared kit, collection or producer: the banner, a few previews, an invitation. */
export function SharedShowcase({ share, owner, sounds, invitation, ...banner }: SharedShowcaseProps) {
  const count = soundCount(banner.soundCount);
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} name={banner.name} imageUrl={banner.imageUrl} square={banner.square}>
        <Text color="fg.muted">
          {owner ? (
            <>
              {count} · por{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={producerSharePath(owner.id)}>{owner.name}</RouterLink>
              </Link>
            </>
          ) : (
            `${count} no Sampleteca`
          )}
        </Text>
        <div>
          <ShareButton path={share.path} title={share.title} />
        </div>
      </PageBanner>
      <SharedPreviews sounds={sounds} />
      <JoinInvitation here={share.path}>{invitation}</JoinInvitation>
    </>
  );
}
