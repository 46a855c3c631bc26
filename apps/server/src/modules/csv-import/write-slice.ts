// Writing accepted rows: their new contractors, transits and the transits' rows, one slice per
// transaction.

import type { TransitSubmitRequest } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { NewTransitCargo, NewTransitCarrier, NewTransitPlace } from '../../db/schema.ts';
import { circumstancesOf } from '../../platform/auth.ts';
import { recordEvents, writeTransaction } from '../../platform/events/index.ts';
import { getCompany } from '../accounts/index.ts';
import { insertImportedClient } from '../contractors/index.ts';
import * as invitations from '../invitations/index.ts';
import {
  insertTransitCargo,
  insertTransitCarriers,
  insertTransitPlaces,
} from '../transits/index.ts';
import type { ContractorRef } from './contractors.ts';
import type { AcceptedRow, ImportContext } from './import-context.ts';
import * as repo from './repo.ts';

const text = (value: string | undefined | null) => value ?? '';
const nullable = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** Creates the slice's new contractors (the first time one is needed); returns the undo. */
async function ensureContractors(
  trx: Executor,
  ctx: ImportContext,
  handles: Set<number>,
  now: string,
): Promise<() => void> {
  const done: ContractorRef[] = [];
  const added = ctx.addedClients.length;
  for (const handle of handles) {
    const ref = ctx.registry.ref(handle);
    if (ref.id !== null || !ref.create) continue;
    const data = ref.create;
    const linked = data.vies ? ctx.linkedCompanies.get(data.vies) : undefined;
    const other = linked !== undefined && linked !== ctx.caller.companyId ? linked : undefined;
    const row = await insertImportedClient(trx, {
      company_id: ctx.caller.companyId,
      ...data,
      pesel: '',
      vat_group: '',
      linked_company_id: other ?? null,
      created_at: now,
      updated_at: now,
    });
    if (other !== undefined) {
      const company = await getCompany(trx, other);
      if (company) {
        await invitations.inviteCompany(
          trx,
          ctx.caller.companyId,
          company,
          row.id,
          circumstancesOf(ctx.caller, ctx.meta, now),
        );
      }
    }
    ref.id = row.id;
    done.push(ref);
    ctx.addedClients.push({ id: row.id, name: row.name, vies: row.vies });
  }
  return () => {
    for (const ref of done) ref.id = null;
    ctx.addedClients.length = added;
  };
}

function clientHandles(transit: TransitSubmitRequest): number[] {
  const handles: (number | null | undefined)[] = [transit.sender_client];
  transit.sender_location?.forEach((place) => handles.push(place.client));
  transit.receivers?.forEach((receiver) => {
    handles.push(receiver.client);
    receiver.destiny_places?.forEach((place) => handles.push(place.client));
  });
  transit.carrier?.forEach((carrier) => handles.push(carrier.client));
  return handles.filter((handle): handle is number => typeof handle === 'number');
}

type PlaceInput = NonNullable<TransitSubmitRequest['sender_location']>[number];

/** Writes one slice of accepted rows in one transaction: all of them or none. */
export async function writeSlice(
  ctx: ImportContext,
  slice: AcceptedRow[],
  now: string,
  year: number,
): Promise<{ row: number; id: number; transit_number: string }[]> {
  const { deps, caller, meta, registry } = ctx;
  let undo: () => void = () => undefined;
  try {
    return await writeTransaction(deps, async (trx) => {
      undo = await ensureContractors(
        trx,
        ctx,
        new Set(slice.flatMap((r) => clientHandles(r.transit))),
        now,
      );
      const client = (handle: number | null | undefined): number | null =>
        handle === null || handle === undefined ? null : registry.ref(handle).id;
      const first = await repo.reserveTransitNumbers(trx, caller.companyId, year, slice.length);
      const numbered = slice.map((accepted, index) => ({
        ...accepted,
        number: `${year}/${String(first + index).padStart(6, '0')}`,
      }));
      const ids = await repo.insertTransits(
        trx,
        numbered.map(({ transit, number }) => ({
          company_id: caller.companyId,
          transit_number: number,
          status: 'pending',
          type: 'generated',
          has_signed_documents: 0,
          loading_date: nullable(transit.loading_date),
          unloading_date: nullable(transit.unloading_date),
          loading_time: nullable(transit.loading_time),
          unloading_time: nullable(transit.unloading_time),
          sender_client_id: client(transit.sender_client),
          sender_employee_id: transit.sender_employee ?? null,
          sender_instruction: text(transit.sender_instruction),
          special_agreements: text(transit.special_agreements),
          remarks: '',
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })),
      );
      const written = numbered.map(({ row, transit, number }) => {
        const id = ids.get(number);
        if (id === undefined) throw new Error(`transit ${number} not returned`);
        return { row, transit, id, transit_number: number };
      });
      const placeRow = (
        place: PlaceInput,
        transitId: number,
        kind: 'loading' | 'unloading',
        receiverId: number | null,
        position: number,
      ): NewTransitPlace => ({
        transit_id: transitId,
        company_id: caller.companyId,
        transit_created_at: now,
        kind,
        receiver_id: receiverId,
        position,
        place: text(place.place),
        address: text(place.address),
        zip_code: text(place.zip_code),
        town: text(place.town),
        country: text(place.country).toUpperCase(),
        additional_data: text(place.additional_data),
        client_id: client(place.client),
        latitude: place.latitude ?? null,
        longitude: place.longitude ?? null,
      });
      // One receiver per row at most (the import's shape); a receiver needs a contractor.
      const receiverIds = await repo.insertReceivers(
        trx,
        written.flatMap(({ transit, id }) => {
          const receiver = transit.receivers?.[0];
          const clientId = client(receiver?.client);
          return receiver && clientId !== null
            ? [
                {
                  transit_id: id,
                  company_id: caller.companyId,
                  transit_created_at: now,
                  position: 0,
                  client_id: clientId,
                  employee_id: receiver.employee ?? null,
                },
              ]
            : [];
        }),
      );
      const places: NewTransitPlace[] = [];
      const cargo: NewTransitCargo[] = [];
      const carriers: NewTransitCarrier[] = [];
      for (const { transit, id } of written) {
        transit.sender_location?.forEach((place, i) => {
          places.push(placeRow(place, id, 'loading', null, i));
        });
        const receiverId = receiverIds.get(id);
        const receiver = transit.receivers?.[0];
        if (receiver && receiverId !== undefined) {
          receiver.destiny_places?.forEach((place, i) => {
            places.push(placeRow(place, id, 'unloading', receiverId, i));
          });
          receiver.cargo?.forEach((line, i) => {
            cargo.push({
              transit_id: id,
              company_id: caller.companyId,
              receiver_id: receiverId,
              position: i,
              name: text(line.name),
              quantity: line.quantity ?? null,
              capacity: line.other?.capacity ?? null,
              method_of_packaging: text(line.other?.method_of_packaging),
              weight_gross_kg: line.other?.weight_gross_kg ?? null,
              origin_country: text(line.other?.origin_country).toUpperCase(),
              destination_country: text(line.other?.destination_country).toUpperCase(),
              statistical_number: text(line.other?.statistical_number),
              marks: text(line.other?.marks),
            });
          });
        }
        // No vehicle ids come from a file, so no driver is marked busy (spec 3 §4 needs one).
        transit.carrier?.forEach((carrier, i) => {
          const clientId = client(carrier.client);
          if (clientId === null) return;
          carriers.push({
            transit_id: id,
            company_id: caller.companyId,
            transit_created_at: now,
            position: i,
            client_id: clientId,
            employee_id: carrier.employee ?? null,
            driver_id: carrier.driver ?? null,
            driver_not_from_system: nullable(carrier.driver_not_from_system),
            is_forwarder: carrier.is_forwarder ? 1 : 0,
            vehicle_id: null,
            vehicle_not_from_system:
              nullable(carrier.vehicle_not_from_system)?.toUpperCase() ?? null,
            semitrailer_id: null,
            semitrailer_not_from_system:
              nullable(carrier.semitrailer_not_from_system)?.toUpperCase() ?? null,
          });
        });
      }
      await repo.insertSliced(trx, places, insertTransitPlaces);
      await repo.insertSliced(trx, cargo, insertTransitCargo);
      await repo.insertSliced(trx, carriers, insertTransitCarriers);
      await recordEvents(
        trx,
        written.map(({ id, transit_number }) => ({
          subject: 'transit' as const,
          transitId: id,
          companyId: caller.companyId,
          data: { type: 'transit_created' as const, transit_number },
          ...circumstancesOf(caller, meta, now),
        })),
      );
      return written.map(({ row, id, transit_number }) => ({ row, id, transit_number }));
    });
  } catch (error) {
    undo();
    throw error;
  }
}
