import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  mainDocumentOf,
  summaryMarks,
  formatCoordinate,
  type Carrier,
  type Receiver,
  type Transit,
  type TransitPlace,
} from '@transitdocs/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDate } from '../../ui/date-time.ts';
import { EftiDataSet } from '../efti/efti-section.tsx';
import { formatDateTime, TransitStatusChip } from './transit-status.tsx';

type Person = { user: { first_name: string; last_name: string; phone: string | null } } | null;

function personName(person: Person): string | null {
  if (!person) return null;
  const name = `${person.user.first_name} ${person.user.last_name}`.trim();
  return person.user.phone ? `${name}, ${person.user.phone}` : name;
}

/** A labelled value; empty values are left out so the page shows what is known. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {children}
    </Stack>
  );
}

/** A titled part of the page, a landmark for screen readers (`region` named by its heading). */
function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} id={id} sx={{ scrollMarginTop: 16 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty({ text }: { text: string }) {
  return <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>;
}

function placeText(place: TransitPlace): string {
  const town = [place.zip_code, place.town].filter(Boolean).join(' ');
  return [place.place, place.address, town, place.country].filter(Boolean).join(', ');
}

function Places({ places, title }: { places: TransitPlace[]; title: string }) {
  const { t } = useTranslation('transit_page');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {places.length === 0 ? (
        <Empty text={t('no_places')} />
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {places.map((place) => (
            <li key={place.id}>
              <Typography variant="body2">{placeText(place)}</Typography>
              {place.additional_data && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {place.additional_data}
                </Typography>
              )}
              {place.latitude !== null && place.longitude !== null && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('coordinates', {
                    latitude: formatCoordinate(place.latitude, 'latitude'),
                    longitude: formatCoordinate(place.longitude, 'longitude'),
                  })}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function CarrierPart({ carrier, index }: { carrier: Carrier; index: number }) {
  const { t } = useTranslation('transit_page');
  const title = index === 0 ? t('main_carrier') : t('carrier_number', { number: index + 1 });
  return (
    <Part title={carrier.is_forwarder ? `${title} · ${t('forwarder')}` : title}>
      <Fields>
        <Field label={t('contractor')} value={carrier.client.name} />
        <Field label={t('person')} value={personName(carrier.employee)} />
        <Field
          label={t('driver')}
          value={personName(carrier.driver) ?? carrier.driver_not_from_system}
        />
        <Field
          label={t('vehicle')}
          value={carrier.vehicle?.number ?? carrier.vehicle_not_from_system}
        />
        <Field
          label={t('semitrailer')}
          value={carrier.semitrailer?.number ?? carrier.semitrailer_not_from_system}
        />
      </Fields>
    </Part>
  );
}

/** One cargo line: name, then whatever of quantity, packaging, weight, ... is known. */
function CargoLine({ cargo }: { cargo: Receiver['cargo'][number] }) {
  const { t } = useTranslation('transit_page');
  const { other } = cargo;
  const details = [
    cargo.quantity !== null ? t('cargo_quantity', { value: cargo.quantity }) : null,
    other.method_of_packaging || null,
    other.weight_gross_kg !== null ? t('cargo_weight', { value: other.weight_gross_kg }) : null,
    other.capacity !== null ? t('cargo_capacity', { value: other.capacity }) : null,
    other.marks ? t('cargo_marks', { value: other.marks }) : null,
    other.statistical_number ? t('cargo_statistical', { value: other.statistical_number }) : null,
    other.origin_country || other.destination_country
      ? `${other.origin_country || '?'} → ${other.destination_country || '?'}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Typography variant="body2">
      {cargo.name || t('cargo_unnamed')}
      {details && ` — ${details}`}
    </Typography>
  );
}

function ReceiverPart({ receiver, index }: { receiver: Receiver; index: number }) {
  const { t } = useTranslation('transit_page');
  return (
    <Part title={t('receiver_number', { number: index + 1 })}>
      <Fields>
        <Field label={t('contractor')} value={receiver.client.name} />
        <Field label={t('person')} value={personName(receiver.employee)} />
      </Fields>
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('cargo')}
        </Typography>
        {receiver.cargo.length === 0 ? (
          <Empty text={t('no_cargo')} />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {receiver.cargo.map((cargo) => (
              <li key={cargo.id}>
                <CargoLine cargo={cargo} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Places places={receiver.destiny_places} title={t('unloading_places')} />
    </Part>
  );
}

function DocumentsSummary({ transit }: { transit: Transit }) {
  const { t } = useTranslation('transit_page');
  const documents = transit.document;
  if (documents.length === 0) return <Empty text={t('no_documents')} />;
  const signed = documents.filter((document) => document.signed_by.length > 0).length;
  const main = mainDocumentOf(documents, summaryMarks);
  return (
    <Fields>
      <Field label={t('documents_count_label')} value={String(documents.length)} />
      <Field label={t('documents_signed_label')} value={String(signed)} />
      <Field label={t('main_document')} value={main?.name ?? t('no_main_document')} />
    </Fields>
  );
}

/** Everything the transit page shows about a transit (spec 1 §3), section by section. */
export function TransitDetails({
  transit,
  documentsId,
}: {
  transit: Transit;
  documentsId: string;
}) {
  const { t } = useTranslation('transit_page');
  const { t: te } = useTranslation('efti');
  const notGiven = t('not_given');
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {t('status_label')}:
        </Typography>
        <TransitStatusChip status={transit.status} />
        <Typography component="span" sx={{ color: 'text.secondary', ml: { sm: 2 } }}>
          {t('type_label')}: <strong>{t(`common:transit_type.${transit.type}`)}</strong>
        </Typography>
      </Box>

      <Section title={t('dates_heading')}>
        <Fields>
          <Field
            label={t('loading_date')}
            value={formatDateTime(transit.loading_date, transit.loading_time) ?? notGiven}
          />
          <Field
            label={t('unloading_date')}
            value={formatDateTime(transit.unloading_date, transit.unloading_time) ?? notGiven}
          />
          <Field label={t('created_at')} value={formatDate(transit.created_at)} />
        </Fields>
      </Section>

      <Section title={t('sender_heading')}>
        {transit.sender_client ? (
          <Fields>
            <Field label={t('contractor')} value={transit.sender_client.name} />
            <Field label={t('tax_number')} value={transit.sender_client.vies} />
            <Field label={t('person')} value={personName(transit.sender_employee)} />
          </Fields>
        ) : (
          <Empty text={t('no_sender')} />
        )}
        <Places places={transit.sender_location} title={t('loading_places')} />
      </Section>

      <Section title={t('carriers_heading')}>
        {transit.carrier.length === 0 ? (
          <Empty text={t('no_carriers')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
            {transit.carrier.map((carrier, index) => (
              <CarrierPart key={carrier.id} carrier={carrier} index={index} />
            ))}
          </Box>
        )}
      </Section>

      <Section title={t('receivers_heading')}>
        {transit.receivers.length === 0 ? (
          <Empty text={t('no_receivers')} />
        ) : (
          <Stack spacing={1.5}>
            {transit.receivers.map((receiver, index) => (
              <ReceiverPart key={receiver.id} receiver={receiver} index={index} />
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('instructions_heading')}>
        {transit.sender_instruction || transit.special_agreements || transit.remarks ? (
          <Fields>
            <Field label={t('sender_instruction')} value={transit.sender_instruction} />
            <Field label={t('special_agreements')} value={transit.special_agreements} />
            <Field label={t('remarks')} value={transit.remarks} />
          </Fields>
        ) : (
          <Empty text={t('no_instructions')} />
        )}
      </Section>

      <Section title={t('documents_heading')} id={documentsId}>
        <DocumentsSummary transit={transit} />
      </Section>

      {transit.efti && (
        <Section title={te('title')}>
          <EftiDataSet transit={transit} efti={transit.efti} />
        </Section>
      )}
    </Stack>
  );
}
