import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@transitdocs/domain';
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';

type EventGroup = { name: string; events: WebhookEvent[] };

/** The events grouped by what they are about (`transit.created` -> transit), in the domain's order. */
const EVENT_GROUPS: EventGroup[] = WEBHOOK_EVENTS.reduce<EventGroup[]>((groups, event) => {
  const name = event.split('.')[0] ?? event;
  const group = groups.find((g) => g.name === name);
  if (group) group.events.push(event);
  else groups.push({ name, events: [event] });
  return groups;
}, []);

/** An event's readable name; one the build does not know reads as its wire name. */
export function useWebhookEventLabel(): (event: string) => string {
  const { t } = useTranslation('integrations');
  return useCallback(
    (event: string) => t(`webhooks.events.${event}`, { defaultValue: event }),
    [t],
  );
}

/** Whether `events` holds every event there is (listed as "All events"). */
export function isEveryEvent(events: readonly string[]): boolean {
  return WEBHOOK_EVENTS.every((event) => events.includes(event));
}

/** The events of an endpoint as checkboxes grouped by subject, with an "all" shortcut. */
export function WebhookEventsField({
  value,
  onChange,
  error,
}: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  /** what is wrong with the choice, null when nothing */
  error: ReactNode;
}) {
  const { t } = useTranslation('integrations');
  const label = useWebhookEventLabel();
  const helperId = useId();
  const isAll = isEveryEvent(value);
  const toggle = (event: WebhookEvent, checked: boolean) => {
    // Kept in the domain's order, so the request reads the same whatever order they were ticked.
    onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? checked : value.includes(e))));
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={error ? `${helperId}-error` : undefined}
      sx={{ width: '100%', mt: 1 }}
    >
      <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
      <FormControlLabel
        label={t('webhooks.form.all')}
        control={
          <Checkbox
            checked={isAll}
            indeterminate={!isAll && value.length > 0}
            onChange={(_event, checked) => {
              onChange(checked ? [...WEBHOOK_EVENTS] : []);
            }}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {EVENT_GROUPS.map((group) => (
          <Box key={group.name} role="group" aria-labelledby={`${helperId}-${group.name}`}>
            <Typography
              id={`${helperId}-${group.name}`}
              variant="subtitle2"
              sx={{ color: 'text.secondary', mt: 0.5 }}
            >
              {t(`webhooks.groups.${group.name}`)}
            </Typography>
            <FormGroup>
              {group.events.map((event) => (
                <FormControlLabel
                  key={event}
                  label={label(event)}
                  control={
                    <Checkbox
                      checked={value.includes(event)}
                      onChange={(_event, checked) => {
                        toggle(event, checked);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>
      {error ? <FormHelperText id={`${helperId}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
