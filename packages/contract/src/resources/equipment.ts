import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZIdParams } from '../common';
import {
  ZEquipmentChangeApplicationBodySchema,
  ZEquipmentChangeSchema,
  ZEquipmentDetailSchema,
  ZEquipmentExportQuerySchema,
  ZEquipmentQuerySchema,
  ZEquipmentSummarySchema,
  ZEquipmentWriteBodySchema,
} from './equipment-schemas';
import { xlsxResponse, ZSavedSchema } from '../shared-schemas';

export * from './equipment-schemas';

const c = initContract();

export const equipmentRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/equipment',
    query: ZEquipmentQuerySchema,
    responses: { 200: pageOf(ZEquipmentSummarySchema) },
    summary: 'Equipment of the unit in one query view (comprehensive, overdue, …) with filters',
    metadata: meta(ACCESS.equipmentView),
  },
  export: {
    method: 'GET',
    path: '/api/v1/equipment/export',
    query: ZEquipmentExportQuerySchema,
    responses: { 200: xlsxResponse },
    summary: 'The same list as an Excel file',
    metadata: meta(ACCESS.equipmentView),
  },
  get: {
    method: 'GET',
    path: '/api/v1/equipment/:id',
    pathParams: ZIdParams,
    responses: { 200: ZEquipmentDetailSchema },
    summary: 'An equipment file with its category parameters and inspection history',
    metadata: meta(ACCESS.equipmentView),
  },
  create: {
    method: 'POST',
    path: '/api/v1/equipment',
    body: ZEquipmentWriteBodySchema,
    responses: { 201: ZSavedSchema },
    summary: 'Add an equipment file; commit=false saves a draft, true also submits it',
    metadata: meta(ACCESS.equipmentEdit),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/equipment/:id',
    pathParams: ZIdParams,
    body: ZEquipmentWriteBodySchema,
    responses: { 200: ZSavedSchema },
    summary: 'Edit a draft or returned equipment file; commit as in create',
    metadata: meta(ACCESS.equipmentEdit),
  },
  changes: {
    method: 'GET',
    path: '/api/v1/equipment/:id/changes',
    pathParams: ZIdParams,
    responses: { 200: z.array(ZEquipmentChangeSchema) },
    summary: 'Change history of an equipment file',
    metadata: meta(ACCESS.equipmentView),
  },
  applyChange: {
    method: 'POST',
    path: '/api/v1/equipment/:id/change-applications',
    pathParams: ZIdParams,
    body: ZEquipmentChangeApplicationBodySchema,
    responses: { 201: z.array(ZEquipmentChangeSchema) },
    summary: 'Apply to change registered fields of an equipment file',
    metadata: meta(ACCESS.equipmentEdit),
  },
});
