import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  isPushSupported,
} from './push-subscription.ts';

type Problem = 'unsupported' | 'denied' | 'failed';

/** "Notifications on this device": web push for this browser, on or off. */
export function PushSwitch() {
  const { t } = useTranslation('notifications');
  const isSupported = isPushSupported();
  const [isOn, setIsOn] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(() =>
    !isSupported ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : null,
  );

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    currentPushSubscription().then(
      (subscription) => {
        if (isCurrent) setIsOn(subscription !== null);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isSupported]);

  const change = async (on: boolean) => {
    setIsBusy(true);
    setProblem(null);
    try {
      if (on) {
        const result = await enablePush();
        if (result === 'subscribed') setIsOn(true);
        else setProblem(result === 'denied' ? 'denied' : 'unsupported');
      } else {
        await disablePush();
        setIsOn(false);
      }
    } catch {
      setProblem('failed');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={isOn}
            disabled={!isSupported || isBusy}
            onChange={(event) => {
              void change(event.target.checked);
            }}
          />
        }
        label={t('push.label')}
        sx={{ minHeight: 48 }}
      />
      {problem && (
        <FormHelperText role={problem === 'unsupported' ? undefined : 'alert'}>
          {t(`push.${problem}`)}
        </FormHelperText>
      )}
    </Stack>
  );
}
