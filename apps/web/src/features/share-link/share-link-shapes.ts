// Written by share-link-shapes.test.ts from the domain's zod schemas (z.toJSONSchema, io
// "input", only the keywords api/json-shape.ts reads). Do not edit: run
// `UPDATE_SCHEMAS=1 npx vitest run apps/web/scripts/share-link-shapes.test.ts`.
import type { JsonShape } from '../../api/json-shape.ts';

/** GET transit-token/{token}/: the domain's SharedTransitResponse. */
export const sharedTransitShape: JsonShape = {
  type: 'object',
  properties: {
    transit: {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        transit_number: { type: 'string' },
        status: { type: 'string', enum: ['pending', 'running', 'finished'] },
        type: { type: 'string', enum: ['send', 'generated'] },
        loading_date: { type: ['string', 'null'] },
        unloading_date: { type: ['string', 'null'] },
        loading_time: { type: ['string', 'null'] },
        unloading_time: { type: ['string', 'null'] },
        sender_client: {
          anyOf: [
            {
              type: 'object',
              properties: {
                id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                name: { type: 'string' },
                vies: { type: ['string', 'null'] },
                address: { type: 'string' },
                zip_code: { type: 'string' },
                town: { type: 'string' },
                country: { type: 'string' },
                phone: { type: 'string' },
                pesel: { type: 'string' },
                is_online: { type: 'boolean' },
              },
              required: [
                'id',
                'name',
                'vies',
                'address',
                'zip_code',
                'town',
                'country',
                'phone',
                'pesel',
                'is_online',
              ],
            },
            { type: 'null' },
          ],
        },
        sender_employee: {
          anyOf: [
            {
              type: 'object',
              properties: {
                id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                user: {
                  type: 'object',
                  properties: {
                    first_name: { type: 'string' },
                    last_name: { type: 'string' },
                    phone: { type: ['string', 'null'] },
                  },
                  required: ['first_name', 'last_name', 'phone'],
                },
              },
              required: ['id', 'user'],
            },
            { type: 'null' },
          ],
        },
        sender_location: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              place: { type: 'string' },
              address: { type: 'string' },
              zip_code: { type: 'string' },
              town: { type: 'string' },
              country: { type: 'string' },
              additional_data: { type: 'string' },
              client: {
                anyOf: [
                  { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                  { type: 'null' },
                ],
              },
              latitude: { type: ['number', 'null'] },
              longitude: { type: ['number', 'null'] },
            },
            required: [
              'id',
              'place',
              'address',
              'zip_code',
              'town',
              'country',
              'additional_data',
              'client',
              'latitude',
              'longitude',
            ],
          },
        },
        receivers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              client: {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                  name: { type: 'string' },
                  vies: { type: ['string', 'null'] },
                  address: { type: 'string' },
                  zip_code: { type: 'string' },
                  town: { type: 'string' },
                  country: { type: 'string' },
                  phone: { type: 'string' },
                  pesel: { type: 'string' },
                  is_online: { type: 'boolean' },
                },
                required: [
                  'id',
                  'name',
                  'vies',
                  'address',
                  'zip_code',
                  'town',
                  'country',
                  'phone',
                  'pesel',
                  'is_online',
                ],
              },
              employee: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      user: {
                        type: 'object',
                        properties: {
                          first_name: { type: 'string' },
                          last_name: { type: 'string' },
                          phone: { type: ['string', 'null'] },
                        },
                        required: ['first_name', 'last_name', 'phone'],
                      },
                    },
                    required: ['id', 'user'],
                  },
                  { type: 'null' },
                ],
              },
              cargo: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    name: { type: 'string' },
                    quantity: { type: ['number', 'null'] },
                    other: {
                      type: 'object',
                      properties: {
                        capacity: { type: ['number', 'null'] },
                        method_of_packaging: { type: 'string' },
                        weight_gross_kg: { type: ['number', 'null'] },
                        origin_country: { type: 'string' },
                        destination_country: { type: 'string' },
                        statistical_number: { type: 'string' },
                        marks: { type: 'string' },
                      },
                      required: [
                        'capacity',
                        'method_of_packaging',
                        'weight_gross_kg',
                        'origin_country',
                        'destination_country',
                        'statistical_number',
                        'marks',
                      ],
                    },
                  },
                  required: ['id', 'name', 'quantity', 'other'],
                },
              },
              destiny_places: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    place: { type: 'string' },
                    address: { type: 'string' },
                    zip_code: { type: 'string' },
                    town: { type: 'string' },
                    country: { type: 'string' },
                    additional_data: { type: 'string' },
                    client: {
                      anyOf: [
                        { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                        { type: 'null' },
                      ],
                    },
                    latitude: { type: ['number', 'null'] },
                    longitude: { type: ['number', 'null'] },
                  },
                  required: [
                    'id',
                    'place',
                    'address',
                    'zip_code',
                    'town',
                    'country',
                    'additional_data',
                    'client',
                    'latitude',
                    'longitude',
                  ],
                },
              },
            },
            required: ['id', 'client', 'employee', 'cargo', 'destiny_places'],
          },
        },
        carrier: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              client: {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                  name: { type: 'string' },
                  vies: { type: ['string', 'null'] },
                  address: { type: 'string' },
                  zip_code: { type: 'string' },
                  town: { type: 'string' },
                  country: { type: 'string' },
                  phone: { type: 'string' },
                  pesel: { type: 'string' },
                  is_online: { type: 'boolean' },
                },
                required: [
                  'id',
                  'name',
                  'vies',
                  'address',
                  'zip_code',
                  'town',
                  'country',
                  'phone',
                  'pesel',
                  'is_online',
                ],
              },
              employee: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      user: {
                        type: 'object',
                        properties: {
                          first_name: { type: 'string' },
                          last_name: { type: 'string' },
                          phone: { type: ['string', 'null'] },
                        },
                        required: ['first_name', 'last_name', 'phone'],
                      },
                    },
                    required: ['id', 'user'],
                  },
                  { type: 'null' },
                ],
              },
              driver: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      user: {
                        type: 'object',
                        properties: {
                          first_name: { type: 'string' },
                          last_name: { type: 'string' },
                          phone: { type: ['string', 'null'] },
                        },
                        required: ['first_name', 'last_name', 'phone'],
                      },
                    },
                    required: ['id', 'user'],
                  },
                  { type: 'null' },
                ],
              },
              driver_not_from_system: { type: ['string', 'null'] },
              is_forwarder: { type: 'boolean' },
              vehicle: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      number: { type: 'string' },
                      type: { type: 'string' },
                    },
                    required: ['id', 'number', 'type'],
                  },
                  { type: 'null' },
                ],
              },
              vehicle_not_from_system: { type: ['string', 'null'] },
              semitrailer: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      number: { type: 'string' },
                      type: { type: 'string' },
                    },
                    required: ['id', 'number', 'type'],
                  },
                  { type: 'null' },
                ],
              },
              semitrailer_not_from_system: { type: ['string', 'null'] },
            },
            required: [
              'id',
              'client',
              'employee',
              'driver',
              'driver_not_from_system',
              'is_forwarder',
              'vehicle',
              'vehicle_not_from_system',
              'semitrailer',
              'semitrailer_not_from_system',
            ],
          },
        },
        sender_instruction: { type: 'string' },
        special_agreements: { type: 'string' },
        created_at: { type: 'string' },
        has_signed_documents: { type: 'boolean' },
        remarks: { type: 'string' },
        can_send_alert: { type: 'boolean' },
        document: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              name: { type: 'string' },
              type: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              is_main_document: { type: 'boolean' },
              parent_document_is_main_document: { type: 'boolean' },
              signed_by: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    signed_by_type: { type: 'string' },
                    receiver_id: {
                      anyOf: [
                        { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                        { type: 'null' },
                      ],
                    },
                  },
                  required: ['signed_by_type', 'receiver_id'],
                },
              },
            },
            required: [
              'id',
              'name',
              'type',
              'is_main_document',
              'parent_document_is_main_document',
              'signed_by',
            ],
          },
        },
        actions: {
          type: 'object',
          properties: {
            view: { type: 'boolean' },
            edit: { type: 'boolean' },
            edit_carriers: { type: 'boolean' },
            finish: { type: 'boolean' },
            delete: { type: 'boolean' },
            duplicate: { type: 'boolean' },
            alert: { type: 'boolean' },
            share: { type: 'boolean' },
            generate: { type: 'boolean' },
            upload: { type: 'boolean' },
            sign: { type: 'boolean' },
            efti_access_log: { type: 'boolean' },
            efti_inspect: { type: 'boolean' },
          },
          required: [
            'view',
            'edit',
            'edit_carriers',
            'finish',
            'delete',
            'duplicate',
            'alert',
            'share',
            'generate',
            'upload',
            'sign',
            'efti_access_log',
            'efti_inspect',
          ],
        },
        refusals: {
          type: 'object',
          properties: {
            view: { type: 'string' },
            edit: { type: 'string' },
            edit_carriers: { type: 'string' },
            finish: { type: 'string' },
            delete: { type: 'string' },
            duplicate: { type: 'string' },
            alert: { type: 'string' },
            share: { type: 'string' },
            generate: { type: 'string' },
            upload: { type: 'string' },
            sign: { type: 'string' },
            efti_access_log: { type: 'string' },
            efti_inspect: { type: 'string' },
          },
        },
        version: { type: 'string' },
        efti: {
          type: 'object',
          properties: {
            dataset_id: { type: 'string' },
            status: { type: 'string', enum: ['draft', 'active', 'closed'] },
            missing: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  field: { type: 'string' },
                  element: { type: 'string' },
                  subsets: {
                    type: 'array',
                    items: {
                      type: 'string',
                      enum: [
                        'EU01',
                        'EU02',
                        'EU03',
                        'EU05a',
                        'EU05b',
                        'EU05c',
                        'EU06',
                        'PL01a',
                        'PL01b',
                        'PL01c',
                        'PL02',
                        'PL03',
                        'PL04a',
                        'PL04b',
                        'PL04c',
                        'PL06',
                      ],
                    },
                  },
                },
                required: ['field', 'element', 'subsets'],
              },
            },
          },
          required: ['dataset_id', 'status', 'missing'],
        },
      },
      required: [
        'id',
        'transit_number',
        'status',
        'type',
        'loading_date',
        'unloading_date',
        'loading_time',
        'unloading_time',
        'sender_client',
        'sender_employee',
        'sender_location',
        'receivers',
        'carrier',
        'sender_instruction',
        'special_agreements',
        'created_at',
        'has_signed_documents',
        'remarks',
        'can_send_alert',
        'document',
        'actions',
      ],
    },
    document: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          name: { type: 'string' },
          type: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          document_data: {
            anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'null' }],
          },
          remarks: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                type: { type: 'string', enum: ['pickup', 'delivery'] },
                user: { type: 'string' },
                company_name: { type: 'string' },
                timestamp: { type: 'string' },
                captured_at: { type: 'string' },
                message: { type: 'string' },
                document: {
                  type: 'integer',
                  minimum: -9007199254740991,
                  maximum: 9007199254740991,
                },
                files: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: {
                        type: 'integer',
                        minimum: -9007199254740991,
                        maximum: 9007199254740991,
                      },
                      photo: { type: 'string' },
                    },
                    required: ['id', 'photo'],
                  },
                },
              },
              required: [
                'id',
                'type',
                'user',
                'company_name',
                'timestamp',
                'message',
                'document',
                'files',
              ],
            },
          },
          document: { type: ['string', 'null'] },
          signed_by: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                signed_by_type: {
                  type: 'string',
                  enum: ['sender', 'carrier', 'receiver', 'driver'],
                },
                created_at: { type: 'string' },
                captured_at: { type: 'string' },
                receiver_id: {
                  anyOf: [
                    { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                    { type: 'null' },
                  ],
                },
                signature: { type: ['string', 'null'] },
                signature_data: {
                  anyOf: [
                    {
                      type: 'object',
                      properties: {
                        sign_fullname: { type: ['string', 'null'] },
                        sign_pesel: { type: ['string', 'null'] },
                        sign_company_name: { type: ['string', 'null'] },
                        sign_company_address: { type: ['string', 'null'] },
                        sign_company_town: { type: ['string', 'null'] },
                        sign_company_zip_code: { type: ['string', 'null'] },
                        sign_company_post_code: { type: ['string', 'null'] },
                        sign_company_country: {
                          anyOf: [
                            {
                              type: 'array',
                              prefixItems: [{ type: 'string' }, { type: 'string' }],
                              items: false,
                              minItems: 2,
                              maxItems: 2,
                            },
                            { type: 'null' },
                          ],
                        },
                        sign_company_vies: { type: ['string', 'null'] },
                        sign_company_nip: { type: ['string', 'null'] },
                        sign_company_vat_group: { type: ['string', 'null'] },
                        sign_company_pesel: { type: ['string', 'null'] },
                        sign_method: { type: ['string', 'null'] },
                      },
                    },
                    { type: 'null' },
                  ],
                },
              },
              required: [
                'signed_by_type',
                'created_at',
                'receiver_id',
                'signature',
                'signature_data',
              ],
            },
          },
          parent_document: {
            anyOf: [
              { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
              { type: 'null' },
            ],
          },
          sub_documents: {
            type: 'array',
            items: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          },
          is_main_document: { type: 'boolean' },
          parent_document_is_main_document: { type: 'boolean' },
          receiver: {
            anyOf: [
              {
                type: 'object',
                properties: {
                  id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                  name: { type: 'string' },
                },
                required: ['name'],
              },
              { type: 'null' },
            ],
          },
          created_at: { type: 'string' },
          transit: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          permissions: {
            type: 'object',
            properties: {
              sign: {
                type: 'object',
                properties: {
                  sender: { type: 'boolean' },
                  receiver: { type: 'boolean' },
                  carriers: {
                    type: 'object',
                    properties: { main: { type: 'boolean' } },
                    required: ['main'],
                  },
                },
                required: ['sender', 'receiver', 'carriers'],
              },
              remarks: {
                type: 'object',
                properties: { pickup: { type: 'boolean' }, delivery: { type: 'boolean' } },
                required: ['pickup', 'delivery'],
              },
            },
            required: ['sign', 'remarks'],
          },
          actions: {
            type: 'object',
            properties: {
              view: { type: 'boolean' },
              edit: { type: 'boolean' },
              delete: { type: 'boolean' },
              sign_sender: { type: 'boolean' },
              sign_carrier: { type: 'boolean' },
              sign_receiver: { type: 'boolean' },
              remark_pickup: { type: 'boolean' },
              remark_delivery: { type: 'boolean' },
              download_pdf: { type: 'boolean' },
              download_xml: { type: 'boolean' },
              download_history: { type: 'boolean' },
              propose_correction: { type: 'boolean' },
            },
            required: [
              'view',
              'edit',
              'delete',
              'sign_sender',
              'sign_carrier',
              'sign_receiver',
              'remark_pickup',
              'remark_delivery',
              'download_pdf',
              'download_xml',
              'download_history',
              'propose_correction',
            ],
          },
          refusals: {
            type: 'object',
            properties: {
              view: { type: 'string' },
              edit: { type: 'string' },
              delete: { type: 'string' },
              sign_sender: { type: 'string' },
              sign_carrier: { type: 'string' },
              sign_receiver: { type: 'string' },
              remark_pickup: { type: 'string' },
              remark_delivery: { type: 'string' },
              download_pdf: { type: 'string' },
              download_xml: { type: 'string' },
              download_history: { type: 'string' },
              propose_correction: { type: 'string' },
            },
          },
          signable_receivers: {
            type: 'array',
            items: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          },
          version: { type: 'string' },
        },
        required: [
          'id',
          'name',
          'type',
          'document_data',
          'remarks',
          'document',
          'signed_by',
          'parent_document',
          'sub_documents',
          'is_main_document',
          'parent_document_is_main_document',
          'receiver',
          'created_at',
          'transit',
          'actions',
          'signable_receivers',
        ],
      },
    },
    share: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['sender', 'carrier', 'receiver'] },
        receiver: {
          anyOf: [
            { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
            { type: 'null' },
          ],
        },
        company_name: { type: 'string' },
        expires_at: { type: 'string' },
      },
      required: ['type', 'receiver', 'company_name', 'expires_at'],
    },
  },
  required: ['transit', 'document', 'share'],
};
/** The visitor's identity as stored in this browser: the domain's ShareIdentity. */
export const shareIdentityShape: JsonShape = {
  type: 'object',
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 100 },
    last_name: { type: 'string', minLength: 1, maxLength: 100 },
    company_name: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['first_name', 'last_name', 'company_name'],
  additionalProperties: false,
};
/** A link's token: the domain's ShareToken. */
export const shareTokenShape: JsonShape = { type: 'string', pattern: '^[A-Za-z0-9_-]{43,128}$' };
