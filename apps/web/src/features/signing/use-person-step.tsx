import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { SignatureDataInput, SignMethod } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { regionName } from '../clients/region-name.ts';
import { EMPTY_PERSON, toSignatureData, type PersonData } from './person-data.ts';
import { PersonDataStep } from './person-data-step.tsx';
import type { SignerStep } from './signer.ts';

export const PERSON_STEP = 'person';

/**
 * The person data step of a signer who types who they are (signed in, or offline on the phone):
 * the step, what was typed, and `signatureData()`, which shows the errors on the step when the
 * data does not pass (null then).
 */
export function usePersonStep(options: {
  method: SignMethod;
  initial: PersonData | null;
  isVerified: boolean;
  isStart?: boolean;
}) {
  const { t } = useTranslation('signing');
  const [person, setPerson] = useState<PersonData>(options.initial ?? EMPTY_PERSON);
  const [errors, setErrors] = useState<Partial<Record<keyof PersonData, string>>>({});

  const signatureData = (): SignatureDataInput | null => {
    const checked = toSignatureData(person, options.method, (code) => regionName(code, 'en'));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return null;
    }
    setErrors({});
    return checked.data;
  };

  const step: SignerStep = {
    id: PERSON_STEP,
    title: t('flow.person'),
    content: (
      <Stack spacing={2}>
        {options.isVerified && <Alert severity="success">{t('person.verified')}</Alert>}
        <PersonDataStep value={person} errors={errors} onChange={setPerson} />
      </Stack>
    ),
    leave: () => signatureData() !== null,
    ...(options.isStart ? { isStart: true } : {}),
  };
  return { step, person, signatureData };
}
