import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { DeadLetterDialog } from './DeadLetterDialog';
import type { OperationService } from './operationServices';
import type { DeadLetter } from './types';

export function InspectDeadLetterButton({ service }: { service: OperationService }) {
  const letter = useRecordContext<DeadLetter>();
  const [open, setOpen] = useState(false);
  if (!letter) return null;
  return (
    <>
      <NamedButton
        label="sampleteca.operations.dead_letters.inspect"
        subject={`${letter.type} ${letter.id}`}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </NamedButton>
      {open && <DeadLetterDialog letter={letter} service={service} onClose={() => setOpen(false)} />}
    </>
  );
}
