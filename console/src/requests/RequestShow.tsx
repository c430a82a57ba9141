import { SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';

import { ProducerField } from './ProducerField';
import { kindChoices } from './requestChoices';
import { RequestShowActions } from './RequestShowActions';
import { RequestDateField } from './RequestDateField';
import { RequestStatusChip } from './RequestStatusChip';
import { SignedContractButton } from './SignedContractButton';
import { SoundCoverField } from './SoundCoverField';
import { SoundPlayer } from './SoundPlayer';

/** One request: the sound to listen to and download, who sent it, and the decision while it is pending. */
export function RequestShow() {
  return (
    <Show actions={<RequestShowActions />}>
      <SimpleShowLayout>
        <SoundCoverField source="sound.imageUrl" size={160} />
        <TextField source="sound.name" />
        <TextField source="sound.artistName" emptyText="—" />
        <ProducerField source="producer.name" />
        <RequestDateField source="createdAt" />
        <SelectField source="kind" choices={kindChoices} />
        <RequestStatusChip source="status" />
        <SoundPlayer source="sound.previewUrl" />
        <SignedContractButton source="contractId" />
      </SimpleShowLayout>
    </Show>
  );
}
