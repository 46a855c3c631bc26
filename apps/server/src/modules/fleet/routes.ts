import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Driver,
  DriverAutocompleteQuery,
  DriverListQuery,
  DriverListResponse,
  IdParams,
  MyPositionRequest,
  MyPositionResponse,
  Vehicle,
  VehicleAutocompleteQuery,
  VehicleListQuery,
  VehicleListResponse,
  VehiclePatchRequest,
  VehicleRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { pageWindow, pagedBody } from '../../platform/paging.ts';
import * as service from './service.ts';

const VEHICLE = '/company/api/v1/vehicle/';

export function fleetRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fleet'];

  r.get(
    VEHICLE,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listVehicles',
        summary: "List the company's vehicles",
        tags,
        querystring: VehicleListQuery,
        response: { 200: VehicleListResponse },
      },
    },
    async (request) => {
      const { page, number, search, status, type } = request.query;
      const caller = callerOf(request);
      const result = await service.listVehicles(
        deps,
        caller.companyId,
        { number, search, type, status },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  for (const [kind, operationId, summary] of [
    ['not_trailer', 'listMotorVehicles', 'Vehicles that are not trailers, to pick for a transit'],
    ['trailer', 'listTrailers', 'Trailers, to pick for a transit'],
  ] as const) {
    r.get(
      `${VEHICLE}${kind}/`,
      {
        onRequest: authenticate,
        schema: {
          operationId,
          summary,
          tags,
          querystring: VehicleAutocompleteQuery,
          response: { 200: VehicleListResponse },
        },
      },
      async (request) => {
        const { page, number, company_vies, is_not_attached } = request.query;
        const result = await service.listVisibleVehicles(
          deps,
          callerOf(request),
          company_vies,
          { number, kind, isNotAttached: is_not_attached },
          pageWindow(page),
        );
        return pagedBody(request, page, result);
      },
    );
  }

  r.post(
    VEHICLE,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createVehicle',
        summary: 'Create a vehicle',
        tags,
        body: VehicleRequest,
        response: { 201: Vehicle },
      },
    },
    async (request, reply) => {
      const created = await service.createVehicle(deps, callerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${VEHICLE}:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getVehicle',
        summary: 'Read a vehicle',
        tags,
        params: IdParams,
        response: { 200: Vehicle },
      },
    },
    async (request) => service.getVehicle(deps, callerOf(request), request.params.id),
  );

  r.patch(
    `${VEHICLE}:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateVehicle',
        summary: 'Change a vehicle',
        tags,
        params: IdParams,
        body: VehiclePatchRequest,
        response: { 200: Vehicle },
      },
    },
    async (request) =>
      service.patchVehicle(deps, callerOf(request), request.params.id, request.body),
  );

  r.delete(
    `${VEHICLE}:id/`,
    {
      onRequest: authenticate,
      schema: { operationId: 'deleteVehicle', summary: 'Delete a vehicle', tags, params: IdParams },
    },
    async (request, reply) => {
      await service.deleteVehicle(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/company/api/v1/my-driver/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listMyDrivers',
        summary: "List the company's drivers",
        tags,
        querystring: DriverListQuery,
        response: { 200: DriverListResponse },
      },
    },
    async (request) => {
      const { page, search, vehicle_number, vehicle_name, has_no_vehicle } = request.query;
      const result = await service.listDrivers(
        deps,
        callerOf(request).companyId,
        {
          search,
          vehicleNumber: vehicle_number,
          vehicleName: vehicle_name,
          hasNoVehicle: has_no_vehicle,
        },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  r.get(
    '/company/api/v1/my-driver/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getMyDriver',
        summary: 'Read a driver of the company',
        tags,
        params: IdParams,
        response: { 200: Driver },
      },
    },
    async (request) => service.getDriver(deps, callerOf(request), request.params.id),
  );

  r.get(
    '/company/api/v1/driver/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listDrivers',
        summary: 'Drivers to pick for a transit',
        tags,
        querystring: DriverAutocompleteQuery,
        response: { 200: DriverListResponse },
      },
    },
    async (request) => {
      const { page, search, company_vies } = request.query;
      const result = await service.listVisibleDrivers(
        deps,
        callerOf(request),
        company_vies,
        { search },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  r.post(
    '/company/api/v1/my-position/',
    {
      onRequest: authenticate.as('share_position'),
      schema: {
        operationId: 'sharePosition',
        summary: "Report the signed-in driver's position",
        tags,
        description:
          "A driver's phone reports its position (the driver view, with the driver's consent); " +
          'kept as the current position of the driver and of the vehicle he drives. Drivers only.',
        body: MyPositionRequest,
        response: { 200: MyPositionResponse },
      },
    },
    async (request) => service.reportMyPosition(deps, callerOf(request), request.body),
  );
}
