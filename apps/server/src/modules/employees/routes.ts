import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Employee,
  EmployeeCreateRequest,
  EmployeeCreateResponse,
  EmployeeListQuery,
  EmployeeListResponse,
  IdParams,
  PersonAutocompleteQuery,
  PersonListResponse,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { pageWindow, pagedBody } from '../../platform/paging.ts';
import * as service from './service.ts';

export function employeesRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];
  // The company's accounts (a key reaches only the people autocomplete, GET employee/).
  const accounts = authenticate.as('manage_accounts');

  r.get(
    '/company/api/v1/my-employee/',
    {
      onRequest: accounts,
      schema: {
        operationId: 'listMyEmployees',
        summary: "List the company's employees",
        tags,
        querystring: EmployeeListQuery,
        response: { 200: EmployeeListResponse },
      },
    },
    async (request) => {
      const { page, user_role, first_name, last_name } = request.query;
      const result = await service.listEmployees(
        deps,
        callerOf(request),
        { role: user_role, firstName: first_name, lastName: last_name },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  r.get(
    '/company/api/v1/my-employee/:id/',
    {
      onRequest: accounts,
      schema: {
        operationId: 'getMyEmployee',
        summary: 'Read an employee',
        tags,
        params: IdParams,
        response: { 200: Employee },
      },
    },
    async (request) => service.getEmployee(deps, callerOf(request), request.params.id),
  );

  r.post(
    '/company/api/v1/employee/',
    {
      onRequest: accounts,
      schema: {
        operationId: 'createEmployee',
        summary: 'Create an employee account',
        tags,
        body: EmployeeCreateRequest,
        response: { 201: EmployeeCreateResponse },
      },
    },
    async (request, reply) => {
      const created = await service.createEmployee(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/company/api/v1/employee/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listEmployees',
        summary: 'Employees to pick for a transit',
        tags,
        querystring: PersonAutocompleteQuery,
        response: { 200: PersonListResponse },
      },
    },
    async (request) => {
      const { page, name, company_vies } = request.query;
      const result = await service.listPeople(
        deps,
        callerOf(request),
        company_vies,
        name,
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );
}
